import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../../tests/integration/radicaleServer";
import { leadsCli, startApiServer, type ApiServer } from "../../../tests/support/apiServer";
import {
  bookableAllDay,
  bookedVisitor,
  calendarOf,
  formIn,
  linksIn,
  offeredStarts,
  submitForm,
} from "../../../tests/support/bookingVisitor";
import { caldavEvents } from "../../../tests/support/caldavEvents";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import type { ReceivedMail } from "../../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { until } from "../../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../../tests/support/webhookReceiver";

const cleanup = cleanupAfterEach();
const minute = 60_000;

let radicale: RadicaleServer;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(() => radicale?.stop());

interface Team {
  api: ApiServer;
  sink: SmtpSink;
  receiver: WebhookReceiver;
  calendarUrl: string;
  env: Record<string, string>;
}

/** The server with a Radicale calendar, SMTP on loopback and a verifying webhook receiver. */
async function team(): Promise<Team> {
  const calendarUrl = await radicale.newCalendar(`manage-${Date.now()}`);
  const sink = await smtpSink();
  await sink.start();
  cleanup(() => sink.stop());
  const receiver = await webhookReceiver();
  await receiver.start();
  cleanup(() => receiver.stop());
  const env = {
    ...bookableAllDay,
    OUTBOX_RETRY_BASE_MS: "50",
    BOOKING_CALDAV_URL: calendarUrl,
    BOOKING_CALDAV_USERNAME: radicale.username,
    BOOKING_CALDAV_PASSWORD: radicale.password,
    SMTP_URL: sink.url,
    LEAD_WEBHOOKS: receiver.entry,
  };
  const api = await startApiServer(env);
  cleanup(() => api.close());
  return { api, sink, receiver, calendarUrl, env };
}

const eventsIn = (url: string) => caldavEvents(url, radicale.authorization);

/** The visitor's mails, by subject, once `count` of them arrived. */
async function visitorMails(sink: SmtpSink, email: string, count: number) {
  let mine: ReceivedMail[] = [];
  await until(
    () => {
      mine = sink.mails.filter((mail) => mail.headers.get("to")?.includes(email));
      return mine.length >= count;
    },
    { what: `${count} mails to ${email}` },
  );
  return mine;
}

/** The booking webhooks of one type, each with its signature checked at arrival. */
async function bookingWebhooks(receiver: WebhookReceiver, type: string) {
  let found: { verified: boolean; timestamp: string; data: Record<string, unknown> }[] = [];
  await until(
    () => {
      found = receiver.requests
        .map((request) => ({
          verified: request.verified,
          ...(JSON.parse(request.body) as {
            type: string;
            timestamp: string;
            data: Record<string, unknown>;
          }),
        }))
        .filter((body) => body.type === type);
      return found.length > 0;
    },
    { what: `a ${type} webhook` },
  );
  return found;
}

const iso = (ms: number) => new Date(ms).toISOString();

const langs = [
  {
    lang: "en",
    cancelTitle: "Cancel your demo?",
    zone: "(Central European Time)",
    cancelledTitle: "Your demo is cancelled",
    cancelledSubject: /^Your AuditReady demo is cancelled/,
    rescheduleTitle: "Move your demo",
    rescheduledTitle: "Your demo has moved",
    rescheduledSubject: /^Your AuditReady demo has moved/,
  },
  {
    lang: "nl",
    cancelTitle: "Uw demo annuleren?",
    zone: "(Midden-Europese tijd)",
    cancelledTitle: "Uw demo is geannuleerd",
    cancelledSubject: /^Uw demo van AuditReady is geannuleerd/,
    rescheduleTitle: "Uw demo verzetten",
    rescheduledTitle: "Uw demo is verzet",
    rescheduledSubject: /^Uw demo van AuditReady is verzet/,
  },
] as const;

describe.each(langs)(
  "managing a booking from the mail's links in $lang (Radicale, SMTP, webhooks on loopback)",
  (copy) => {
    it("cancels from the link without scripts: a GET changes nothing, the form's POST removes the event, mails a CANCEL and tells the webhook", async () => {
      const { api, sink, receiver, calendarUrl } = await team();
      const anna = await bookedVisitor(api, { email: "anna@example.com", lang: copy.lang });
      const [invitation] = await visitorMails(sink, "anna@example.com", 1);
      if (!invitation) throw new Error("no invitation");
      const request = calendarOf(invitation);
      expect([request.method, request.sequence]).toEqual(["REQUEST", 0]);
      const created = await bookingWebhooks(receiver, "booking.created");
      expect(created[0]).toMatchObject({
        verified: true,
        data: { bookingId: anna.bookingId, messageId: anna.messageId, changedBy: "visitor" },
      });
      await until(async () => (await eventsIn(calendarUrl)).length === 1, { what: "the event" });

      const links = linksIn(invitation, api);
      const page = await fetch(links.cancel);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(copy.cancelTitle);
      expect(html).toContain(copy.zone);
      // The GET (a mail scanner's) left the booking and its deliveries as they were.
      expect((await api.api.stores.booking.bookingById(anna.bookingId))?.status).toBe("active");
      const jobsBefore = await api.api.stores.messages.jobsOf(anna.messageId);

      const cancelled = await submitForm(api, formIn(html));
      expect(cancelled.status).toBe(200);
      expect(await cancelled.text()).toContain(copy.cancelledTitle);
      expect((await api.api.stores.messages.jobsOf(anna.messageId)).length).toBeGreaterThan(
        jobsBefore.length,
      );

      const [, cancelMail] = await visitorMails(sink, "anna@example.com", 2);
      if (!cancelMail) throw new Error("no cancellation");
      const cancel = calendarOf(cancelMail);
      expect(cancel.contentType).toMatch(/method=CANCEL/i);
      expect([cancel.method, cancel.uid, cancel.status]).toEqual([
        "CANCEL",
        request.uid,
        "CANCELLED",
      ]);
      expect(cancel.sequence).toBeGreaterThan(request.sequence);
      expect(cancelMail.headers.get("subject")).toMatch(copy.cancelledSubject);
      await until(async () => (await eventsIn(calendarUrl)).length === 0, {
        what: "the event removed from Radicale",
      });
      const [webhook] = await bookingWebhooks(receiver, "booking.cancelled");
      expect(webhook).toMatchObject({
        verified: true,
        timestamp: expect.any(String),
        data: {
          bookingId: anna.bookingId,
          messageId: anna.messageId,
          old: { start: iso(anna.start), end: iso(anna.start + 30 * minute) },
          new: null,
          timeZone: "Europe/Amsterdam",
          visitorTimeZone: "Europe/Amsterdam",
          changedBy: "visitor",
          sequence: 1,
        },
      });
      // The message may book again, and the cancelled slot is free for it.
      expect(await offeredStarts(api, anna.token)).toContain(anna.start);
    });

    it("reschedules: one event at the new time under the same UID, a REQUEST with a higher SEQUENCE, the old slot bookable again", async () => {
      const { api, sink, receiver, calendarUrl } = await team();
      const bram = await bookedVisitor(api, { email: "bram@example.nl", lang: copy.lang });
      const [invitation] = await visitorMails(sink, "bram@example.nl", 1);
      if (!invitation) throw new Error("no invitation");
      const first = calendarOf(invitation);

      const links = linksIn(invitation, api);
      const jobsBefore = await api.api.stores.messages.jobsOf(bram.messageId);
      const page = await fetch(links.reschedule);
      expect(page.status).toBe(200);
      const html = await page.text();
      // The GET (a mail scanner's) moved nothing and sent nothing.
      const untouched = await api.api.stores.booking.bookingById(bram.bookingId);
      expect([untouched?.start, untouched?.status]).toEqual([bram.start, "active"]);
      expect(await api.api.stores.messages.jobsOf(bram.messageId)).toHaveLength(jobsBefore.length);
      expect(html).toContain(copy.rescheduleTitle);
      expect(html).toContain(`value="${bram.start}" required checked`);
      const later = bram.starts.find((start) => start > bram.start);
      if (later === undefined) throw new Error("no later slot");
      const moved = await submitForm(api, formIn(html, { start: String(later) }));
      expect(moved.status).toBe(200);
      const movedHtml = await moved.text();
      expect(movedHtml).toContain(copy.rescheduledTitle);
      expect(movedHtml).toContain("/api/booking/cancel?");

      const [, update] = await visitorMails(sink, "bram@example.nl", 2);
      if (!update) throw new Error("no update");
      const second = calendarOf(update);
      expect([second.method, second.uid, second.start]).toEqual(["REQUEST", first.uid, later]);
      expect(second.sequence).toBeGreaterThan(first.sequence);
      expect(update.headers.get("subject")).toMatch(copy.rescheduledSubject);
      expect(update.text).toContain("/api/booking/reschedule?");
      await until(
        async () => {
          const events = await eventsIn(calendarUrl);
          return (
            events.length === 1 &&
            events[0]?.uid === first.uid &&
            events[0]?.startDate.toJSDate().getTime() === later
          );
        },
        { what: "one event at the new time in Radicale" },
      );
      const [webhook] = await bookingWebhooks(receiver, "booking.rescheduled");
      expect(webhook?.verified).toBe(true);
      expect(webhook?.data).toMatchObject({
        old: { start: iso(bram.start) },
        new: { start: iso(later) },
        changedBy: "visitor",
      });

      const carla = await bookedVisitor(api, {
        email: "carla@example.nl",
        lang: "nl",
        start: bram.start,
      });
      expect(carla.start).toBe(bram.start);
    });
  },
);

describe("the operator's side of a booking (Radicale, SMTP, webhooks on loopback)", () => {
  it("lets the operator cancel with leads -- cancel-booking run without the server's settings: the visitor's CANCEL, the event gone, the server's webhook says operator", async () => {
    const { api, sink, receiver, calendarUrl } = await team();
    const dirk = await bookedVisitor(api, { email: "dirk@example.com", lang: "en" });
    await until(async () => (await eventsIn(calendarUrl)).length === 1, { what: "the event" });
    // Only where the database is: no calendar, no LEAD_WEBHOOKS, no SMTP in the command's settings.
    const { stdout } = await leadsCli(api, ["cancel-booking", dirk.bookingId]);
    expect(stdout).toContain(`Booking ${dirk.bookingId}`);
    expect(stdout).toContain(`webhook http://127.0.0.1:${receiver.port} #`);
    expect(stdout).toContain("event in the team's calendar");
    const [, cancelMail] = await visitorMails(sink, "dirk@example.com", 2);
    if (!cancelMail) throw new Error("no cancellation");
    expect(calendarOf(cancelMail).method).toBe("CANCEL");
    expect(cancelMail.text).toContain("we have had to cancel");
    await until(async () => (await eventsIn(calendarUrl)).length === 0, { what: "no event" });
    const [webhook] = await bookingWebhooks(receiver, "booking.cancelled");
    expect(webhook?.data.changedBy).toBe("operator");
    expect(webhook?.verified).toBe(true);
    await expect(leadsCli(api, ["cancel-booking", dirk.bookingId])).rejects.toMatchObject({
      stderr: expect.stringContaining("already cancelled"),
    });
  });

  it("refuses the operator's cancel, naming what is missing, where no server recorded its targets", async () => {
    const { api, receiver } = await team();
    const erik = await bookedVisitor(api, { email: "erik@example.com", lang: "en" });
    // As in a database no server of this version has started on.
    await api.api.stores.messages.recordDeliveryTargets([]);
    await expect(leadsCli(api, ["cancel-booking", erik.bookingId])).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /No server has recorded its delivery targets.*nothing was changed/,
      ),
    });
    expect((await api.api.stores.booking.bookingById(erik.bookingId))?.status).toBe("active");
    expect(
      receiver.requests.filter((request) => request.body.includes("booking.cancelled")),
    ).toEqual([]);
  });

  it("removes an erased person's demo from the team's calendar with leads -- erase-person", async () => {
    const { api, calendarUrl, env } = await team();
    const erin = await bookedVisitor(api, { email: "erin@example.com", lang: "en" });
    await until(async () => (await eventsIn(calendarUrl)).length === 1, { what: "the event" });
    const { stdout } = await leadsCli(api, ["erase-person", "erin@example.com", "--yes"], env);
    expect(stdout).toMatch(/calendar events: +1/);
    expect(await eventsIn(calendarUrl)).toEqual([]);
    expect(await api.api.stores.booking.bookingById(erin.bookingId)).toBeNull();
  });
});

describe("the slot list after a change (Radicale on loopback)", () => {
  it("offers a slot freed by a cancel as soon as its event is gone, not up to a minute later", async () => {
    const { api, sink, calendarUrl } = await team();
    const anna = await bookedVisitor(api, { email: "anna@example.com", lang: "en" });
    const [invitation] = await visitorMails(sink, "anna@example.com", 1);
    if (!invitation) throw new Error("no invitation");
    await until(async () => (await eventsIn(calendarUrl)).length === 1, { what: "the event" });
    // Bram's booking checks the calendar itself, so the list's cached copy now has Anna's event.
    const other = anna.starts.find((start) => start !== anna.start);
    await bookedVisitor(api, { email: "bram@example.com", lang: "en", start: other });
    await until(async () => (await eventsIn(calendarUrl)).length === 2, { what: "two events" });

    const page = await fetch(linksIn(invitation, api).cancel);
    expect(page.status).toBe(200);
    expect((await submitForm(api, formIn(await page.text()))).status).toBe(200);
    // Read while Radicale deletes, the listing can name an object it then no longer has (404).
    await until(async () => (await eventsIn(calendarUrl).catch(() => null))?.length === 1, {
      what: "Anna's event gone",
    });
    expect(await offeredStarts(api, anna.token)).toContain(anna.start);
  });
});
