import { Temporal } from "temporal-polyfill";

// Only names that are zones are kept, in lower case: a few hundred, whatever visitors send.
const known = new Map<string, string>();

/**
 * The canonical IANA name of a zone (`europe/amsterdam` becomes `Europe/Amsterdam`), or null when it
 * is not one. Fixed offsets such as `+01:00` are refused: they ignore daylight saving time.
 */
export function ianaZone(name: string): string | null {
  const trimmed = name.trim();
  const key = trimmed.toLowerCase();
  const cached = known.get(key);
  if (cached) return cached;
  const zone = /^[+-]/.test(trimmed) ? null : canonicalZone(trimmed);
  if (zone) known.set(key, zone);
  return zone;
}

function canonicalZone(name: string): string | null {
  try {
    return Temporal.Now.zonedDateTimeISO(name).timeZoneId;
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
