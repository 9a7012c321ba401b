import postcss, { type Declaration } from "postcss";
import { describe, expect, it } from "vitest";
import { customPropertyReads } from "./customPropertyReads";

const css = [
  ":root{--a:var(--b);--b:var(--c\\.5);--c\\.5:1px;--d:2px;--animate-in:enter 1s}",
  ".kept{margin:var(--a);animation:var(--animate-in)}",
  ".dropped{padding:var(--d)}",
  "@keyframes enter{from{translate:var(--enter-x)}}",
  "@keyframes leave{to{translate:var(--leave-x)}}",
].join("");
const root = postcss.parse(css);
const keptRules = new Set([":root", ".kept"]);
const isKept = (declaration: Declaration) =>
  declaration.parent?.type === "rule" && keptRules.has(declaration.parent.selector);

describe("customPropertyReads", () => {
  const { properties, values } = customPropertyReads(root, isKept, `<p style="gap:var(--g)">`);

  it("follows each read property's value to the properties it reads, escapes included", () => {
    expect(properties).toEqual(
      new Set(["--g", "--a", "--animate-in", "--b", "--c\\.5", "--enter-x"]),
    );
  });

  it("leaves out what only a dropped rule or unnamed keyframes read", () => {
    expect(properties).not.toContain("--d");
    expect(properties).not.toContain("--leave-x");
  });

  it("gives the values where keyframes are named, those of read properties included", () => {
    expect(values).toContain("enter 1s");
    expect(values).not.toContain("2px");
  });
});
