import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreloadLink = /<link rel="modulepreload" href="[^"]+"\/>/g;

/**
 * Makes a prerendered page paint from its HTML alone (docs/decisions/0004): the site's small
 * stylesheet is inlined, so no request blocks the first paint, and the modulepreload hints are
 * dropped, so the scripts no longer compete with the HTML and the hero image for a slow link.
 * The scripts still load, from the page's module script, right after it is parsed.
 *
 * The `<link>` itself stays, disabled: React hydrates the head and expects it there (without it,
 * hydration fails and React re-renders the whole page), and a disabled stylesheet is not fetched.
 */
export function optimizePageHtml(html: string, readAsset: (url: string) => string): string {
  return html
    .replace(
      stylesheetLink,
      (link, url: string) =>
        `<style>${readAsset(url).trim()}</style>${link.replace("/>", ' disabled=""/>')}`,
    )
    .replace(modulePreloadLink, "");
}

/** Applies {@link optimizePageHtml} to every prerendered page of a client build. */
export function optimizePrerenderedPages(clientDir: string): number {
  const readAsset = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  for (const page of pages) {
    const file = path.join(clientDir, page);
    writeFileSync(file, optimizePageHtml(readFileSync(file, "utf8"), readAsset));
  }
  return pages.length;
}
