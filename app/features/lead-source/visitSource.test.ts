import { describe, expect, it } from "vitest";
import { firstTouchOf, parseFirstTouch, sourceAtSubmit, visitOf } from "./visitSource";

const site = { origin: "https://auditready.example" };

describe("a visit's source", () => {
  it("keeps another site's origin as referrer, never its path, and not this site's own", () => {
    const page = { ...site, pathname: "/nl", search: "?utm_campaign=brcgs-9" };
    expect(visitOf(page, "https://www.linkedin.com/feed/?x=1")).toEqual({
      search: "?utm_campaign=brcgs-9",
      landingPath: "/nl",
      referrer: "https://www.linkedin.com",
    });
    expect(visitOf(page, "https://auditready.example/contact")).not.toHaveProperty("referrer");
    expect(visitOf(page, "")).not.toHaveProperty("referrer");
  });

  it("keeps home as the landing page of a visit that moved on from it (home opens as a document)", () => {
    const contact = { ...site, pathname: "/nl/contact", search: "" };
    expect(visitOf(contact, "https://auditready.example/nl?utm_campaign=brcgs-9")).toEqual({
      search: "?utm_campaign=brcgs-9",
      landingPath: "/nl",
    });
    // Another page of the site that loaded this one is not where the visit began.
    expect(visitOf(contact, "https://auditready.example/cookie-policy")).toEqual({
      search: "",
      landingPath: "/nl/contact",
    });
  });

  it("sends the current page's campaign, else the landing page's, with landing path and first touch", () => {
    const visit = visitOf(
      { ...site, pathname: "/", search: "?utm_source=newsletter&utm_campaign=brcgs-9" },
      "",
    );
    const firstTouch = { campaign: "autumn", landingPath: "/nl" };
    expect(sourceAtSubmit(visit, "", firstTouch)).toEqual({
      utmSource: "newsletter",
      utmCampaign: "brcgs-9",
      landingPath: "/",
      firstCampaign: "autumn",
      firstLandingPath: "/nl",
    });
    expect(sourceAtSubmit(visit, "?utm_medium=email", null)).toEqual({
      utmMedium: "email",
      landingPath: "/",
    });
  });

  it("keeps the first touch as campaign and landing path, and reads back only a valid entry", () => {
    const visit = visitOf({ ...site, pathname: "/contact", search: "?utm_campaign=x" }, "");
    const entry = firstTouchOf(visit);
    expect(entry).toEqual({ campaign: "x", landingPath: "/contact" });
    expect(parseFirstTouch(JSON.stringify(entry))).toEqual(entry);
    expect(parseFirstTouch("not json")).toBeNull();
    expect(parseFirstTouch('{"campaign":"x"}')).toBeNull();
    expect(parseFirstTouch(null)).toBeNull();
  });
});
