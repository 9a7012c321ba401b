import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../../tests/integration/postgresCluster";
import { startRadicale, type RadicaleServer } from "../../../tests/integration/radicaleServer";
import {
  leadsCli,
  startApiServer,
  untilSettled,
  type ApiServer,
} from "../../../tests/support/apiServer";
import { bookableAllDay } from "../../../tests/support/bookingVisitor";
import { caldavEvents } from "../../../tests/support/caldavEvents";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { storedMessage } from "../../../tests/support/storedMessage";
import { until } from "../../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../../tests/support/webhookReceiver";
import { reminderJobsFor } from "../../booking/reminderSchedule";

const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "spam-cleanup-"));
let radicale: RadicaleServer;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(async () => {
  await radicale?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const minute = 60_000;
const spamCount = 50;

/** The team's calendar as the test reads it back: a local file, or a Radicale collection. */
interface TeamCalendar {
  env: Record<string, string>;
  events: () => Promise<number>;
}

async function fileCalendar(): Promise<TeamCalendar> {
  const file = path.join(dir, `${randomUUID()}.ics`);
  const events = async () => {
    try {
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")));
      return calendar.getAllSubcomponents("vevent").length;
    } catch {
      return 0;
    }
  };
  return { env: { BOOKING_CALENDAR_FILE: file }, events };
}

async function radicaleCalendar(): Promise<TeamCalendar> {
  const url = await radicale.newCalendar(`spam-${randomUUID()}`);
  const env = {
    BOOKING_CALDAV_URL: url,
    BOOKING_CALDAV_USERNAME: radicale.username,
    BOOKING_CALDAV_PASSWORD: radicale.password,
  };
  // Read while Radicale deletes, the listing can name an object it then no longer has (404).
  const events = async () =>
    (await caldavEvents(url, radicale.authorization).catch(() => null))?.length ?? -1;
  return { env, events };
}

/**
 * A booking stored as the booking service stores one, with the jobs that put its event in the
 * team's calendar and schedule its reminder (no mail: the addresses below must get none at all).
 */
async function seedBooking(api: ApiServer, email: string, start: number) {
  const now = Date.now();
  const hash = randomUUID();
  const message = { ...storedMessage(now, minute), bookingCapabilityHash: hash, jobs: [] };
  message.fields = { ...message.fields, email };
  await api.api.stores.messages.insert(message);
  const booked = await api.api.stores.booking.book({
    id: randomUUID(),
    capabilityHash: hash,
    calendar: "seeded",
    host: "seeded",
    start,
    end: start + 30 * minute,
    visitorZone: "Europe/Amsterdam",
    jobs: [
      { event: "booking.created", channel: "calendar", target: "" },
      ...reminderJobsFor(start, now, 60 * minute),
    ],
    now,
    deliverUntil: now + 10 * minute,
  });
  if (booked.kind !== "booked") throw new Error(booked.kind);
  return { bookingId: booked.booking.id, messageId: message.id, email };
}

interface Webhook {
  type: string;
  data: { bookingId: string; reason: string | null; changedBy: string };
}

const cancellations = (receiver: WebhookReceiver): (Webhook & { verified: boolean })[] =>
  receiver.requests
    .map((request) => ({ verified: request.verified, ...(JSON.parse(request.body) as Webhook) }))
    .filter((body) => body.type === "booking.cancelled");

const setups = [
  { name: "SQLite, calendar file", databaseUrl: async () => "", calendar: fileCalendar },
  {
    name: "PostgreSQL, Radicale",
    databaseUrl: async () => createDatabase(inject("postgresUrl"), "spam_cleanup"),
    calendar: radicaleCalendar,
  },
];

describe.each(setups)("leads -- spam ($name)", (setup) => {
  async function team() {
    const sink: SmtpSink = await smtpSink();
    await sink.start();
    cleanup(() => sink.stop());
    const receivers = [await webhookReceiver(), await webhookReceiver(), await webhookReceiver()];
    for (const receiver of receivers) {
      await receiver.start();
      cleanup(() => receiver.stop());
    }
    const [crm, archive, slack] = receivers as [WebhookReceiver, WebhookReceiver, WebhookReceiver];
    const calendar = await setup.calendar();
    const env = {
      ...bookableAllDay,
      ...calendar.env,
      DATABASE_URL: await setup.databaseUrl(),
      SMTP_URL: sink.url,
      LEAD_WEBHOOKS: `${crm.entry} ${archive.entry}`,
      LEAD_SLACK_WEBHOOK_URL: slack.url,
    };
    const api = await startApiServer(env);
    cleanup(() => api.close());
    return { api, env, sink, webhooks: [crm, archive], slack, calendar };
  }

  it("removes 50 bookings of a domain in one run: the events leave the calendar, every webhook target gets the cancellations with reason spam, nothing reaches the addresses", async () => {
    const { api, env, sink, webhooks, slack, calendar } = await team();
    const first = Math.ceil((Date.now() + 3 * 60 * minute) / (30 * minute)) * 30 * minute;
    const slot = (n: number) => first + n * 30 * minute;
    const spam = [];
    for (let n = 0; n < spamCount; n++) {
      const domain = n % 2 === 0 ? "spam.example" : "mx.spam.example";
      spam.push(await seedBooking(api, `bot${n}+demo@${domain}`, slot(n)));
    }
    const people = [
      await seedBooking(api, "anna@example.com", slot(spamCount)),
      await seedBooking(api, "bram@notspam.example", slot(spamCount + 1)),
    ];
    await until(async () => (await calendar.events()) === spamCount + 2, {
      what: "the 52 events in the team's calendar",
      timeoutMs: 60_000,
    });
    const jobsBefore = await api.api.stores.messages.jobsOf(spam[0]?.messageId ?? "");

    const dry = await leadsCli(api, ["spam", "--domain", "Spam.Example", "--dry-run"], env);
    expect(dry.stdout).toContain(`Would remove ${spamCount} bookings as spam`);
    expect(dry.stdout).toContain("Dry run: nothing changed.");
    for (const { bookingId } of [...spam, ...people]) {
      expect((await api.api.stores.booking.bookingById(bookingId))?.status).toBe("active");
    }
    expect(await api.api.stores.messages.jobsOf(spam[0]?.messageId ?? "")).toEqual(jobsBefore);
    expect((await api.api.stores.booking.spamMarks(spam.map((s) => s.messageId))).size).toBe(0);

    const started = performance.now();
    const run = await leadsCli(api, ["spam", "--domain", "spam.example", "--block"], env);
    const runMs = performance.now() - started;
    expect(run.stdout).toContain(
      `${spamCount} bookings cancelled as spam, ${spamCount} messages marked as spam, ${spamCount * 4} jobs queued`,
    );
    expect(run.stdout).toContain("no mail to the visitor's address");
    expect(await api.api.stores.screening.blockedEntries()).toEqual(["spam.example"]);

    for (const receiver of webhooks) {
      await until(() => cancellations(receiver).length >= spamCount, {
        what: `${spamCount} cancellations at a webhook target`,
        timeoutMs: 60_000,
      });
    }
    await until(async () => (await calendar.events()) === people.length, {
      what: "only the two real demos left in the calendar",
      timeoutMs: 60_000,
    });
    for (const { messageId } of spam) await untilSettled(api, messageId);
    const drainedMs = performance.now() - started;

    const spamIds = spam.map((s) => s.bookingId).sort();
    for (const receiver of webhooks) {
      const received = cancellations(receiver);
      expect(received.every((webhook) => webhook.verified)).toBe(true);
      expect(received.map((webhook) => webhook.data.reason)).toEqual(Array(spamCount).fill("spam"));
      expect(received.map((webhook) => webhook.data.bookingId).sort()).toEqual(spamIds);
    }
    const slackLines = slack.requests.map((r) => (JSON.parse(r.body) as { text: string }).text);
    expect(slackLines.filter((line) => line.includes("removed as spam"))).toHaveLength(spamCount);
    const addressed = sink.mails.filter((mail) =>
      /spam\.example/.test(mail.headers.get("to")?.toString() ?? ""),
    );
    expect(addressed).toEqual([]);
    for (const { messageId } of spam) {
      const reminder = (await api.api.stores.messages.jobsOf(messageId)).filter(
        (job) => job.event === "booking.reminder",
      );
      expect(reminder.map((job) => job.status)).toEqual(reminder.map(() => "sent"));
    }

    const marks = await api.api.stores.booking.spamMarks(
      [...spam, ...people].map((s) => s.messageId),
    );
    expect(marks.size).toBe(spamCount);
    expect(people.some((person) => marks.has(person.messageId))).toBe(false);
    for (const { bookingId } of people) {
      expect((await api.api.stores.booking.bookingById(bookingId))?.status).toBe("active");
    }
    const shown = await leadsCli(api, ["show", spam[0]?.messageId ?? ""], env);
    expect(shown.stdout).toMatch(/spam: +removed as spam /);
    expect((await leadsCli(api, ["list"], env)).stdout.match(/ spam /g)).toHaveLength(spamCount);
    console.info(
      `leads spam (${setup.name}): ${spamCount} bookings, command ${Math.round(runMs)} ms, all delivered ${Math.round(drainedMs)} ms`,
    );
  });

  it("removes bookings named by id or booked in a time window, and refuses a selection it cannot read", async () => {
    const { api, env, webhooks } = await team();
    const since = new Date().toISOString();
    const at = Math.ceil((Date.now() + 3 * 60 * minute) / (30 * minute)) * 30 * minute;
    const one = await seedBooking(api, "one@example.org", at);
    const two = await seedBooking(api, "two@example.org", at + 30 * minute);
    const run = await leadsCli(api, ["spam", "--ids", `${one.bookingId},${two.messageId}`], env);
    expect(run.stdout).toContain("2 bookings cancelled as spam");
    await until(() => cancellations(webhooks[0] as WebhookReceiver).length === 2, {
      what: "two cancellations",
    });
    const three = await seedBooking(api, "three@example.org", at + 60 * minute);
    const until1 = new Date(Date.now() + minute).toISOString();
    const window = await leadsCli(api, ["spam", "--from", since, "--to", until1], env);
    expect(window.stdout).toContain(`Removing 1 bookings as spam:\n  ${three.bookingId}`);
    await expect(leadsCli(api, ["spam", "--domain", "a@b.example"], env)).rejects.toMatchObject({
      stderr: expect.stringContaining("--domain"),
    });
    await expect(
      leadsCli(api, ["spam", "--from", "2026-11-26T10:00:00Z"], env),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("--from and --to") });
  });
});
