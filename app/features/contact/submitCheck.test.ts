import { describe, expect, it } from "vitest";
import { translator } from "../../../common/i18n/translate";
import { contactCopy } from "./copy";
import { submitCheck } from "./submitCheck";

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
