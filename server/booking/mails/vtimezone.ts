import ICAL from "ical.js";
import { Temporal } from "temporal-polyfill";
import type { Interval } from "../store/bookings";
import { zonedDateTime } from "../../config/timeZones";

/** `+01:00`: a fixed-offset zone for Temporal. */
function offsetZone(nanoseconds: number): string {
  const minutes = Math.round(nanoseconds / 60e9);
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${hours}:${String(abs % 60).padStart(2, "0")}`;
}

const utcOffset = (nanoseconds: number) =>
  ICAL.UtcOffset.fromSeconds(Math.round(nanoseconds / 1e9));

/** One observance, starting at the wall-clock time of the change as read before it. */
function observance(change: Temporal.Instant, from: number, to: number): ICAL.Component {
  const component = new ICAL.Component(to > from ? "daylight" : "standard");
  const { year, month, day, hour, minute, second } = change.toZonedDateTimeISO(offsetZone(from));
  const onset = ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false });
  component.addPropertyWithValue("dtstart", onset);
  component.addPropertyWithValue("tzoffsetfrom", utcOffset(from));
  component.addPropertyWithValue("tzoffsetto", utcOffset(to));
  return component;
}

/**
 * A VTIMEZONE with the observances in force during the span, taken from the zone database: RFC
 * 5545 wants a definition for every TZID used, and this one is right for the times it describes.
 */
export function vtimezone(zone: string, span: Interval): ICAL.Component {
  const component = new ICAL.Component("vtimezone");
  component.addPropertyWithValue("tzid", zone);
  const start = zonedDateTime(span.start, zone);
  let change = start.getTimeZoneTransition("previous");
  if (!change) {
    const offset = start.offsetNanoseconds;
    component.addSubcomponent(
      observance(Temporal.Instant.fromEpochMilliseconds(0), offset, offset),
    );
    return component;
  }
  while (change && change.epochMilliseconds <= span.end) {
    const before = change.subtract({ nanoseconds: 1 }).offsetNanoseconds;
    component.addSubcomponent(observance(change.toInstant(), before, change.offsetNanoseconds));
    change = change.getTimeZoneTransition("next");
  }
  return component;
}
