/**
 * Where a lead came from (docs/product.md#glossary: a lead's source), defined once. The form's
 * capture, the server's check, the stored value, the inbox mail's "Source" block, the webhook's
 * `data.source`, `leads show` and the CSV columns all derive from this table.
 *
 * `name` is the key in the JSON body, the stored JSON and the webhook; `param` the query
 * parameter the value is read from, if any. A value that breaks its rule is dropped, never
 * refused: the lead matters more than its label.
 */
const leadSourceTable = [
  { name: "utmSource", param: "utm_source", rule: "campaign" },
  { name: "utmMedium", param: "utm_medium", rule: "campaign" },
  { name: "utmCampaign", param: "utm_campaign", rule: "campaign" },
  { name: "utmTerm", param: "utm_term", rule: "campaign" },
  { name: "utmContent", param: "utm_content", rule: "campaign" },
  /** The path this visit entered the site on (the plain form: the page it was sent from). */
  { name: "landingPath", param: null, rule: "path" },
  /** The referring page's origin only, never its path or query. */
  { name: "referrer", param: null, rule: "origin" },
  /** First touch: kept on the device only with analytics consent (app/features/consent). */
  { name: "firstCampaign", param: null, rule: "campaign" },
  { name: "firstLandingPath", param: null, rule: "path" },
] as const satisfies readonly LeadSourceSpec[];

interface LeadSourceSpec {
  name: string;
  param: string | null;
  rule: keyof typeof sourceRules;
}

/**
 * Letters, digits and the punctuation campaign tools use; nothing that means something in markup
 * (`<>"'\``) or in a header (controls).
 */
const sourceRules = {
  campaign: /^[\p{L}\p{N} _.~+\-/:|,()!@#&=%*]{1,100}$/u,
  path: /^\/[A-Za-z0-9\-._~/%!$&()*+,;=:@]{0,199}$/,
  origin: /^https?:\/\/[a-z0-9.-]{1,190}(?::\d{1,5})?$/,
} as const;

export type LeadSourceField = (typeof leadSourceTable)[number]["name"];
export type LeadSource = Partial<Record<LeadSourceField, string>>;

export const leadSourceFields: readonly LeadSourceField[] = leadSourceTable.map((s) => s.name);

/** The campaign parameters of a query string, by their source field names. */
export function campaignOf(search: string): LeadSource {
  const params = new URLSearchParams(search);
  const source: LeadSource = {};
  for (const spec of leadSourceTable) {
    const value = spec.param === null ? null : params.get(spec.param);
    if (value) source[spec.name] = value;
  }
  return source;
}

/** The origin of a URL, or nothing when it is not one. */
export function originOf(url: string): string | undefined {
  // A direct visit's referrer is "": answered without a thrown (if caught) error during hydration.
  if (url === "") return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The known fields of `input` whose values keep their rule, trimmed; everything else dropped.
 * `input` is whatever a client sent: it may be anything.
 */
export function checkedSource(input: unknown): LeadSource {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return {};
  const raw = input as Record<string, unknown>;
  const source: LeadSource = {};
  for (const spec of leadSourceTable) {
    const value = raw[spec.name];
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (sourceRules[spec.rule].test(trimmed)) source[spec.name] = trimmed;
  }
  return source;
}
