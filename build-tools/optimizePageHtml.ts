import { transformSync } from "esbuild";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readSiteConfig } from "../common/siteConfig";
import { earlyConsentHead, earlyConsentOptions } from "./earlyConsentHead";
import { restFileName, splitStylesheet } from "./pageStylesheet";
import { withPropertyFallbackOnly } from "./propertyFallback";
import { stylesheetFoldAttribute } from "../common/stylesheetFold";
import { documentPageAt, type DocumentPageId } from "../common/documentPages";
import { documentEntryName } from "./documentEntryPlugin";
import { inDependencyOrder, modulesLoadedBy } from "./pageAssets";
import { checkReactRouterVersion } from "./reactRouterVersion";
import { startAfterFirstPaint } from "./startAfterFirstPaint";

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module"( async="")?>([\s\S]*?)<\/script>/g;
const staticImport = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"\n]+");?[ \t]*$/gm;
/** React Router's classic inline scripts in the body: its context, route data and scroll restoration. */
const routerInlineScript = /<script>[\s\S]*?<\/script>/g;
const stylesheetFold = new RegExp(`<template ${stylesheetFoldAttribute}=""></template>`, "g");

/**
 * The module a document page starts in place of React Router's (docs/decisions/0116), and the
 * modules it imports, which the page loads at once.
 */
export interface DocumentEntry {
  url: string;
  imports: readonly string[];
}

/**
 * Makes a prerendered page paint from its HTML alone (docs/decisions/0004):
 * - the rules of the site's stylesheet that the page can use are inlined, so no request blocks
 *   the first paint; the other rules load with the app, or at once without scripts
 *   ({@link splitStylesheet}, docs/decisions/0113). A page with a stylesheet fold inlines only
 *   the rules of the HTML before it and links the others there instead ({@link foldOf},
 *   docs/decisions/0118);
 * - the modulepreload hints are switched off, and the page's module script starts loading the
 *   app only once the page has loaded and painted ({@link startAfterFirstPaint}); the modules the
 *   hints named are then fetched together and run one at a time ({@link deferModuleScript}).
 *
 * - `head` (the early cookie banner's script and styles, docs/decisions/0204) ends the head, so
 *   it runs before the body is parsed and painted.
 *
 * The stylesheet's `<link>` itself stays, disabled: React hydrates the head and expects it there
 * (without it, hydration fails and React re-renders the whole page), and a disabled stylesheet is
 * not fetched. The hints stay too, switched off ({@link switchedOffHint}).
 */
export function optimizePageHtml(
  html: string,
  assets: BuildAssets,
  head = "",
  documentEntry?: DocumentEntry,
): string {
  const preloaded = [...html.matchAll(modulePreloadLink)].map((match) => match[1] ?? "");
  const fold = foldOf(html);
  const stylesheets = new Map(
    [...html.matchAll(stylesheetLink)].map(([, url = ""]) => {
      const css = withPropertyFallbackOnly(assets.read(url).trim());
      const { page, rest } = splitStylesheet(css, html.slice(0, fold));
      return [url, { page, restUrl: rest ? assets.write(restFileName(rest), rest) : undefined }];
    }),
  );
  const restUrls = [...stylesheets.values()].flatMap(({ restUrl }) => restUrl ?? []);
  const folded = fold < html.length;
  const page = documentEntry ? withoutRouter(html) : html;
  return page
    .replace("</head>", () => `${head}</head>`)
    .replace(stylesheetLink, (link, url: string) => {
      const { page: rules = "", restUrl } = stylesheets.get(url) ?? {};
      const withoutScripts =
        restUrl && !folded ? `<noscript><link rel="stylesheet" href="${restUrl}"/></noscript>` : "";
      const kept = documentEntry ? "" : link.replace("/>", ' disabled=""/>');
      return `<style>${rules}</style>${kept}${withoutScripts}`;
    })
    .replace(modulePreloadLink, (_link, url: string) => (documentEntry ? "" : switchedOffHint(url)))
    .replace(moduleScript, (_script, async: string | undefined, source: string) => {
      const linked = folded ? [] : restUrls;
      const script = documentEntry
        ? deferModuleScript(
            `import "${documentEntry.url}";`,
            inDependencyOrder(documentEntry.imports, assets.read),
            linked,
          )
        : deferModuleScript(source, inDependencyOrder(preloaded, assets.read), linked);
      return `<script type="module"${async ?? ""}>${script}</script>`;
    })
    .replace(stylesheetFold, () => foldStylesheets(restUrls));
}

/**
 * Where the page's first paint ends: its stylesheet fold (common/stylesheetFold.ts), or the end
 * of the page when it has none. A page has one fold at most.
 */
function foldOf(html: string): number {
  const folds = [...html.matchAll(stylesheetFold)];
  if (folds.length > 1)
    throw new Error("optimizePageHtml: a page has more than one stylesheet fold");
  return folds[0]?.index ?? html.length;
}

/**
 * The fold's stylesheets. The browser paints what comes before a stylesheet linked in the body
 * and holds back what follows until it is in; Firefox shows what follows unstyled unless a
 * script comes next, and an empty one waits for the stylesheets before it. Without scripts too,
 * so the `<noscript>` link is not needed.
 */
const foldStylesheets = (urls: readonly string[]) =>
  urls.length === 0
    ? ""
    : `${urls.map((url) => `<link rel="stylesheet" href="${url}">`).join("")}<script></script>`;

/**
 * A document page without what only React Router reads: the inline scripts of its body. React
 * does not hydrate the head there either, so the step drops the stylesheet link and the
 * modulepreload hints it keeps for that on the router's pages.
 */
function withoutRouter(html: string): string {
  const body = html.indexOf("<body");
  return html.slice(0, body) + html.slice(body).replace(routerInlineScript, "");
}

/** The built files a page refers to: reading one, and writing a new one beside them. */
export interface BuildAssets {
  read: (url: string) => string;
  /** Writes `content` as `/assets/<name>` and returns its address. */
  write: (name: string, content: string) => string;
}

/**
 * A modulepreload hint the browser ignores: a media query that never matches stops the preload.
 * React matches the head's links by address and `rel` when it hydrates, so it adopts this one.
 * Without it, React created every hint anew in its commit, a task it cannot split, and the
 * browser then handled each new hint.
 */
const switchedOffHint = (url: string) =>
  `<link rel="modulepreload" href="${url}" media="not all"/>`;

/**
 * Turns a module script's static imports into dynamic ones, run with the rest of the script by
 * {@link startAfterFirstPaint} (docs/decisions/0120).
 *
 * The browser is first asked for every module the page needs at once (modulepreload links), so
 * it fetches and compiles them side by side. The `shared` ones (React DOM, React Router, our own
 * common chunks), given with each after the ones it imports, then run one at a time, each
 * imported in a task of its own once the one before has run: a module whose imports have all run
 * runs alone. Imported together, they ran in one long task when the last one arrived. The
 * script's own imports and the router's entry, which starts hydration, run last, in their
 * order. Every step is a task of its own, posted as a message: starting a request costs the page
 * 1 to 3 ms, so the dozen of them in one task made a long one. The `stylesheets` (the page's
 * rest rules) are linked before any of it.
 */
export function deferModuleScript(
  source: string,
  shared: readonly string[] = [],
  stylesheets: readonly string[] = [],
): string {
  const specifiers: string[] = [];
  const bindings: string[] = [];
  const body = source
    .replace(staticImport, (_line, binding: string | undefined, specifier: string) => {
      specifiers.push(specifier);
      bindings.push(binding ?? "");
      return "";
    })
    .trim();
  if (/\bimport\s*[^(\s]/.test(body)) {
    throw new Error(`optimizePageHtml: a module script has an import it cannot defer:\n${source}`);
  }
  const early = shared.filter((url) => !source.includes(`"${url}"`));
  const own = specifiers.map((specifier) => JSON.parse(specifier) as string);
  const preloaded = [...new Set([...shared, ...own])];
  const link =
    'const link=(rel,href)=>{const element=document.createElement("link");element.rel=rel;element.href=href;document.head.append(element)};';
  // A message, unlike a timer, is neither throttled in a background tab nor held by a paused clock.
  const inTask =
    "const tasks=[],channel=new MessageChannel();channel.port1.onmessage=()=>tasks.shift()();" +
    "const inTask=(run)=>new Promise((done)=>{tasks.push(()=>done(run()));channel.port2.postMessage(0)});";
  const preload = `${JSON.stringify(preloaded)}.forEach((href)=>inTask(()=>link("modulepreload",href)));`;
  // A shared module that fails to load stops the chain, and the page stays as its HTML made it.
  const loadShared = `const shared=${JSON.stringify(early)}.reduce((before,url)=>before.then(()=>inTask(()=>import(url))),Promise.resolve());`;
  const loadPage = `shared.then(()=>Promise.all([${specifiers.map((specifier) => `inTask(()=>import(${specifier}))`).join(",")}])).then(([${bindings.join(",")}])=>{${body}})`;
  const linkStylesheets =
    stylesheets.length > 0
      ? `${JSON.stringify(stylesheets)}.forEach((href)=>link("stylesheet",href));`
      : "";
  const start = `()=>{${link}${linkStylesheets}${inTask}${preload}${loadShared}${loadPage}}`;
  // Whitespace and comments out: the function's source goes into every page as written.
  return transformSync(`(${startAfterFirstPaint.toString()})(${start});`, {
    minifyWhitespace: true,
  }).code.trim();
}

/**
 * Applies {@link optimizePageHtml} to every prerendered page of a client build, after checking
 * that React Router is the release the rewrite was written for.
 */
export function optimizePrerenderedPages(clientDir: string): void {
  checkReactRouterVersion();
  const assets: BuildAssets = {
    read: (url) => readFileSync(path.join(clientDir, url), "utf8"),
    write: (name, content) => {
      writeFileSync(path.join(clientDir, "assets", name), content);
      return `/assets/${name}`;
    },
  };
  const head = earlyConsentHead(earlyConsentOptions(readSiteConfig(process.env)));
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  for (const page of pages) {
    const file = path.join(clientDir, page);
    const documentPage = documentPageAt(sitePathOf(page));
    const entry = documentPage ? builtDocumentEntry(clientDir, documentPage) : undefined;
    writeFileSync(file, optimizePageHtml(readFileSync(file, "utf8"), assets, head, entry));
  }
}

/** The site path a prerendered file answers: `nl/index.html` is `/nl`. */
const sitePathOf = (file: string) =>
  `/${file
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")}`;

/** A document page's built entry (build-tools/documentEntryPlugin.ts) and what it imports. */
function builtDocumentEntry(clientDir: string, page: DocumentPageId): DocumentEntry {
  const name = documentEntryName(page);
  const found = readdirSync(path.join(clientDir, "assets")).filter(
    (file) => file.startsWith(`${name}-`) && file.endsWith(".js"),
  );
  if (found.length !== 1) {
    throw new Error(`optimizePageHtml: expected one built ${name}, found ${found.length}`);
  }
  const url = `/assets/${found[0] ?? ""}`;
  return { url, imports: modulesLoadedBy(clientDir, [url]).filter((module) => module !== url) };
}
