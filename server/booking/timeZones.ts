import { Temporal } from "temporal-polyfill";

/**
 * The canonical IANA name of a zone (`europe/amsterdam` becomes `Europe/Amsterdam`), or null when it
 * is not one. Fixed offsets such as `+01:00` are refused: they ignore daylight saving time.
 */
export function ianaZone(name: string): string | null {
  if (/^[+-]/.test(name.trim())) return null;
  try {
    return Temporal.Now.zonedDateTimeISO(name.trim()).timeZoneId;
  } catch {
    return null;
  }
}

/** The instant a wall-clock time has in a zone; a time skipped by a clock change moves forward. */
export function wallClockToEpochMs(dateTime: Temporal.PlainDateTimeLike, zone: string): number {
  return Temporal.PlainDateTime.from(dateTime).toZonedDateTime(zone, {
    disambiguation: "compatible",
  }).epochMilliseconds;
}

export function zonedDateTime(epochMs: number, zone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone);
}
