import { describe, expect, it } from "vitest";
import { readFormBody, refererLang } from "./formBody";

const now = Date.UTC(2026, 10, 23, 9, 0, 0);

describe("reading the plain form's body", () => {
  it("keeps the form's fields and honeypot, takes the arrival time, and reads the lang field", () => {
    const text = "firstName=Anna&lastName=de+Vries&email=a%40b.nl&message=Hoi%0Adaar&lang=nl&x=1";
    expect(readFormBody(text, now)).toEqual({
      kind: "form",
      body: {
        firstName: "Anna",
        lastName: "de Vries",
        email: "a@b.nl",
        message: "Hoi\ndaar",
        timestamp: "2026-11-23T09:00:00.000Z",
      },
      lang: "nl",
    });
  });

  it("takes the first of repeated fields and ignores an unknown language", () => {
    const form = readFormBody("company=A&company=B&website=spam&lang=xx", now);
    expect(form).toMatchObject({ body: { company: "A", website: "spam" }, lang: undefined });
  });

  it("recognises a JSON text sent under the form's content type", () => {
    expect(readFormBody(' {"firstName":"Anna"}', now)).toEqual({ kind: "json" });
    expect(readFormBody("[1]", now)).toEqual({ kind: "json" });
  });
});

describe("the language of the page a form came from", () => {
  it("reads the Referer path; nothing for a missing or broken Referer", () => {
    expect(refererLang("https://www.auditready.example/nl/contact")).toBe("nl");
    expect(refererLang("https://www.auditready.example/contact")).toBe("en");
    expect(refererLang(undefined)).toBeUndefined();
    expect(refererLang("not a url")).toBeUndefined();
  });
});
