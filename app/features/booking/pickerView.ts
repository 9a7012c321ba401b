import type { ShownSlot, SlotDay, SlotsByDay } from "../../../common/booking/slotList";

/** What the picker shows; every answer of the booking endpoints becomes one of these. */
export type PickerView =
  | { kind: "loading" }
  /** `refusal`: why the time just chosen was not booked (someone else has it, or never offered). */
  | { kind: "pick"; slots: SlotsByDay; refusal: "taken" | "notOffered" | null }
  /**
   * `links` move or cancel the demo: relative to the booking endpoint's server. `hostName`: who
   * gives it, when the team names its hosts.
   */
  | {
      kind: "booked";
      start: number;
      zone: string;
      hostName: string | null;
      links: BookingLinks | null;
      addToCalendar: CalendarLinks | null;
    }
  /** Held for the visitor until `holdUntil`: they confirm it by the link we mailed. */
  | { kind: "held"; start: number; zone: string; holdUntil: number }
  /** No booking made: the address has one already, or we cannot mail a confirmation now. */
  | { kind: "notice"; notice: "personBooked" | "mailCapped" }
  /** The calendar cannot be read, the link is unknown, the network failed: the 24-hour reply. */
  | { kind: "unavailable" };

export interface BookingLinks {
  cancel: string;
  reschedule: string;
}

/**
 * The booked demo in Google Calendar, Outlook.com, Outlook for Microsoft 365 (work or school) and
 * as an `.ics` file: the server's URLs.
 */
export interface CalendarLinks {
  google: string;
  outlook: string;
  microsoft365: string;
  ics: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isSlot = (value: unknown): value is ShownSlot =>
  isRecord(value) &&
  Number.isSafeInteger(value.start) &&
  typeof value.time === "string" &&
  (value.teamTime === undefined || typeof value.teamTime === "string");

const isDay = (value: unknown): value is SlotDay =>
  isRecord(value) &&
  typeof value.date === "string" &&
  Array.isArray(value.slots) &&
  value.slots.every(isSlot);

const isSlotList = (value: unknown): value is SlotsByDay =>
  isRecord(value) &&
  typeof value.zone === "string" &&
  (value.teamZone === null || typeof value.teamZone === "string") &&
  Array.isArray(value.days) &&
  value.days.every(isDay);

const isLinks = (value: unknown): value is BookingLinks =>
  isRecord(value) && typeof value.cancel === "string" && typeof value.reschedule === "string";

const isCalendarLinks = (value: unknown): value is CalendarLinks =>
  isRecord(value) &&
  typeof value.google === "string" &&
  typeof value.outlook === "string" &&
  typeof value.microsoft365 === "string" &&
  typeof value.ics === "string";

function bookedView(booking: unknown, links: unknown): PickerView {
  return isRecord(booking) &&
    Number.isSafeInteger(booking.start) &&
    typeof booking.visitorZone === "string"
    ? {
        kind: "booked",
        start: booking.start as number,
        zone: booking.visitorZone,
        hostName: typeof booking.hostName === "string" ? booking.hostName : null,
        links: isLinks(links) ? links : null,
        addToCalendar: isCalendarLinks(booking.addToCalendar) ? booking.addToCalendar : null,
      }
    : { kind: "unavailable" };
}

function heldView(booking: unknown): PickerView {
  return isRecord(booking) &&
    Number.isSafeInteger(booking.start) &&
    Number.isSafeInteger(booking.holdUntil) &&
    typeof booking.visitorZone === "string"
    ? {
        kind: "held",
        start: booking.start as number,
        zone: booking.visitorZone,
        holdUntil: booking.holdUntil as number,
      }
    : { kind: "unavailable" };
}

/**
 * The view for a JSON answer of `GET /api/booking/slots` or `POST /api/booking`
 * (docs/product.md#demo-bookings). Anything unexpected is "unavailable": the visitor then
 * gets the 24-hour promise, never a broken list.
 */
export function viewOfAnswer(body: unknown): PickerView {
  if (!isRecord(body)) return { kind: "unavailable" };
  switch (body.kind) {
    case "slots":
    case "taken":
    case "notOffered":
      return isSlotList(body.slots)
        ? { kind: "pick", slots: body.slots, refusal: body.kind === "slots" ? null : body.kind }
        : { kind: "unavailable" };
    case "booked":
    case "alreadyBooked":
      return bookedView(body.booking, body.links);
    case "held":
      return heldView(body.booking);
    case "personBooked":
    case "mailCapped":
      return { kind: "notice", notice: body.kind };
    default:
      return { kind: "unavailable" };
  }
}
