import {
  validateContactForm,
  type ContactFormValues,
} from "../../../common/contact/contactMessage";
import {
  contactFields,
  requiredContactFields,
  type ContactField,
} from "../../../common/contact/contactFields";

/** The simpler address pattern of the submit-level check, applied after trimming. */
const submitEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SubmitProblem = "requiredFieldsMissing" | "emailPatternInvalid";

/**
 * The second check on submit (docs/product.md#validation-and-the-two-email-patterns): every
 * required field filled in (after trimming) and an address of the simple shape. `null` when the
 * message may be sent.
 */
export function submitCheck(
  values: Partial<Record<keyof ContactFormValues, string>>,
): SubmitProblem | null {
  if (requiredContactFields.some((field) => (values[field] ?? "").trim() === "")) {
    return "requiredFieldsMissing";
  }
  if (!submitEmailPattern.test((values.email ?? "").trim())) return "emailPatternInvalid";
  return null;
}

export type SubmitDecision =
  | { kind: "send"; values: ContactFormValues }
  /** `problem` is null when only the field rules failed. */
  | { kind: "invalid"; focus: ContactField | undefined; problem: SubmitProblem | null }
  | { kind: "consentRequired" };

/**
 * What a submit does, in the order of docs/product.md#contact-form: the field rules and the submit
 * check first (focus goes to the first field that failed), then the analytics-consent gate.
 */
export function decideSubmit(
  values: Record<ContactField, string>,
  gate: { enabled: boolean; analyticsAllowed: boolean },
): SubmitDecision {
  const validation = validateContactForm(values);
  const problem = submitCheck(values);
  if (!validation.ok || problem) {
    const focus = validation.ok
      ? "email"
      : contactFields.find((field) => validation.errors[field] !== undefined);
    return { kind: "invalid", focus, problem };
  }
  if (gate.enabled && !gate.analyticsAllowed) return { kind: "consentRequired" };
  return { kind: "send", values: validation.value };
}
