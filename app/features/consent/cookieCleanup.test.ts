import { describe, expect, it } from "vitest";
import {
  cookieDomains,
  cookieMatcher,
  cookieNames,
  cookiePaths,
  expiryLines,
} from "./cookieCleanup";

describe("cookie cleanup", () => {
  it("matches configured names exactly and regular expressions against the whole name", () => {
    const matches = cookieMatcher(["_gid", "_ga_.*"]);
    expect(matches("_gid")).toBe(true);
    expect(matches("_gid2")).toBe(false);
    expect(matches("_ga_ABC123")).toBe(true);
    expect(matches("_ga")).toBe(false);
    expect(matches("x_ga_ABC")).toBe(false);
  });

  it("treats an invalid regular expression as a plain name", () => {
    const matches = cookieMatcher(["odd(name"]);
    expect(matches("odd(name")).toBe(true);
    expect(matches("odd")).toBe(false);
  });

  it("reads the names from document.cookie", () => {
    expect(cookieNames("a=1; _ga=GA1.2; b=x=y")).toEqual(["a", "_ga", "b"]);
    expect(cookieNames("")).toEqual([]);
  });

  it("covers the host and its parent domains, but not the top-level domain", () => {
    expect(cookieDomains("www.auditready.example")).toEqual([
      "www.auditready.example",
      ".auditready.example",
    ]);
    expect(cookieDomains("localhost")).toEqual(["localhost"]);
  });

  it("covers every path up to the current page", () => {
    expect(cookiePaths("/")).toEqual(["/"]);
    expect(cookiePaths("/nl/contact")).toEqual(["/", "/nl", "/nl/contact"]);
  });

  it("expires the cookie for each domain and path", () => {
    const lines = expiryLines("_ga", "www.auditready.example", "/nl");
    expect(lines).toHaveLength(6);
    expect(lines).toContain(
      "_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=.auditready.example",
    );
    expect(lines).toContain("_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/nl");
  });
});
