/** The consent record (docs/product.md#cookie-consent) and when a stored one counts. */

export const optionalCategories = ["analytics", "marketing", "preferences"] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentCategory = "essential" | OptionalCategory;

export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface ConsentRecord extends ConsentChoices {
  essential: true;
  /** Milliseconds since the epoch, renewed on every change. */
  timestamp: number;
  /** The configured consent revision this choice was made under. */
  revision: number;
}

export interface ConsentRules {
  revision: number;
  maxAgeDays: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** docs/product.md#cookie-consent: without a choice only essential storage is allowed. */
export const noConsent: ConsentChoices = { analytics: false, marketing: false, preferences: false };
export const allConsent: ConsentChoices = { analytics: true, marketing: true, preferences: true };

export function createRecord(
  choices: ConsentChoices,
  rules: ConsentRules,
  now: number,
): ConsentRecord {
  return {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
    timestamp: now,
    revision: rules.revision,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored text as a record, or null when it counts as "no choice": not JSON, the wrong shape or
 * types, another revision, older than the age limit, or from the future (a clock that was wrong).
 */
export function parseRecord(
  raw: string | null,
  rules: ConsentRules,
  now: number,
): ConsentRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value.essential !== true) return null;
  if (!optionalCategories.every((category) => typeof value[category] === "boolean")) return null;
  const { timestamp, revision } = value;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  if (revision !== rules.revision) return null;
  const age = now - timestamp;
  if (age < 0 || age > rules.maxAgeDays * dayMs) return null;
  return createRecord(value as unknown as ConsentChoices, rules, timestamp);
}

export function serializeRecord(record: ConsentRecord): string {
  return JSON.stringify(record);
}

export function isGranted(record: ConsentRecord | null, category: ConsentCategory): boolean {
  if (category === "essential") return true;
  return record?.[category] ?? false;
}
