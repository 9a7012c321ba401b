import { randomUUID } from "node:crypto";
import { storedMessage } from "./storedMessage";
import type { Stores } from "../../server/hosts/stores";
import type { Standard } from "../../common/contact/qualification";

const hour = 60 * 60 * 1000;

/** What `seedFunnel` stores, as the funnel must count it. */
export const seededFunnel = {
  visits: 40,
  visitsByLang: { en: 30, nl: 10 },
  messages: 8,
  heldForReview: 2,
  bookings: 6,
  cancelled: 1,
  demosHeld: 3,
  noShows: 1,
  notRecorded: 1,
  /** Message i is booked i + 1 hours after it came in (i = 0…5): the median is 3.5 hours. */
  medianMessageToBookingMs: 3.5 * hour,
  /** Kept booking i's demo starts 48 + i hours after it (i = 1…5): the median is 51 hours. */
  medianBookingToDemoMs: 51 * hour,
};

/** The standards message i named (i = 0…9); a message naming two counts under both. */
const namedStandards: readonly (readonly Standard[])[] = [
  ["brcgs"],
  ["brcgs", "ifs"],
  ["ifs"],
  [],
  ["brcgs"],
  [],
  ["iso9001"],
  [],
  ["brcgs"],
  [],
];

/** What the funnel by standard must count of `seedFunnel`'s week. */
export const seededByStandard = {
  "(none)": { messages: 3, heldForReview: 1, bookings: 2, demosHeld: 1, notRecorded: 1 },
  brcgs: { messages: 3, heldForReview: 1, bookings: 3, cancelled: 1, demosHeld: 1, noShows: 1 },
  ifs: { messages: 2, heldForReview: 0, bookings: 2, demosHeld: 2 },
  iso9001: { messages: 1, heldForReview: 0, bookings: 0 },
};

/**
 * A week's worth of activity from `monday` (a Monday, 00:00 UTC) on, written straight to storage:
 * 40 visits (30 English on Monday, 10 Dutch on Tuesday), 10 messages from 09:00 an hour apart (the
 * last four Dutch, the last two held for review), the first six booked; of those bookings the
 * first is cancelled, three demos held, one a no-show, and one ended with nothing recorded. Each
 * message names the standards of `namedStandards`.
 */
export async function seedFunnel(stores: Stores, monday: number, recordedAt: number) {
  const day = (offset: number) => new Date(monday + offset * 24 * hour).toISOString().slice(0, 10);
  for (let n = 0; n < seededFunnel.visits; n += 1) {
    const lang = n < seededFunnel.visitsByLang.en ? "en" : "nl";
    await stores.visits.countVisit({ day: day(lang === "en" ? 0 : 1), page: "/contact", lang });
  }
  const attendance = [null, "held", "held", "held", "no_show", null] as const;
  for (let i = 0; i < 10; i += 1) {
    const at = monday + (9 + i) * hour;
    const hash = randomUUID();
    const message = {
      ...storedMessage(at, hour),
      lang: i >= 6 ? ("nl" as const) : ("en" as const),
      holdReason: i >= 8 ? ("proof-missing" as const) : undefined,
      bookingCapabilityHash: i < 8 ? hash : undefined,
      qualification: { standards: namedStandards[i] ?? [], nextAudit: null },
      jobs: [],
    };
    await stores.messages.insert(message);
    if (i >= 6) continue;
    const bookedAt = at + (i + 1) * hour;
    const start = bookedAt + (48 + i) * hour;
    const result = await stores.booking.book({
      id: randomUUID(),
      capabilityHash: hash,
      calendar: "file:calendar.ics",
      host: "Anna",
      start,
      end: start + hour / 2,
      visitorZone: "Europe/Amsterdam",
      jobs: [],
      now: bookedAt,
      deliverUntil: bookedAt + hour,
    });
    if (result.kind !== "booked") throw new Error(`seed booking ${i}: ${result.kind}`);
    const bookingId = result.booking.id;
    const change = { bookingId, jobs: [], now: bookedAt + hour, deliverUntil: bookedAt + hour };
    if (i === 0) await stores.booking.cancelBooking({ ...change, by: "operator" });
    const outcome = attendance[i];
    if (outcome) {
      const now = recordedAt;
      await stores.attendance.recordAttendance({
        bookingId,
        attendance: outcome,
        jobs: [],
        now,
        deliverUntil: now,
      });
    }
  }
}
