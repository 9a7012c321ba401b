import { describe, expect, it } from "vitest";
import { restFileName, selectorMayMatch, splitStylesheet } from "./pageStylesheet";
import { pageTokens } from "./pageTokens";

const page = `<!DOCTYPE html><html lang="en"><head></head><body>
<main id="top" class="p-4 md:flex"><details class="group"><summary data-x="1" class="group-open:rotate-180">More</summary></details>
<template><p class="in-template">Later</p></template></main></body></html>`;

const stylesheet = [
  "@layer theme, base, utilities;",
  "@layer theme{:root{--color-ink:#000}}",
  "@layer base{*,:after{box-sizing:border-box}h1{margin:0}}",
  "@layer utilities{.p-4{padding:1rem}.toast{position:fixed}",
  "@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  ".group-open\\:rotate-180:is(:where(.group):is([open],:popover-open) *){rotate:180deg}",
  ".spin{animation:var(--animate-spin)}.fade{animation:fade 1s}.ring{--tw-ring:1px}}",
  "@keyframes fade{0%{opacity:0}to{opacity:1}}",
  "@keyframes spin{to{rotate:360deg}}",
  ":root{--animate-spin:spin 1s linear infinite}",
  "@property --tw-ring{syntax:'*';inherits:false}",
  "@font-face{font-family:Inter Metrics;src:local(Arial)}",
].join("");

describe("splitStylesheet", () => {
  const { page: inline, rest } = splitStylesheet(stylesheet, page);

  it("inlines the rules an element of the page can match, in their layers and media", () => {
    expect(inline).toContain("@layer theme, base, utilities;");
    expect(inline).toContain("@layer base{*,:after{box-sizing:border-box}}");
    expect(inline).toContain(".p-4{padding:1rem}");
    expect(inline).toContain("@media (width>=48rem){.md\\:flex{display:flex}}");
    expect(inline).toContain("@font-face");
  });

  it("leaves out of the page what nothing on it matches, for the rest file", () => {
    for (const rule of [".toast{position:fixed}", ".md\\:grid{display:grid}", "h1{margin:0}"]) {
      expect(inline).not.toContain(rule);
      expect(rest).toContain(rule);
    }
  });

  it("keeps a rule whose state the page cannot show yet (a details element opened later)", () => {
    // The page's `details` has no [open] attribute until the visitor opens it.
    expect(inline).toContain(".group-open\\:rotate-180");
  });

  it("moves keyframes and custom properties with the rules that name them", () => {
    expect(rest).toContain("@keyframes fade");
    expect(inline).not.toContain("@keyframes fade");
    // `spin` is named only by `--animate-spin`, which nothing on the page reads.
    expect(rest).toContain("@keyframes spin");
    expect(rest).toContain(":root{--animate-spin:spin 1s linear infinite}");
    const spinning = splitStylesheet(stylesheet, page.replace("p-4", "p-4 spin")).page;
    expect(spinning).toContain(":root{--animate-spin:spin 1s linear infinite}");
    expect(spinning).toContain("@keyframes spin");
    expect(rest).toContain("@property --tw-ring");
    expect(inline).not.toContain("@property --tw-ring");
  });

  it("puts every rule in one part, without empty wrappers", () => {
    const allRules = (css: string) => css.match(/[^{}]+\{[^{}]*\}/g) ?? [];
    expect([...allRules(inline), ...allRules(rest)].sort()).toEqual(allRules(stylesheet).sort());
    expect(rest).not.toMatch(/@layer theme\{\}|@media[^{]*\{\}/);
    expect(inline).not.toMatch(/\{\}/);
  });

  it("leaves rules for print alone to the rest file", () => {
    const printed = splitStylesheet(`${stylesheet}@media print{.p-4{padding:0}}`, page);
    expect(printed.page).not.toContain("@media print");
    expect(printed.rest).toContain("@media print{.p-4{padding:0}}");
  });

  it("keeps a form control's pseudo-elements only for a page with form controls", () => {
    const css = `${stylesheet}@layer base{::placeholder{opacity:1}::-webkit-datetime-edit{padding:0}}`;
    expect(splitStylesheet(css, page).page).not.toContain("placeholder");
    expect(splitStylesheet(css, page).rest).toContain("::-webkit-datetime-edit{padding:0}");
    const form = splitStylesheet(css, page.replace("</main>", '<input type="date"></main>')).page;
    expect(form).toContain("::placeholder{opacity:1}");
    expect(form).toContain("::-webkit-datetime-edit{padding:0}");
  });

  it("leaves the licence banner to the rest file", () => {
    const banner = "/*! tailwindcss | MIT License */";
    const split = splitStylesheet(`${banner}${stylesheet}`, page);
    expect(split.page).not.toContain(banner);
    expect(split.rest).toContain(banner);
  });

  it("names the rest file after its content", () => {
    expect(restFileName(rest)).toMatch(/^styles-rest-[\w-]{10}\.css$/);
    expect(restFileName(rest)).not.toBe(restFileName(`${rest}.x{}`));
  });
});

describe("splitStylesheet, custom properties", () => {
  const html = `<html><body><main class="p-4 border"><svg fill="var(--color-ink)"></svg></main></body></html>`;
  const fallback = (declarations: string) =>
    `@layer properties{@supports (-moz-orient:inline){*,:before{${declarations}}}}`;
  const css = [
    fallback("--tw-border-style:solid;--tw-shadow:0 0 #0000"),
    "@layer theme{:root,:host{--font-sans:Inter;--font-mono:Menlo;--color-ink:#000;",
    "--color-unused:red;--spacing:.25rem;--default-font-family:var(--font-sans)}}",
    "@layer base{html{font-family:var(--default-font-family)}}",
    "@layer utilities{.p-4{padding:calc(var(--spacing)*4)}",
    ".border{border-style:var(--tw-border-style);border-width:1px}",
    ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}}",
    "@property --tw-border-style{syntax:'*';inherits:false;initial-value:solid}",
    "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}",
  ].join("");
  const { page: inline, rest } = splitStylesheet(css, html);

  it("keeps the declarations the page reads, through other properties' values and its HTML", () => {
    expect(inline).toContain(fallback("--tw-border-style:solid"));
    expect(inline).toContain(
      "@layer theme{:root,:host{--font-sans:Inter;--color-ink:#000;--spacing:.25rem;--default-font-family:var(--font-sans)}}",
    );
    expect(inline).toContain("@property --tw-border-style");
  });

  it("gives the rest the others, in the same rule and wrappers", () => {
    expect(rest).toContain(fallback("--tw-shadow:0 0 #0000"));
    expect(rest).toContain("@layer theme{:root,:host{--font-mono:Menlo;--color-unused:red}}");
    expect(rest).toContain("@property --tw-shadow");
    expect(inline).not.toMatch(/--tw-shadow|--font-mono|--color-unused/);
  });

  it("puts every declaration in one part", () => {
    const declarations = (text: string) => text.match(/[\w-]+:[^;{}]+(?=[;}])/g) ?? [];
    expect([...declarations(inline), ...declarations(rest)].sort()).toEqual(
      declarations(css).sort(),
    );
  });

  it("declares the layer order when the page has nothing left of the first layer", () => {
    const unbordered = splitStylesheet(css, html.replace(" border", "")).page;
    expect(unbordered).not.toContain("@layer properties{");
    expect(unbordered).toMatch(/^@layer properties,theme,base,utilities;@layer theme\{/);
    expect(inline).not.toContain("@layer properties,");
  });
});

describe("selectorMayMatch", () => {
  const tokens = pageTokens(page);
  it.each([
    ["#top", true],
    ["#bottom", false],
    ["main .p-4", true],
    [".p-4:hover", true],
    ["summary[data-x='2']", true],
    ["[data-y]", false],
    ["details[open] summary", true],
    [".in-template", true],
    ["input:not(.x)", false],
    [":is(.missing, .group)", true],
    [":where(.missing) .p-4", false],
    ["::selection", true],
    [".p-4::before, .toast", true],
  ])("%s on the page: %s", (selector, expected) => {
    expect(selectorMayMatch(selector, tokens)).toBe(expected);
  });
});
