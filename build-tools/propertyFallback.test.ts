import { describe, expect, it } from "vitest";
import { withPropertyFallbackOnly } from "./propertyFallback";

const tailwind = [
  "@layer properties{@supports ((-webkit-hyphens:none)) or (-moz-orient:inline){",
  "*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial}}}",
  "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --slide{syntax:"<number>";inherits:true;initial-value:0}',
].join("");

describe("withPropertyFallbackOnly", () => {
  const css = withPropertyFallbackOnly(tailwind);

  it("sets Tailwind's properties on every element in every browser", () => {
    expect(css).toContain(
      "@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial}}",
    );
    expect(css).not.toContain("@supports");
  });

  it("drops the registrations the fallback covers, and keeps any other", () => {
    expect(css).not.toContain("@property --tw-shadow");
    expect(css).not.toContain("@property --tw-blur");
    expect(css).toContain('@property --slide{syntax:"<number>";inherits:true;initial-value:0}');
    expect(css).toContain("@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}");
  });

  it("leaves a stylesheet without a fallback as it is", () => {
    const plain = '@property --x{syntax:"*";inherits:false}.a{color:red}';
    expect(withPropertyFallbackOnly(plain)).toBe(plain);
  });
});
