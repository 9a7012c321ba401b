import { describe, expect, it } from "vitest";
import { parseCapturedMockups, productNameDrift } from "./capturedName";

describe("productNameDrift", () => {
  it("accepts mock-ups captured with the configured name", () => {
    expect(productNameDrift({ productName: "AuditReady" }, "AuditReady")).toBeNull();
  });

  it("names both names and the fix when they differ", () => {
    const message = productNameDrift({ productName: "AuditReady" }, "Certly");
    expect(message).toContain('show "AuditReady"');
    expect(message).toContain('SITE_PRODUCT_NAME is "Certly"');
    expect(message).toContain("npm run images");
  });

  it("treats a change of case as a different name", () => {
    expect(productNameDrift({ productName: "AuditReady" }, "Auditready")).not.toBeNull();
  });
});

describe("parseCapturedMockups", () => {
  it("reads the name", () => {
    expect(parseCapturedMockups('{"productName": "Certly"}')).toEqual({ productName: "Certly" });
  });

  it("refuses a manifest without a name", () => {
    expect(() => parseCapturedMockups('{"name": "Certly"}')).toThrow("productName");
  });
});
