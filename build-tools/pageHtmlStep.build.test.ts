import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule } from "postcss";
import { beforeAll, describe, expect, it } from "vitest";
import { documentPageAt, documentPages, type DocumentPageId } from "../common/documentPages";
import { withPropertyFallbackOnly } from "./propertyFallback";
import { testSiteDir } from "../tests/e2e/support/testBuild";

// The page step on a real build: React Router prerenders every page, then the step rewrites them
// (react-router.config.ts, buildEnd). Each check here is one of the step's rewrites, on the HTML
// React Router really writes, so a React Router update that changes it fails here. It runs with the
// browser tests, on the production build their global setup makes.
const clientDir = testSiteDir;

let pages: { file: string; html: string; documentPage: DocumentPageId | null }[] = [];
/** The pages the router hydrates (the others open as documents without it). */
let routerPages: typeof pages = [];

beforeAll(() => {
  pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({
      file,
      html: readFileSync(path.join(clientDir, file), "utf8"),
      documentPage: documentPageAt(`/${file.replace(/(^|\/)index\.html$/, "")}`),
    }));
  routerPages = pages.filter((page) => page.documentPage === null);
});

const asset = (url: string) => readFileSync(path.join(clientDir, url), "utf8");

/**
 * Every declaration of every rule, with its selector, and every leaf at-rule, with the at-rules
 * around them; a layer order statement is left out, as the page may repeat the stylesheet's.
 */
function leafRules(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walk((node) => {
    const leaf =
      node.type === "rule" ||
      (node.type === "atrule" &&
        !node.nodes?.some((child) => child.type !== "decl") &&
        !(node.name === "layer" && !node.nodes));
    if (
      !leaf ||
      (node.parent?.type === "atrule" && /keyframes$/.test((node.parent as AtRule).name))
    )
      return;
    let context = "";
    for (let parent = node.parent; parent && parent.type === "atrule"; parent = parent.parent) {
      context = `@${(parent as AtRule).name} ${(parent as AtRule).params}|${context}`;
    }
    if (node.type !== "rule") rules.push(context + node.toString());
    else node.each((child) => void rules.push(`${context}${node.selector}{${child.toString()}}`));
  });
  return rules;
}
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)];

describe("the page step on a real build", () => {
  it("rewrote every prerendered page, both languages", () => {
    const files = pages.map((page) => page.file);
    expect(files).toEqual(
      expect.arrayContaining(["index.html", "contact/index.html", "nl/contact/index.html"]),
    );
    for (const { file, html } of pages) {
      expect(html, file).toContain("function startAfterFirstPaint(");
    }
    expect(new Set(pages.flatMap((page) => page.documentPage ?? []))).toEqual(
      new Set(documentPages),
    );
  });

  it("inlines the stylesheet's declarations the page uses and links the rest, each once", () => {
    for (const { file, html } of routerPages) {
      const links = all(
        html,
        /<style>((?:(?!<\/style>)[\s\S])*)<\/style>(<link rel="stylesheet" href="([^"]+)"[^>]*\/>)/g,
      );
      expect(links.length, file).toBeGreaterThan(0);
      for (const [, inline = "", link = "", url = ""] of links) {
        // The link stays for React to hydrate the head, disabled: it loads and applies nothing.
        expect(link, file).toMatch(/ disabled=""\/>$/);
        const restUrl = /^<noscript><link rel="stylesheet" href="([^"]+)"\/><\/noscript>/.exec(
          html.slice(html.indexOf(link) + link.length),
        )?.[1];
        expect(restUrl, file).toBeDefined();
        const module = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
        expect(module, `${file}: the app links the rest`).toContain(`"${restUrl ?? ""}"`);
        // Pages get Tailwind's property fallback alone (docs/decisions/0118).
        const split = [...leafRules(inline), ...leafRules(asset(restUrl ?? ""))];
        expect(split.sort(), file).toEqual(leafRules(withPropertyFallbackOnly(asset(url))).sort());
      }
    }
  });

  it("switches every modulepreload hint off, keeping it for React to adopt", () => {
    for (const { file, html } of routerPages) {
      const hints = all(html, /<link rel="modulepreload"[^>]*>/g).map(([hint]) => hint);
      expect(hints.length, file).toBeGreaterThan(0);
      for (const hint of hints) expect(hint, file).toMatch(/ media="not all"\/>$/);
    }
  });

  it("defers the module script: no static import left, every hinted module loaded by it", () => {
    for (const { file, html } of routerPages) {
      const scripts = all(html, /<script type="module"[^>]*>([\s\S]*?)<\/script>/g);
      expect(scripts, file).toHaveLength(1);
      const source = scripts[0]?.[1] ?? "";
      expect(source, file).not.toMatch(/(^|[;\s])import\s*["*{\w]/);
      const hinted = all(html, /<link rel="modulepreload" href="([^"]+)"/g).map(([, url]) => url);
      for (const url of hinted) expect(source, `${file}: ${url}`).toContain(`"${url}"`);
      // The router's entry, which starts hydration, is still imported, after the rest.
      expect(source, file).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);?\}\)/);
      for (const [, url = ""] of all(source, /"(\/assets\/[^"]+\.js)"/g)) {
        expect(() => asset(url), `${file}: ${url}`).not.toThrow();
      }
    }
  });

  it("starts a document page's own entry instead of the router, with nothing only the router reads", () => {
    const documents = pages.filter((page) => page.documentPage !== null);
    expect(documents.length).toBeGreaterThan(0);
    for (const { file, html, documentPage } of documents) {
      // No router context, route data or scroll restoration: the body's only scripts are the
      // structured data, the page's module script and, on a page with a stylesheet fold, the
      // empty script after its link (docs/decisions/0118).
      const body = html.slice(html.indexOf("<body"));
      const fold = /<link rel="stylesheet" href="([^"]+)"><script><\/script>/.exec(body);
      expect(all(body, /<script>/g), file).toHaveLength(fold ? 1 : 0);
      expect(html, file).not.toContain("__reactRouter");
      // React does not hydrate the head here: no link or hint is kept for it, only the rest
      // stylesheet's link: at the fold, or for a browser without scripts.
      const outside = html
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, "")
        .replace(fold?.[0] ?? "", "");
      expect(outside, file).not.toMatch(/<link rel="(modulepreload|stylesheet)"/);
      const source = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(source, file).not.toMatch(/(^|[;\s])import\s*["*{\w]/);
      expect(source, file).toMatch(
        new RegExp(
          `Promise\\.all\\(\\[inTask\\(\\(\\)=>import\\("\\/assets\\/document-${documentPage ?? ""}-[\\w-]+\\.js"\\)\\)\\]`,
        ),
      );
      expect(source, file).not.toContain("entry.client");
      const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      const noscriptRest = /<noscript><link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      const restUrl = fold?.[1] ?? noscriptRest ?? "";
      // The fold links the rest for every browser; without one, the module script links it.
      if (fold) expect(noscriptRest, file).toBeUndefined();
      expect(source.includes(`"${restUrl}"`), `${file}: the script links the rest`).toBe(!fold);
      expect(leafRules(inline).length + leafRules(asset(restUrl)).length, file).toBeGreaterThan(0);
      for (const [, url = ""] of all(source, /"(\/assets\/[^"]+\.js)"/g)) {
        expect(() => asset(url), `${file}: ${url}`).not.toThrow();
      }
    }
  });
});
