import { describe, expect, it } from "vitest";
import { translator } from "../i18n/translate";
import { contactMessageCopy } from "./messageCopy";
import { messageParams, validateContactForm, validateContactRequest } from "./contactMessage";
import { contactLimits, personName } from "./contactFields";

const valid = {
  firstName: "Ada",
  lastName: "de Vries",
  email: "ada@example.nl",
  company: "Bakkerij Ada",
  phone: "",
  message: "We prepare for BRCGS in March.",
};

describe("contact message schema", () => {
  it("accepts a complete message and trims every value", () => {
    const result = validateContactForm({ ...valid, firstName: "  Ada ", message: "\n Hi \n" });
    expect(result).toEqual({ ok: true, value: { ...valid, message: "Hi" } });
  });

  it("names every missing required field with the spec's message", () => {
    const result = validateContactForm({
      firstName: "",
      lastName: " ",
      email: "",
      company: "",
      message: "\t",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "firstNameRequired",
        lastName: "lastNameRequired",
        email: "emailRequired",
        company: "companyRequired",
        message: "messageRequired",
      },
    });
    const t = translator(contactMessageCopy, "en");
    expect(t("firstNameRequired")).toBe("First name is required");
    expect(t("emailInvalid")).toBe("Invalid email address");
  });

  it.each([
    ["plain", "ada@example.nl", true],
    ["plus and subdomain", "ada+audit@mail.example.co.uk", true],
    ["no domain dot", "ada@localhost", false],
    ["no at", "ada.example.nl", false],
    ["space", "ada @example.nl", false],
    ["double at", "ada@@example.nl", false],
    ["trailing dot", "ada@example.", false],
    ["hyphen label edge", "ada@-example.nl", false],
    ["unicode local part", "ädä@example.nl", false],
  ])("email %s: %s", (_name, email, ok) => {
    expect(validateContactForm({ ...valid, email }).ok).toBe(ok);
  });

  it("enforces the length limits", () => {
    const tooLong = validateContactForm({
      ...valid,
      firstName: "a".repeat(contactLimits.firstName + 1),
      message: "m".repeat(contactLimits.message + 1),
      phone: "1".repeat(contactLimits.phone + 1),
    });
    expect(tooLong).toMatchObject({
      ok: false,
      errors: { firstName: "firstNameTooLong", message: "messageTooLong", phone: "phoneTooLong" },
    });
    expect(messageParams("firstNameTooLong")).toEqual({ max: 100 });
    expect(validateContactForm({ ...valid, firstName: "a".repeat(100) }).ok).toBe(true);
  });

  it("keeps header-breaking characters out of single-line fields but allows line breaks in the message", () => {
    expect(validateContactForm({ ...valid, firstName: "Ada\r\nBcc: x@evil.test" })).toMatchObject({
      ok: false,
      errors: { firstName: "lineBreaksNotAllowed" },
    });
    expect(validateContactForm({ ...valid, company: "A\u0000B" }).ok).toBe(false);
    expect(validateContactForm({ ...valid, message: "Line 1\r\nLine 2\tend" }).ok).toBe(true);
    expect(validateContactForm({ ...valid, message: "bell\u0007" })).toMatchObject({
      errors: { message: "controlCharactersNotAllowed" },
    });
  });

  it("calls a missing field required, not of the wrong type", () => {
    expect(validateContactForm({ firstName: "Ada" })).toEqual({
      ok: false,
      errors: {
        lastName: "lastNameRequired",
        email: "emailRequired",
        company: "companyRequired",
        message: "messageRequired",
      },
    });
  });

  it("rejects wrong types per field", () => {
    expect(validateContactForm({ ...valid, firstName: 42, company: null })).toMatchObject({
      ok: false,
      errors: { firstName: "notText", company: "notText" },
    });
  });

  it("validates the request body with its timestamp and drops unknown fields", () => {
    const request = validateContactRequest({
      ...valid,
      timestamp: "2026-11-21T10:00:00.000Z",
      admin: true,
    });
    expect(request).toEqual({
      ok: true,
      value: { ...valid, timestamp: "2026-11-21T10:00:00.000Z" },
    });
    expect(validateContactRequest({ ...valid, timestamp: "yesterday" })).toMatchObject({
      ok: false,
      errors: { timestamp: "timestampInvalid" },
    });
    expect(validateContactRequest(null)).toBeNull();
    expect(validateContactRequest([valid])).toBeNull();
    expect(validateContactRequest("text")).toBeNull();
  });
});

describe("the sender's name", () => {
  it("is the first name, then the last name, as mails, Slack and the operator's list show it", () => {
    expect(personName(valid)).toBe("Ada de Vries");
  });
});
