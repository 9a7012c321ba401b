import { Temporal } from "temporal-polyfill";
import type { LeadSource } from "../../common/contact/leadSource";
import type { Standard } from "../../common/contact/qualification";
import type { FunnelBooking, FunnelFacts } from "./funnelFacts";

/**
 * The funnel's figures, computed from the raw facts alone (docs/decisions/0851-funnel-definitions.md).
 * Every booking ends in exactly one outcome, so the outcomes add up to the bookings.
 */
export interface FunnelFigures {
  /** Null where visits cannot be told apart (by source: a count is never joined to a lead). */
  visits: number | null;
  /** Messages the team got; those held for review are counted apart, not in here. */
  messages: number;
  heldForReview: number;
  bookings: number;
  cancelled: number;
  demosHeld: number;
  noShows: number;
  /** The demo ended and nobody recorded whether it took place. */
  notRecorded: number;
  /** The demo has not ended yet. */
  upcoming: number;
  rates: FunnelRates;
  medianMessageToBookingMs: number | null;
  medianBookingToDemoMs: number | null;
}

/** Each step over the one before it; the outcomes over the bookings. Null when dividing by 0. */
export interface FunnelRates {
  visitToMessage: number | null;
  messageToBooking: number | null;
  bookingToCancelled: number | null;
  bookingToDemoHeld: number | null;
  bookingToNoShow: number | null;
}

export type FunnelGrouping = "week" | "lang" | "source" | "standard";
export const funnelGroupings: readonly FunnelGrouping[] = ["week", "lang", "source", "standard"];

export interface FunnelGroup {
  key: string;
  figures: FunnelFigures;
}

export interface FunnelReport {
  from: string;
  to: string;
  by: FunnelGrouping | null;
  total: FunnelFigures;
  groups: FunnelGroup[];
}

const rate = (part: number, whole: number | null) =>
  whole ? Math.round((part / whole) * 10_000) / 10_000 : null;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

type Outcome = "cancelled" | "demosHeld" | "noShows" | "notRecorded" | "upcoming";

function outcomeOf(booking: FunnelBooking, now: number): Outcome {
  if (booking.cancelled) return "cancelled";
  if (booking.attendance === "held") return "demosHeld";
  if (booking.attendance === "no_show") return "noShows";
  return booking.end <= now ? "notRecorded" : "upcoming";
}

/** The figures of one set of facts at `now`; `visits` null where they are not known. */
export function funnelFigures(facts: FunnelFacts, now: number, visitsKnown = true): FunnelFigures {
  const outcomes: Record<Outcome, number> = {
    cancelled: 0,
    demosHeld: 0,
    noShows: 0,
    notRecorded: 0,
    upcoming: 0,
  };
  for (const booking of facts.bookings) outcomes[outcomeOf(booking, now)] += 1;
  const visits = visitsKnown ? facts.visits.reduce((sum, row) => sum + row.count, 0) : null;
  const heldForReview = facts.messages.filter((message) => message.held).length;
  const messages = facts.messages.length - heldForReview;
  const bookings = facts.bookings.length;
  const kept = facts.bookings.filter((booking) => !booking.cancelled);
  return {
    visits,
    messages,
    heldForReview,
    bookings,
    ...outcomes,
    rates: {
      visitToMessage: rate(messages, visits),
      messageToBooking: rate(bookings, messages),
      bookingToCancelled: rate(outcomes.cancelled, bookings),
      bookingToDemoHeld: rate(outcomes.demosHeld, bookings),
      bookingToNoShow: rate(outcomes.noShows, bookings),
    },
    medianMessageToBookingMs: median(facts.bookings.map((b) => b.createdAt - b.messageCreatedAt)),
    medianBookingToDemoMs: median(kept.map((b) => b.start - b.createdAt)),
  };
}

/** The ISO week (Monday first, UTC) of a day or an instant: `2026-W48`. */
export function isoWeek(at: string | number): string {
  const day = typeof at === "string" ? at : new Date(at).toISOString().slice(0, 10);
  const date = Temporal.PlainDate.from(day);
  return `${date.yearOfWeek}-W${String(date.weekOfYear).padStart(2, "0")}`;
}

/** A lead's source as one label: its campaign source, else the referring site, else none. */
export function sourceLabel(source: LeadSource): string {
  if (source.utmSource) return source.utmSource;
  if (source.referrer) return new URL(source.referrer).host;
  return "(none)";
}

/** The group of a message that named no standard. */
export const noStandard = "(none)";

interface GroupKeys {
  visit?: (row: FunnelFacts["visits"][number]) => string;
  /** A lead's groups: one, or for standards each it named (it counts in every one of them). */
  lead: (row: {
    lang: string;
    source: LeadSource;
    createdAt: number;
    standards: readonly Standard[];
  }) => readonly string[];
}

const groupKeys: Record<FunnelGrouping, GroupKeys> = {
  week: { visit: (row) => isoWeek(row.day), lead: (row) => [isoWeek(row.createdAt)] },
  lang: { visit: (row) => row.lang, lead: (row) => [row.lang] },
  source: { lead: (row) => [sourceLabel(row.source)] },
  standard: { lead: (row) => (row.standards.length > 0 ? row.standards : [noStandard]) },
};

/** The facts split by the grouping's key, keys in order. */
function groupFacts(facts: FunnelFacts, by: FunnelGrouping): Map<string, FunnelFacts> {
  const keys = groupKeys[by];
  const groups = new Map<string, FunnelFacts>();
  const of = (key: string) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { visits: [], messages: [], bookings: [] }));
    return group;
  };
  if (keys.visit) for (const row of facts.visits) of(keys.visit(row)).visits.push(row);
  for (const row of facts.messages) for (const key of keys.lead(row)) of(key).messages.push(row);
  for (const row of facts.bookings) for (const key of keys.lead(row)) of(key).bookings.push(row);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** The report of a window: the total, and one group per key when grouped. */
export function funnelReport(
  facts: FunnelFacts,
  window: { from: string; to: string; now: number; by?: FunnelGrouping },
): FunnelReport {
  const by = window.by ?? null;
  const groups = by
    ? [...groupFacts(facts, by)].map(([key, group]) => ({
        key,
        figures: funnelFigures(group, window.now, !!groupKeys[by].visit),
      }))
    : [];
  return {
    from: window.from,
    to: window.to,
    by,
    total: funnelFigures(facts, window.now),
    groups,
  };
}
