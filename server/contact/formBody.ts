import { honeypotField } from "../../common/contact/contactMessage";
import { contactFields } from "../../common/contact/contactFields";
import { campaignOf, originOf, type LeadSource } from "../../common/contact/leadSource";
import { qualificationFields } from "../../common/contact/qualification";
import { isLang, type Lang } from "../../common/i18n/lang";
import { langFromPath } from "../../common/pagePaths";

/** A urlencoded body as the contact service reads it, or a JSON text sent under the form's type. */
export type FormBody =
  | { kind: "form"; body: Record<string, string | string[]>; lang: Lang | undefined }
  | { kind: "json" };

/**
 * The plain form's fields (the first value of each, every standard ticked; anything else it sent
 * is dropped). It has no clock the server can trust before scripts run, so the message's time is
 * its arrival `now`.
 */
export function readFormBody(text: string, now: number): FormBody {
  if (/^\s*[{[]/.test(text)) return { kind: "json" };
  const params = new URLSearchParams(text);
  const body: Record<string, string | string[]> = { timestamp: new Date(now).toISOString() };
  for (const name of [...contactFields, honeypotField, qualificationFields.nextAudit]) {
    const value = params.get(name);
    if (value !== null) body[name] = value;
  }
  // The standards' checkboxes: one value per box ticked.
  const standards = params.getAll(qualificationFields.standards);
  if (standards.length > 0) body[qualificationFields.standards] = standards;
  const lang = params.get("lang") ?? "";
  return { kind: "form", body, lang: isLang(lang) ? lang : undefined };
}

/** The language of the page a form was sent from, read from its Referer (any origin). */
export function refererLang(referer: string | undefined): Lang | undefined {
  if (!referer) return undefined;
  try {
    return langFromPath(new URL(referer).pathname);
  } catch {
    return undefined;
  }
}

/**
 * The plain form's source, from what its request carries: the page it was sent from (origin and
 * path) and that page's campaign parameters. The query itself is never kept whole.
 */
export function refererSource(referer: string | undefined): LeadSource {
  if (!referer) return {};
  const origin = originOf(referer);
  if (!origin) return {};
  const url = new URL(referer);
  return { ...campaignOf(url.search), landingPath: url.pathname, referrer: origin };
}
