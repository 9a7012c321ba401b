import { describe, expect, it } from "vitest";
import { optimizePageHtml } from "./optimizePageHtml";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="stylesheet" href="/assets/root-B.css"/>',
  '<link rel="modulepreload" href="/assets/home-C.js"/><link rel="preload" href="/x.woff2" as="font"/>',
  '</head><body><script type="module">import "/assets/home-C.js";</script></body></html>',
].join("");
const assets: Record<string, string> = { "/assets/root-B.css": "body{color:red}\n" };

describe("optimizePageHtml", () => {
  const optimized = optimizePageHtml(page, (url) => assets[url] ?? "");

  it("inlines the stylesheet, so the first paint waits for no other request", () => {
    expect(optimized).toContain("<style>body{color:red}</style>");
  });

  it("keeps the stylesheet link for hydration, disabled so it is neither fetched nor applied", () => {
    expect(optimized).toContain('<link rel="stylesheet" href="/assets/root-B.css" disabled=""/>');
    expect(optimized.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("drops the modulepreload hints but keeps the module script that loads the page", () => {
    expect(optimized).not.toContain("modulepreload");
    expect(optimized).toContain('<script type="module">import "/assets/home-C.js";</script>');
  });

  it("leaves other links alone", () => {
    expect(optimized).toContain('<link rel="preload" href="/x.woff2" as="font"/>');
  });
});
