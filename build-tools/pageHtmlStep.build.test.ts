import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testSiteDir } from "../tests/e2e/support/testBuild";

// The page step on a real build: React Router prerenders every page, then the step rewrites them
// (react-router.config.ts, buildEnd). Each check here is one of the step's rewrites, on the HTML
// React Router really writes, so a React Router update that changes it fails here. It runs with the
// browser tests, on the production build their global setup makes.
const clientDir = testSiteDir;

let pages: { file: string; html: string }[] = [];

beforeAll(() => {
  pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(path.join(clientDir, file), "utf8") }));
});

const asset = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
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
  });

  it("inlines the stylesheet and keeps its link, disabled, for hydration", () => {
    for (const { file, html } of pages) {
      const links = all(html, /<link rel="stylesheet" href="([^"]+)"([^>]*)\/>/g);
      expect(links.length, file).toBeGreaterThan(0);
      for (const [link, url = "", rest] of links) {
        expect(rest, `${file}: ${link}`).toBe(' disabled=""');
        expect(html, file).toContain(`<style>${asset(url).trim()}</style>${link}`);
      }
    }
  });

  it("switches every modulepreload hint off, keeping it for React to adopt", () => {
    for (const { file, html } of pages) {
      const hints = all(html, /<link rel="modulepreload"[^>]*>/g).map(([hint]) => hint);
      expect(hints.length, file).toBeGreaterThan(0);
      for (const hint of hints) expect(hint, file).toMatch(/ media="not all"\/>$/);
    }
  });

  it("defers the module script: no static import left, every hinted module loaded by it", () => {
    for (const { file, html } of pages) {
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
});
