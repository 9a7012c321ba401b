import { describe, expect, it } from "vitest";
import { cssForPage } from "./pageCss";

const css = [
  "@layer theme{:root{--color-ink:#0f1f3d;--color-unused:#fff}}",
  "@layer utilities{.text-ink{color:var(--color-ink)}.bg-unused{background:var(--color-unused)}",
  ".sm\\:px-6{@media (width>=40rem){padding-inline:1.5rem}}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}",
  ".animate-spin{animation:spin 1s linear infinite}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@keyframes pulse{50%{opacity:.5}}",
].join("");

const page =
  '<html><body><details class="group"><summary class="text-ink sm:px-6 hover:underline">More</summary>' +
  '<span class="group-open:rotate-180">v</span></details></body></html>';

describe("the stylesheet a page gets inline", () => {
  it("keeps the rules of the classes in its HTML, with their variants and variables", async () => {
    const kept = await cssForPage(css, page);
    expect(kept).toContain(".text-ink{color:var(--color-ink)}");
    expect(kept).toContain("--color-ink:#0f1f3d");
    expect(kept).toContain(".sm\\:px-6");
    expect(kept).toContain(".hover\\:underline:hover");
  });

  it("keeps what a details element needs once a visitor opens it, before any script", async () => {
    expect(await cssForPage(css, page)).toContain(".group-open\\:rotate-180");
  });

  it("drops the classes, variables and keyframes the page does not use", async () => {
    const kept = await cssForPage(css, page);
    expect(kept).not.toContain(".bg-unused");
    expect(kept).not.toContain("--color-unused");
    expect(kept).not.toContain("animate-spin");
    expect(kept).not.toContain("@keyframes");
  });
});
