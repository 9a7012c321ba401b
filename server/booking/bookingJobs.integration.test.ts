import ICAL from "ical.js";
import { createServer, request, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../tests/integration/radicaleServer";
import { calendarPart } from "../../tests/support/calendarPart";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { startIcsFeed } from "../../tests/support/icsFeed";
import type { ReceivedMail } from "../../tests/support/parseMail";
import { smtpSink } from "../../tests/support/smtpSink";
import { storedMessage } from "../../tests/support/storedMessage";
import { until } from "../../tests/support/until";
import { readBookingConfig } from "../config/bookingSettings";
import { bookingService } from "./bookingService";
import { newBookingCapability } from "./capability";
import { openCalendar } from "./calendar/openCalendar";
import { configuredTargets } from "../delivery/channels";
import { bookingJobsFor } from "./bookingJobs";
import { smtpTransport } from "../delivery/mail/transport";
import { bookingSecret } from "../../tests/support/bookingSecret";
import { bookingTestWorker, testInbox as inbox } from "../../tests/support/bookingWorker";
import { sqliteStores } from "../../tests/support/stores";

const minute = 60_000;
// Monday 1 March 2027, 08:00 in Amsterdam; 10:30 there is the slot booked.
const now = Date.UTC(2027, 2, 1, 7, 0);
const slotStart = Date.UTC(2027, 2, 1, 9, 30);
const silent = pino({ level: "silent" });
const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "booking-channels-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let radicale: RadicaleServer;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(() => radicale?.stop());

/** Forwards to Radicale, but answers 503 to writes while `writesFail` is set. */
async function flakyCaldav(upstream: string) {
  const target = new URL(upstream);
  const state = { writesFail: true, refusedWrites: 0 };
  const server: Server = createServer((incoming, outgoing) => {
    if (state.writesFail && incoming.method === "PUT") {
      state.refusedWrites++;
      incoming.resume();
      outgoing.writeHead(503).end();
      return;
    }
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  cleanup(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}${target.pathname}`, state };
}

/** A visitor who sent a message in `lang` and books the 10:30 slot; the worker delivers. */
async function bookAndDeliver(env: Record<string, string>, lang: "en" | "nl" = "nl") {
  const config = readBookingConfig(env, dir);
  if (!config) throw new Error("no calendar");
  const stores = sqliteStores(path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`));
  cleanup(() => stores.engine.close());
  const sink = await smtpSink();
  await sink.start();
  cleanup(() => sink.stop());
  const calendar = openCalendar(config);
  const { token, hash } = newBookingCapability();
  const message = {
    ...storedMessage(now, 60 * minute),
    lang,
    jobs: [],
    bookingCapabilityHash: hash,
  };
  message.fields = {
    ...message.fields,
    firstName: "Anna",
    lastName: "de Vries",
    email: "anna@example.nl",
  };
  await stores.messages.insert(message);
  const startedAt = Date.now();
  const worker = bookingTestWorker({
    config,
    calendar,
    stores,
    transport: smtpTransport(sink.url),
    // The worker's clock runs from the booking's "now", so the booking's jobs are due at once.
    now: () => now + (Date.now() - startedAt),
  });
  const service = bookingService({
    config,
    calendar,
    stores,
    jobs: bookingJobsFor(
      configuredTargets({
        leads: { webhooks: [], slack: null },
        calendarWritable: !!calendar.writer,
      }),
    ),
    giveUpAfterMs: 5 * 24 * 60 * minute,
    onStored: () => worker.nudge(),
    now: () => now,
  });
  worker.start();
  cleanup(() => worker.stop());
  const outcome = await service.book(token, slotStart, "Europe/London", silent);
  expect(outcome.kind).toBe("booked");
  return { stores, sink, service, messageId: message.id };
}

function invitationIn(mail: ReceivedMail) {
  const part = calendarPart(mail);
  if (!part) throw new Error("no text/calendar part");
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return { contentType: part.contentType, method: calendar.getFirstPropertyValue("method"), event };
}

/** Busy times of the day in the CalDAV collection at `url`, as the site reads them. */
async function eventsInCalendar(url: string) {
  const env = {
    BOOKING_SECRET: bookingSecret,
    BOOKING_CALDAV_URL: url,
    BOOKING_CALDAV_USERNAME: radicale.username,
    BOOKING_CALDAV_PASSWORD: radicale.password,
  };
  const config = readBookingConfig(env, dir);
  if (!config) throw new Error("no calendar");
  const range = { start: now, end: now + 24 * 60 * minute };
  return openCalendar(config).busyTimes(range, { fresh: true });
}

describe("a booking's deliveries (SQLite, Radicale, SMTP on loopback)", () => {
  it("puts the event in the team's CalDAV calendar and mails the visitor an invitation in their language", async () => {
    const url = await radicale.newCalendar(`team-${Date.now()}`);
    const { sink } = await bookAndDeliver(
      {
        BOOKING_SECRET: bookingSecret,
        BOOKING_CALDAV_URL: url,
        BOOKING_CALDAV_USERNAME: radicale.username,
        BOOKING_CALDAV_PASSWORD: radicale.password,
      },
      "nl",
    );
    const [mail] = await sink.waitFor(1);
    if (!mail) throw new Error("no mail");
    expect(mail.headers.get("to")).toContain("anna@example.nl");
    expect(mail.headers.get("subject")).toMatch(/^Uw demo van AuditReady: maandag 1 maart 2027/);
    expect(mail.text).toContain("(tijd in Verenigd Koninkrijk)");
    const invitation = invitationIn(mail);
    expect(invitation.contentType).toMatch(/method=REQUEST/i);
    expect(invitation.method).toBe("REQUEST");
    expect(invitation.event.startDate.toJSDate().getTime()).toBe(slotStart);
    expect(invitation.event.endDate.toJSDate().getTime()).toBe(slotStart + 30 * minute);
    expect(invitation.event.organizer).toBe(`mailto:${inbox}`);
    expect(invitation.event.attendees.map((a) => a.getFirstValue())).toEqual([
      "mailto:anna@example.nl",
    ]);

    await until(async () => (await eventsInCalendar(url)).length === 1, {
      what: "the event in Radicale",
    });
    const stored = await fetch(`${url}${encodeURIComponent(invitation.event.uid)}.ics`, {
      headers: { authorization: radicale.authorization },
    });
    expect(stored.status).toBe(200);
    expect(
      new ICAL.Event(
        new ICAL.Component(ICAL.parse(await stored.text())).getFirstSubcomponent("vevent") ??
          undefined,
      ).uid,
    ).toBe(invitation.event.uid);
  });

  it("keeps the slot held while the calendar refuses the event, and writes it once when it is back", async () => {
    const url = await radicale.newCalendar(`flaky-${Date.now()}`);
    const flaky = await flakyCaldav(url);
    const { stores, messageId, service } = await bookAndDeliver({
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALDAV_URL: flaky.url,
      BOOKING_CALDAV_USERNAME: radicale.username,
      BOOKING_CALDAV_PASSWORD: radicale.password,
    });
    await until(() => flaky.state.refusedWrites >= 2, { what: "two refused writes" });
    const other = newBookingCapability();
    await stores.messages.insert({
      ...storedMessage(now, minute),
      jobs: [],
      bookingCapabilityHash: other.hash,
    });
    expect((await service.book(other.token, slotStart, undefined, silent)).kind).toBe("taken");
    flaky.state.writesFail = false;
    // The attendance question waits for the demo's end; every other job is due now.
    const dueNow = async () =>
      (await stores.messages.jobsOf(messageId)).filter(
        (job) => job.event !== "booking.attendance_request",
      );
    await until(async () => (await dueNow()).every((job) => job.status === "sent"), {
      what: "every job due now sent",
    });
    expect(await eventsInCalendar(url)).toHaveLength(1);
    const event = (await stores.messages.jobsOf(messageId)).find(
      (job) => job.channel === "calendar",
    );
    expect(event?.attempts).toBeGreaterThanOrEqual(3);
  });

  it("mails the team an invitation when its calendar is a read-only feed", async () => {
    const feed = await startIcsFeed(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//EN\r\nEND:VCALENDAR\r\n",
    );
    cleanup(() => feed.stop());
    const { sink } = await bookAndDeliver(
      { BOOKING_SECRET: bookingSecret, BOOKING_BUSY_ICS_URL: feed.url },
      "en",
    );
    const mails = await sink.waitFor(2);
    const team = mails.find((mail) => mail.headers.get("to")?.includes(inbox));
    const visitor = mails.find((mail) => mail.headers.get("to")?.includes("anna@example.nl"));
    if (!team || !visitor) throw new Error("a mail is missing");
    expect(team.headers.get("subject")).toBe(
      "Demo booked: Anna de Vries (C), Monday, 1 March 2027 at 10:30",
    );
    expect(team.headers.get("reply-to")).toContain("anna@example.nl");
    expect(visitor.headers.get("subject")).toBe(
      "Your AuditReady demo: Monday, 1 March 2027 at 09:30",
    );
    expect(invitationIn(team).event.uid).toBe(invitationIn(visitor).event.uid);
  });
});
