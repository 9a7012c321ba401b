import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The JavaScript and CSS files a prerendered page loads before it is interactive. The disabled
 * stylesheet link, kept for hydration, loads nothing: its rules are in the page and the rest file.
 */
export function pageAssets(clientDir: string, htmlFile: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"(?! disabled)/g)].map(
    (m) => m[1] ?? "",
  );
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)];
  const roots = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ""),
    // Every script address a module script quotes is one it loads, whatever the shape of the
    // loading code (optimizePageHtml rewrites it).
    ...moduleScripts.flatMap((script) =>
      [...(script[1] ?? "").matchAll(/"(\/[^"\s]+\.js)"/g)].map((m) => m[1] ?? ""),
    ),
  ];

  // The page's module script names the modules it imports (optimizePageHtml turns the
  // modulepreload list into imports); their static imports are followed all the same, so a
  // module the script does not name still counts.
  const js = modulesLoadedBy(
    clientDir,
    roots.filter((url) => url.endsWith(".js")),
  );
  return { js, css: [...new Set(css)].sort() };
}

/** The modules `roots` load: themselves and every module they import statically, in turn. */
export function modulesLoadedBy(clientDir: string, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImportsOf(url, readFileSync(path.join(clientDir, url), "utf8")));
  }
  return [...seen].sort();
}

/**
 * `urls` with every module after the ones among them it imports, directly or through others
 * (docs/decisions/0120); otherwise in their given order. `read` gives a module's source by its
 * address.
 */
export function inDependencyOrder(
  urls: readonly string[],
  read: (url: string) => string,
): string[] {
  const listed = new Set(urls);
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (url: string) => {
    if (visited.has(url)) return;
    visited.add(url);
    for (const imported of staticImportsOf(url, read(url))) visit(imported);
    if (listed.has(url)) ordered.push(url);
  };
  urls.forEach(visit);
  return ordered;
}

/** The addresses of the modules a built module imports statically (`./` paths beside it). */
function staticImportsOf(url: string, source: string): string[] {
  return [
    ...source.matchAll(/(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g),
  ].map((match) => path.posix.join(path.posix.dirname(url), match[1] ?? ""));
}
