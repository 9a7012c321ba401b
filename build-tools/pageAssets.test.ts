import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { optimizePageHtml } from "./optimizePageHtml";
import { inDependencyOrder, pageAssets } from "./pageAssets";

/** A client build in miniature: each module with the static imports a bundler would write. */
const modules: Record<string, string> = {
  "entry.client-E.js": 'import{a}from"./react-dom-D.js";a();',
  "react-dom-D.js": "export const a=()=>{};",
  "manifest-M.js": "window.__reactRouterManifest={};",
  "root-R.js": 'import{s}from"./shared-S.js";export default s;',
  "home-H.js": 'import{s}from"./shared-S.js";import"./icons-I.js";export default s;',
  "shared-S.js": "export const s=1;",
  "icons-I.js": "export {};",
  "contact-C.js": "export {};",
};

/** A page as React Router prerenders it, before the build rewrites it. */
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-E.js"/>',
  '<link rel="modulepreload" href="/assets/react-dom-D.js"/>',
  '<link rel="stylesheet" href="/assets/root-B.css"/></head><body>',
  '<script type="module" async="">import "/assets/manifest-M.js";',
  'import * as route0 from "/assets/root-R.js";',
  'import * as route1 from "/assets/home-H.js";',
  'window.__reactRouterRouteModules = {"root":route0,"home-en":route1};',
  'import("/assets/entry.client-E.js");</script></body></html>',
].join("\n");

const clientDir = mkdtempSync(path.join(tmpdir(), "page-assets-"));
mkdirSync(path.join(clientDir, "assets"));
for (const [file, source] of Object.entries(modules)) {
  writeFileSync(path.join(clientDir, "assets", file), source);
}
writeFileSync(path.join(clientDir, "assets", "root-B.css"), "body{margin:0}");

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("pageAssets", () => {
  it("counts every module the rewritten page loads, and only those", () => {
    const optimized = optimizePageHtml(page, {
      read: () => "body{margin:0}.toast{position:fixed}",
      write: (name, content) => {
        writeFileSync(path.join(clientDir, "assets", name), content);
        return `/assets/${name}`;
      },
    });
    writeFileSync(path.join(clientDir, "index.html"), optimized);

    const assets = pageAssets(clientDir, "index.html");

    expect(assets.js).toEqual(
      [
        "entry.client-E.js",
        "home-H.js",
        "icons-I.js",
        "manifest-M.js",
        "react-dom-D.js",
        "root-R.js",
        "shared-S.js",
      ].map((file) => `/assets/${file}`),
    );
    // The page's rules are inline; it loads the rest, not the whole stylesheet its link names.
    expect(assets.css).toEqual([expect.stringMatching(/^\/assets\/styles-rest-[\w-]+\.css$/)]);
  });
});

describe("inDependencyOrder", () => {
  const read = (url: string) => readFileSync(path.join(clientDir, url), "utf8");

  it("puts every module after the listed ones it imports", () => {
    const order = inDependencyOrder(["/assets/entry.client-E.js", "/assets/react-dom-D.js"], read);
    expect(order).toEqual(["/assets/react-dom-D.js", "/assets/entry.client-E.js"]);
  });

  it("follows imports through modules it was not given", () => {
    // root imports shared, which is not listed; shared imports icons, which is.
    const withSharedImportingIcons = (url: string) =>
      url === "/assets/shared-S.js" ? 'import"./icons-I.js";' : read(url);
    const order = inDependencyOrder(
      ["/assets/root-R.js", "/assets/icons-I.js"],
      withSharedImportingIcons,
    );
    expect(order).toEqual(["/assets/icons-I.js", "/assets/root-R.js"]);
  });

  it("keeps the given order of modules that do not import each other", () => {
    const urls = ["/assets/manifest-M.js", "/assets/contact-C.js", "/assets/react-dom-D.js"];
    expect(inDependencyOrder(urls, read)).toEqual(urls);
  });
});
