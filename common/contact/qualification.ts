/**
 * The contact form's two optional questions (docs/product.md#the-two-questions), defined once:
 * the standards a visitor is audited against and the month of their next audit. The form's
 * controls, the endpoint's check, the stored answers, the lead's renderings, routing to a host
 * who covers the standard and the offer for an audit that is close all derive from here.
 */

/** The standards a visitor may name, in the form's order; `other` is none of the named ones. */
export const standardCodes = [
  "brcgs",
  "ifs",
  "fssc22000",
  "gmpplus",
  "iso9001",
  "iso22000",
  "other",
] as const;

export type Standard = (typeof standardCodes)[number];

/** The standards a host can cover in the team file: every named one, not `other`. */
export const coverableStandards: readonly Standard[] = standardCodes.filter(
  (code) => code !== "other",
);

/** The next audit's answer when none is planned. */
export const notPlanned = "not-planned";

/** The form's names for the two answers, in the JSON body and the urlencoded one alike. */
export const qualificationFields = { standards: "standards", nextAudit: "nextAudit" } as const;

export interface Qualification {
  /** Each at most once, in the table's order; empty when none was named. */
  standards: readonly Standard[];
  /** `YYYY-MM`, `not-planned`, or null when the question was left unanswered. */
  nextAudit: string | null;
}

export const noQualification: Qualification = { standards: [], nextAudit: null };

/** The error keys of the two answers (content/answers/contactMessage.json). */
type QualificationError = "standardsInvalid" | "nextAuditInvalid";

export type QualificationCheck =
  | { ok: true; value: Qualification }
  | { ok: false; errors: Partial<Record<keyof typeof qualificationFields, QualificationError>> };

/** How many months the form offers: this month and the seventeen after it. */
const auditMonthsOffered = 18;
/**
 * What the endpoint accepts around that: from the month before (a visitor whose day has not
 * turned yet) to two years ahead (a page built long ago, a client with its own form).
 */
const acceptedMonths = { before: 1, after: 24 };

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

const isStandard = (value: unknown): value is Standard =>
  (standardCodes as readonly unknown[]).includes(value);

/** A month `YYYY-MM` as a count of months since year 0, or null when it is not one. */
function monthNumber(month: string): number | null {
  const match = monthPattern.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

const monthText = (count: number) =>
  `${String(Math.floor(count / 12)).padStart(4, "0")}-${String((count % 12) + 1).padStart(2, "0")}`;

/** The UTC month of an instant: `2026-11`. */
const monthAt = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 7);

/** The months the form offers from the month of `today` (`YYYY-MM` or `YYYY-MM-DD`) on. */
export function auditMonths(today: string): string[] {
  const first = monthNumber(today.slice(0, 7));
  if (first === null) return [];
  return Array.from({ length: auditMonthsOffered }, (_, i) => monthText(first + i));
}

function checkedStandards(input: unknown): readonly Standard[] | null {
  if (input === undefined || input === "") return [];
  const values = Array.isArray(input) ? input : [input];
  if (!values.every(isStandard)) return null;
  return standardCodes.filter((code) => values.includes(code));
}

function checkedNextAudit(input: unknown, now: number): string | null | undefined {
  if (input === undefined || input === "") return null;
  if (input === notPlanned) return notPlanned;
  const month = typeof input === "string" ? monthNumber(input) : null;
  const current = monthNumber(monthAt(now));
  if (month === null || current === null) return undefined;
  const inWindow =
    month >= current - acceptedMonths.before && month <= current + acceptedMonths.after;
  return inWindow ? (input as string) : undefined;
}

/**
 * The two answers as a client sent them (anything: the JSON body's values, or the urlencoded
 * form's), checked at `now`. Unanswered is fine; a value the form never offers is refused with
 * its field's message, so the visitor can mend it and loses nothing.
 */
export function checkQualification(
  input: { standards?: unknown; nextAudit?: unknown },
  now: number,
): QualificationCheck {
  const standards = checkedStandards(input.standards);
  const nextAudit = checkedNextAudit(input.nextAudit, now);
  if (standards && nextAudit !== undefined) return { ok: true, value: { standards, nextAudit } };
  return {
    ok: false,
    errors: {
      ...(!standards && { standards: "standardsInvalid" as const }),
      ...(nextAudit === undefined && { nextAudit: "nextAuditInvalid" as const }),
    },
  };
}

/** Whether the visitor answered either question. */
export const isAnswered = (q: Qualification) => q.standards.length > 0 || q.nextAudit !== null;

/**
 * The answers' part of a message's fingerprint (docs/decisions/0501): nothing when unanswered,
 * so a message without them keeps the fingerprint it always had.
 */
export const qualificationFingerprint = (q: Qualification): string[] =>
  isAnswered(q) ? [JSON.stringify([q.standards, q.nextAudit])] : [];

const day = 24 * 60 * 60 * 1000;

/**
 * Whole weeks from `now` to the first day of the audit's month (UTC), the earliest the audit can
 * be: 0 when that month has begun; null without a month (unanswered or not planned).
 */
export function weeksUntilAudit(q: Qualification, now: number): number | null {
  const month = q.nextAudit === null ? null : monthNumber(q.nextAudit);
  if (month === null) return null;
  const firstDay = Date.UTC(Math.floor(month / 12), month % 12, 1);
  const days = (firstDay - Math.floor(now / day) * day) / day;
  return days <= 0 ? 0 : Math.max(1, Math.round(days / 7));
}

/** The audit is close: its month begins within `soonWeeks` weeks of `now` (BOOKING_SOON_WEEKS). */
export function auditIsSoon(q: Qualification, now: number, soonWeeks: number): boolean {
  const weeks = weeksUntilAudit(q, now);
  return weeks !== null && weeks <= soonWeeks;
}

/**
 * The stored answers (JSON in `messages.qualification`, null when unanswered), checked again on
 * the way out like any input: what no longer reads is left out.
 */
export function qualificationFromJson(json: string | null | undefined): Qualification {
  if (!json) return noQualification;
  try {
    const raw = JSON.parse(json) as { standards?: unknown; nextAudit?: unknown };
    const standards = Array.isArray(raw.standards) ? raw.standards.filter(isStandard) : [];
    const nextAudit =
      raw.nextAudit === notPlanned ||
      (typeof raw.nextAudit === "string" && monthNumber(raw.nextAudit) !== null)
        ? raw.nextAudit
        : null;
    return { standards, nextAudit };
  } catch {
    return noQualification;
  }
}

export const qualificationToJson = (q: Qualification): string | null =>
  isAnswered(q) ? JSON.stringify({ standards: q.standards, nextAudit: q.nextAudit }) : null;
