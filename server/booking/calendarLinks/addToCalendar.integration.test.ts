import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../../common/bookingPath";
import { startApiServer, untilSettled, type ApiServer } from "../../../tests/support/apiServer";
import {
  bookableAllDay,
  bookedVisitor,
  calendarOf,
  formIn,
  linksIn as manageLinksIn,
  submitForm,
} from "../../../tests/support/bookingVisitor";
import { buttonsIn, linksIn, remoteResources, visibleText } from "../../../tests/support/mailHtml";
import type { ReceivedMail } from "../../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { until } from "../../../tests/support/until";

const annaRoom = "https://meet.example.com/anna-de-vries";
const teamOffice = "Stationsplein 1, Utrecht";
const emptyCalendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nEND:VCALENDAR\r\n";

const dir = mkdtempSync(path.join(tmpdir(), "add-to-calendar-"));
let sink: SmtpSink;
let api: ApiServer;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.start();
  // A team of two: Anna gives the Dutch demos in her own video room, Ben the English ones at
  // the team's office (BOOKING_LOCATION).
  const hosts = [
    { name: "Anna de Vries", languages: ["nl"], location: annaRoom },
    { name: "Ben Carter", languages: ["en"] },
  ].map((host, index) => {
    const file = path.join(dir, `host-${index}.ics`);
    writeFileSync(file, emptyCalendar);
    return { ...host, email: `host${index}@auditready.example`, calendar: { file } };
  });
  const teamFile = path.join(dir, "team.json");
  writeFileSync(teamFile, JSON.stringify({ hosts }));
  api = await startApiServer({
    ...bookableAllDay,
    BOOKING_DAYS_AHEAD: "3",
    BOOKING_TEAM_FILE: teamFile,
    BOOKING_LOCATION: teamOffice,
    SMTP_URL: sink.url,
    OUTBOX_RETRY_BASE_MS: "50",
  });
});

afterAll(async () => {
  await api?.close();
  await sink?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface CalendarLinks {
  google: string;
  outlook: string;
  ics: string;
}

/** What a calendar makes of the Google and Outlook links: start, end, title, location. */
function readLinks(links: CalendarLinks) {
  const google = new URL(links.google).searchParams;
  const outlook = new URL(links.outlook).searchParams;
  const [start, end] = (google.get("dates") ?? "")
    .split("/")
    .map((stamp) =>
      Date.parse(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z")),
    );
  expect(Date.parse(outlook.get("startdt") ?? "")).toBe(start);
  expect(Date.parse(outlook.get("enddt") ?? "")).toBe(end);
  expect(outlook.get("subject")).toBe(google.get("text"));
  expect(outlook.get("location")).toBe(google.get("location"));
  return { start, end, title: google.get("text"), location: google.get("location") };
}

/** The `.ics` behind a link (relative or the mail's absolute one), as a calendar imports it. */
async function icsAt(link: string) {
  const url = new URL(link, api.baseURL);
  const response = await fetch(`${api.baseURL}${url.pathname}${url.search}`);
  if (response.status !== 200) return { status: response.status, uid: "", start: NaN };
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    status: 200,
    uid: event.uid,
    start: event.startDate.toJSDate().getTime(),
    location: event.location,
  };
}

async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await until(
    () => {
      found = sink.mails.filter((mail) => mail.headers.get("to")?.includes(address));
      return found.length >= count;
    },
    { what: `${count} mails to ${address}` },
  );
  return found;
}

/** The calendar links a mail's HTML offers, by where they go. */
function calendarLinksIn(mail: ReceivedMail): CalendarLinks {
  const hrefs = linksIn(mail.html).map((link) => link.href);
  const find = (pattern: RegExp) => hrefs.find((href) => pattern.test(href)) ?? "";
  return {
    google: find(/^https:\/\/calendar\.google\.com\//),
    outlook: find(/^https:\/\/outlook\.live\.com\//),
    ics: find(/\/api\/booking\/calendar\.ics\?/),
  };
}

describe("adding the booked demo to a calendar, with each host's own way to join", () => {
  it("gives the Dutch visitor Anna's room and the English visitor the team's office, on the page, in the answer, the mail and the .ics", async () => {
    const dutch = await bookedVisitor(api, { email: "joost@zuivel.nl", lang: "nl" });
    const english = await bookedVisitor(api, { email: "jane@dairy.example", lang: "en" });
    await untilSettled(api, dutch.messageId);
    await untilSettled(api, english.messageId);

    for (const [visitor, email, lang, host, location] of [
      [dutch, "joost@zuivel.nl", "nl", "Anna de Vries", annaRoom],
      [english, "jane@dairy.example", "en", "Ben Carter", teamOffice],
    ] as const) {
      // The picker's answer (a repeated booking answers the same booking).
      const again = await fetch(`${api.baseURL}${bookingPath}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: visitor.token, start: visitor.start, lang }),
      });
      const answer = (await again.json()) as { booking: { addToCalendar: CalendarLinks } };
      const fromAnswer = readLinks(answer.booking.addToCalendar);
      expect(fromAnswer).toMatchObject({ start: visitor.start, end: visitor.start + 1_800_000 });
      expect(fromAnswer.location).toBe(location);
      expect(fromAnswer.title).toContain(host);

      // The slot page without scripts, opened again after booking.
      const page = await (
        await fetch(
          `${api.baseURL}${bookingPath}?${new URLSearchParams({ t: visitor.token, lang })}`,
        )
      ).text();
      const onPage = calendarLinksIn({ html: page } as ReceivedMail);
      expect(readLinks(onPage)).toEqual(fromAnswer);

      // The invitation: its links, and an .ics that is the same event as the attached one.
      const [invitation] = await mailsTo(email, 1);
      if (!invitation) throw new Error("no invitation");
      const inMail = calendarLinksIn(invitation);
      expect(readLinks(inMail)).toEqual(fromAnswer);
      for (const href of Object.values(inMail)) expect(invitation.text).toContain(href);
      expect(visibleText(invitation.html)).toContain(location);
      expect(remoteResources(invitation.html)).toEqual([]);
      const attached = calendarOf(invitation);
      for (const link of [inMail.ics, onPage.ics, answer.booking.addToCalendar.ics]) {
        const file = await icsAt(link);
        expect(file).toMatchObject({ status: 200, uid: attached.uid, start: visitor.start });
        expect(file.location).toBe(location);
      }
    }
  });

  it("gives a moved demo's page and mail new links; the old .ics link is no longer current", async () => {
    const visitor = await bookedVisitor(api, { email: "piet@kaas.nl", lang: "nl" });
    await untilSettled(api, visitor.messageId);
    const [invitation] = await mailsTo("piet@kaas.nl", 1);
    if (!invitation) throw new Error("no invitation");
    const before = calendarLinksIn(invitation);
    expect(buttonsIn(invitation.html).map((button) => button.label)).toEqual(["Demo verzetten"]);

    const moveTo = visitor.starts.find((start) => start > visitor.start + 3_600_000) ?? NaN;
    const { reschedule } = manageLinksIn(invitation, api);
    const choice = await (await fetch(reschedule)).text();
    const moved = await submitForm(api, formIn(choice, { start: String(moveTo) }));
    expect(moved.status).toBe(200);
    const pageLinks = calendarLinksIn({ html: await moved.text() } as ReceivedMail);
    expect(readLinks(pageLinks)).toMatchObject({ start: moveTo, location: annaRoom });

    await untilSettled(api, visitor.messageId);
    const [, update] = await mailsTo("piet@kaas.nl", 2);
    if (!update) throw new Error("no update");
    const after = calendarLinksIn(update);
    expect(readLinks(after)).toMatchObject({ start: moveTo, end: moveTo + 1_800_000 });
    const uid = calendarOf(update).uid;
    expect(await icsAt(after.ics)).toMatchObject({ status: 200, uid, start: moveTo });
    expect((await icsAt(before.ics)).status).toBe(409);
  });
});
