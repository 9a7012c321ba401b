import { describe, expect, it } from "vitest";
import { translator } from "../../../common/i18n/translate";
import contactCopy from "@content/pages/contact.json";
import { decideSubmit, submitCheck } from "./submitCheck";

const filled = {
  firstName: "Ada",
  lastName: "de Vries",
  email: "ada@example.nl",
  company: "Bakkerij Ada",
  phone: "",
  message: "Demo please",
};

describe("submit-level check", () => {
  it("passes a filled-in form, phone may stay empty", () => {
    expect(submitCheck(filled)).toBeNull();
  });

  it.each(["firstName", "lastName", "email", "company", "message"] as const)(
    "asks for all required fields when %s is empty or whitespace only",
    (field) => {
      expect(submitCheck({ ...filled, [field]: "" })).toBe("requiredFieldsMissing");
      expect(submitCheck({ ...filled, [field]: " \t\n " })).toBe("requiredFieldsMissing");
    },
  );

  it("reports missing fields before a bad address", () => {
    expect(submitCheck({ ...filled, company: " ", email: "nope" })).toBe("requiredFieldsMissing");
  });

  it.each([
    ["  ada@example.nl  ", null],
    ["ada@localhost", "emailPatternInvalid"],
    ["ada@@example.nl", "emailPatternInvalid"],
    ["ada @example.nl", "emailPatternInvalid"],
    ["ada@example.", "emailPatternInvalid"],
    ["@example.nl", "emailPatternInvalid"],
    // The simple pattern is looser than the field rule; the field rule catches these first.
    ["ädä@example.nl", null],
    ["ada@-example.nl", null],
  ])("address %j gives %s", (email, problem) => {
    expect(submitCheck({ ...filled, email })).toBe(problem);
  });

  it("has the spec's texts in both languages", () => {
    expect(translator(contactCopy, "en")("requiredFieldsMissing")).toBe(
      "Please fill in all required fields.",
    );
    expect(translator(contactCopy, "en")("emailPatternInvalid")).toBe(
      "Please enter a valid email address.",
    );
    expect(translator(contactCopy, "nl")("requiredFieldsMissing")).toBe(
      "Vul alle verplichte velden in.",
    );
  });
});

describe("what a submit does", () => {
  const open = { enabled: true, analyticsAllowed: true };

  it("sends valid values when the gate is open or switched off", () => {
    expect(decideSubmit(filled, open)).toMatchObject({ kind: "send", values: filled });
    expect(decideSubmit(filled, { enabled: false, analyticsAllowed: false }).kind).toBe("send");
  });

  it("stops at the gate without analytics consent, after the values passed", () => {
    expect(decideSubmit(filled, { enabled: true, analyticsAllowed: false })).toEqual({
      kind: "consentRequired",
    });
  });

  it("points at the first failing field, or at the email for the submit-level pattern", () => {
    expect(decideSubmit({ ...filled, lastName: "", company: "" }, open)).toEqual({
      kind: "invalid",
      focus: "lastName",
      problem: "requiredFieldsMissing",
    });
    expect(decideSubmit({ ...filled, email: "ada@example" }, open)).toMatchObject({
      kind: "invalid",
      focus: "email",
    });
  });
});
