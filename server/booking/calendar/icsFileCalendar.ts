import ICAL from "ical.js";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CalendarSource } from "./calendarSource";
import { busyTimesIn } from "./icalendarBusy";
import { bookingVevent } from "../mails/invitation";

const emptyCalendar = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//AuditReady//Demo bookings//EN",
  "END:VCALENDAR",
].join("\r\n");

async function readCalendar(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyCalendar;
    throw error;
  }
}

/** A reader never sees half a file: the new text is written beside it, then renamed over it. */
async function writeCalendar(file: string, calendar: ICAL.Component): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, calendar.toString() + "\r\n");
  await rename(temporary, file);
}

const withUid = (uid: string) => (event: ICAL.Component) =>
  event.getFirstPropertyValue("uid") === uid;

/**
 * An iCalendar file as the team's calendar, to try bookings without a calendar server: busy times
 * are read from it and each booking is added to it (in UTC, so no VTIMEZONE has to be merged). One
 * process writes at a time; the booking itself is held in the database, not here.
 */
export function icsFileCalendar(file: string, teamZone: string): CalendarSource {
  let writes = Promise.resolve();
  const change = (edit: (calendar: ICAL.Component) => void) => {
    const next = writes.then(async () => {
      const calendar = new ICAL.Component(ICAL.parse(await readCalendar(file)));
      edit(calendar);
      await writeCalendar(file, calendar);
    });
    writes = next.catch(() => undefined);
    return next;
  };
  return {
    name: file,
    async busyTimes(range) {
      return busyTimesIn(await readCalendar(file), range, teamZone);
    },
    writer: {
      put: (event) =>
        change((calendar) => {
          calendar
            .getAllSubcomponents("vevent")
            .filter(withUid(event.uid))
            .forEach((e) => calendar.removeSubcomponent(e));
          calendar.addSubcomponent(bookingVevent(event, null, "calendar"));
        }),
      remove: (uid) =>
        change((calendar) => {
          calendar
            .getAllSubcomponents("vevent")
            .filter(withUid(uid))
            .forEach((e) => calendar.removeSubcomponent(e));
        }),
    },
  };
}
