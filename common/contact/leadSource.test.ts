import { describe, expect, it } from "vitest";
import { campaignOf, checkedSource, originOf } from "./leadSource";

describe("a lead's source", () => {
  it("keeps the campaign parameters of a query under their field names", () => {
    expect(campaignOf("?utm_source=newsletter&utm_campaign=brcgs-9&page=2")).toEqual({
      utmSource: "newsletter",
      utmCampaign: "brcgs-9",
    });
  });

  it("drops markup, control characters, oversized and unknown values, and keeps the rest", () => {
    expect(
      checkedSource({
        utmSource: "<script>alert(1)</script>",
        utmMedium: "e-mail",
        utmCampaign: "x".repeat(101),
        utmTerm: "line\nbreak",
        utmContent: { nested: true },
        landingPath: "/nl/contact",
        referrer: "https://www.google.com/search?q=audit",
        firstCampaign: "  voorjaar 2026  ",
        firstLandingPath: "javascript:alert(1)",
        secret: "anything",
      }),
    ).toEqual({ utmMedium: "e-mail", landingPath: "/nl/contact", firstCampaign: "voorjaar 2026" });
  });

  it("is empty for anything that is not an object", () => {
    expect(checkedSource("utm_source=x")).toEqual({});
    expect(checkedSource(null)).toEqual({});
    expect(checkedSource(["x"])).toEqual({});
  });

  it("reads a URL's origin, never its path or query", () => {
    expect(originOf("https://www.linkedin.com/feed/?trk=abc")).toBe("https://www.linkedin.com");
    expect(originOf("not a url")).toBeUndefined();
    expect(originOf("")).toBeUndefined();
  });
});
