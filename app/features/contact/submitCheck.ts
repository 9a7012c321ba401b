import type { ContactFormValues } from "../../../common/contact/contactMessage";

/** DECISIONS.md: the simpler address pattern of the submit-level check, applied after trimming. */
export const submitEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredFields = ["firstName", "lastName", "email", "company", "message"] as const;

export type SubmitProblem = "requiredFieldsMissing" | "emailPatternInvalid";

/**
 * SPEC 5, the second check on submit: every required field filled in (after trimming) and an
 * address of the simple shape. `null` when the message may be sent.
 */
export function submitCheck(
  values: Partial<Record<keyof ContactFormValues, string>>,
): SubmitProblem | null {
  if (requiredFields.some((field) => (values[field] ?? "").trim() === "")) {
    return "requiredFieldsMissing";
  }
  if (!submitEmailPattern.test((values.email ?? "").trim())) return "emailPatternInvalid";
  return null;
}
