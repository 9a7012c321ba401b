/** The calendar could not be read: the log says so, apart from a storage failure. */
export class CalendarUnreadableError extends Error {
  constructor(cause: unknown) {
    super(`calendar could not be read: ${String(cause)}`, { cause });
    this.name = "CalendarUnreadableError";
  }
}

/** Why a booking or a change is unavailable, as its log line names it. */
export const unavailableCause = (error: unknown) =>
  error instanceof CalendarUnreadableError ? "calendar unavailable" : "storage unavailable";
