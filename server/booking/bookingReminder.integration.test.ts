import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { bookingSecret } from "../../tests/support/bookingSecret";
import { bookingTestWorker, testSiteOrigin } from "../../tests/support/bookingWorker";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import type { ReceivedMail } from "../../tests/support/parseMail";
import { smtpSink } from "../../tests/support/smtpSink";
import { storedMessage } from "../../tests/support/storedMessage";
import { until } from "../../tests/support/until";
import {
  bookingLinks,
  checkLink,
  manageBookingPath,
  signedLinkOf,
  type LinkAction,
} from "./bookingLinks";
import { readBookingConfig } from "../config/bookingSettings";
import { bookingService } from "./bookingService";
import { newBookingCapability } from "./capability";
import { manageBooking } from "./manage/manageBooking";
import { openCalendar } from "./calendar/openCalendar";
import { configuredTargets } from "../delivery/channels";
import { bookingJobsFor } from "./bookingJobs";
import { smtpTransport } from "../delivery/mail/transport";
import { sqliteStores } from "../../tests/support/stores";

const minute = 60_000;
// Monday 1 March 2027, 08:00 in Amsterdam; the demo is booked for 10:30 (or moved to 10:00).
const bookedAt = Date.UTC(2027, 2, 1, 7, 0);
const halfPastTen = Date.UTC(2027, 2, 1, 9, 30);
const ten = Date.UTC(2027, 2, 1, 9, 0);
const silent = pino({ level: "silent" });
const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "booking-reminder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isReminder = (mail: ReceivedMail) => mail.headers.get("message-id")?.includes(".reminder.");

/**
 * A visitor who books the 10:30 demo with a reminder `leadMs` ahead, through the booking
 * service, and can then move or cancel it through the signed links' service; a worker delivers
 * on a clock that starts at the booking and runs in real time, and the transport notes when (on
 * that clock) each reminder was handed to the SMTP server.
 */
async function bookWithReminder(leadMs: number, lang: "en" | "nl") {
  const calendarFile = path.join(dir, `${Math.random().toString(36).slice(2)}.ics`);
  writeFileSync(
    calendarFile,
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//EN\r\nEND:VCALENDAR\r\n",
  );
  const config = readBookingConfig(
    {
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALENDAR_FILE: calendarFile,
      BOOKING_MIN_NOTICE_MINUTES: "0",
      BOOKING_LOCATION: "https://meet.example.com/auditready-demo",
    },
    dir,
  );
  if (!config) throw new Error("no calendar");
  const stores = sqliteStores(path.join(dir, `${Math.random().toString(36).slice(2)}.db`));
  cleanup(() => stores.engine.close());
  const sink = await smtpSink();
  await sink.start();
  cleanup(() => sink.stop());
  const startedAt = Date.now();
  const clock = () => bookedAt + (Date.now() - startedAt);
  const smtp = smtpTransport(sink.url);
  const reminderHandedOverAt: number[] = [];
  const calendar = openCalendar(config);
  const worker = bookingTestWorker({
    config,
    calendar,
    stores,
    transport: {
      send: (mail) => {
        if (mail.messageId.includes(".reminder.")) reminderHandedOverAt.push(clock());
        return smtp.send(mail);
      },
      close: () => smtp.close(),
    },
    now: clock,
  });
  const { token, hash } = newBookingCapability();
  const message = { ...storedMessage(bookedAt, 60 * minute), lang, bookingCapabilityHash: hash };
  message.fields = { ...message.fields, firstName: "Anna", lastName: "de Vries" };
  await stores.messages.insert({ ...message, jobs: [] });
  const parts = {
    config,
    calendar,
    stores,
    jobs: bookingJobsFor(
      configuredTargets({
        leads: { webhooks: [], slack: null },
        calendarWritable: !!calendar.writer,
      }),
    ),
    giveUpAfterMs: 5 * minute,
    reminderLeadMs: leadMs,
    onStored: () => worker.nudge(),
    now: clock,
  };
  worker.start();
  cleanup(() => worker.stop());
  const outcome = await bookingService(parts).book(token, halfPastTen, "Europe/London", silent);
  if (outcome.kind !== "booked") throw new Error(outcome.kind);
  const signing = { secret: config.secret, origin: testSiteOrigin };
  const linkTo = (action: LinkAction) => {
    const url = new URL(bookingLinks(outcome.booking, lang, signing)[action]);
    const link = signedLinkOf(action, Object.fromEntries(url.searchParams));
    if (!link) throw new Error("no link");
    return link;
  };
  const reminderJobs = async () =>
    (await stores.messages.jobsOf(message.id)).filter((job) => job.event === "booking.reminder");
  return {
    config,
    sink,
    worker,
    clock,
    reminderHandedOverAt,
    booking: outcome.booking,
    manage: manageBooking(parts),
    linkTo,
    reminderJobs,
  };
}

/** The links of a mail's text that lead to a booking's cancel and reschedule pages. */
function manageLinksIn(text: string) {
  return [...text.matchAll(/https:\/\/\S+/g)]
    .map((match) => new URL(match[0]))
    .filter((url) => Object.values(manageBookingPath).includes(url.pathname));
}

describe("the reminder before a demo (SQLite, SMTP on loopback, a short lead time)", () => {
  it("is sent once, at its time, in the visitor's language and zone, with how to join and both signed links", async () => {
    // Due a second and a half after the booking, well past the give-up window of the message's
    // own mails (5 minutes on this clock would not matter: the reminder's window ends at the demo).
    const lead = halfPastTen - bookedAt - 1500;
    const { config, sink, worker, clock, reminderHandedOverAt, reminderJobs, booking } =
      await bookWithReminder(lead, "nl");
    const [job] = await reminderJobs();
    expect(job?.nextAttemptAt).toBe(halfPastTen - lead);

    await until(() => sink.mails.some(isReminder), { what: "the reminder" });
    expect(reminderHandedOverAt).toHaveLength(1);
    expect(reminderHandedOverAt[0]).toBeGreaterThanOrEqual(halfPastTen - lead);
    const reminder = sink.mails.find(isReminder);
    expect(reminder?.headers.get("to")).toContain("a@b.nl");
    expect(reminder?.headers.get("subject")).toBe(
      "Herinnering: uw demo van AuditReady op maandag 1 maart 2027 om 09:30",
    );
    expect(reminder?.text).toContain("(tijd in Verenigd Koninkrijk)");
    expect(reminder?.text).toContain("Zo neemt u deel: https://meet.example.com/auditready-demo");

    const links = manageLinksIn(reminder?.text ?? "");
    expect(links.map((url) => url.pathname)).toEqual([
      manageBookingPath.reschedule,
      manageBookingPath.cancel,
    ]);
    for (const [url, action] of links.map(
      (u, i) => [u, i === 0 ? "reschedule" : "cancel"] as const,
    )) {
      expect(url.origin).toBe(testSiteOrigin);
      expect(url.searchParams.get("lang")).toBe("nl");
      const link = signedLinkOf(action, Object.fromEntries(url.searchParams));
      expect(link?.bookingId).toBe(booking.id);
      expect(link && checkLink(link, config.secret, clock())).toBe("valid");
      // Signed for its own action only: the other action's page refuses it.
      const swapped = action === "cancel" ? "reschedule" : "cancel";
      const misused = signedLinkOf(swapped, Object.fromEntries(url.searchParams));
      expect(misused && checkLink(misused, config.secret, clock())).toBe("invalid");
    }

    // The job is marked sent once the SMTP server has answered, a moment after the sink has it.
    await until(async () => (await reminderJobs())[0]?.status === "sent", { what: "marked sent" });
    expect(await worker.deliverDue()).toBe(0);
    expect(sink.mails.filter(isReminder)).toHaveLength(1);
  });

  it("sends nothing once the visitor has cancelled through the link, and counts the reminder as done", async () => {
    const lead = halfPastTen - bookedAt - 1500;
    const { sink, reminderHandedOverAt, reminderJobs, manage, linkTo, worker, clock } =
      await bookWithReminder(lead, "en");
    expect((await manage.cancel(linkTo("cancel"), silent)).kind).toBe("cancelled");
    // Done at the cancel itself, not when its due time comes.
    expect((await reminderJobs()).map((job) => job.status)).toEqual(["sent"]);
    await until(
      () => sink.mails.some((mail) => mail.headers.get("subject")?.includes("cancelled")),
      {
        what: "the cancellation mail",
      },
    );
    await until(() => clock() > halfPastTen - lead, { what: "the reminder's due time" });
    expect(await worker.deliverDue()).toBe(0);
    expect(reminderHandedOverAt).toEqual([]);
    expect(sink.mails.filter(isReminder)).toEqual([]);
  });

  it("follows the demo when the visitor moves it through the link: one reminder, at the new time", async () => {
    // Booked for 10:30 the reminder is due in 30 minutes; moved to 10:00 it is due in 3 seconds.
    const lead = ten - bookedAt - 3000;
    const { sink, reminderHandedOverAt, reminderJobs, manage, linkTo } = await bookWithReminder(
      lead,
      "en",
    );
    const [booked] = await reminderJobs();
    expect(booked?.nextAttemptAt).toBe(halfPastTen - lead);

    const moved = await manage.reschedule(linkTo("reschedule"), ten, silent);
    expect(moved.kind).toBe("rescheduled");
    const [reminder, ...others] = await reminderJobs();
    expect(others).toEqual([]);
    expect(reminder?.nextAttemptAt).toBe(ten - lead);
    // The job of the reschedule's change: the booking's own reminder is gone, not doubled.
    expect(reminder?.changeId).toBeGreaterThan(booked?.changeId ?? Infinity);

    await until(() => sink.mails.some(isReminder), { what: "the moved reminder" });
    expect(reminderHandedOverAt[0]).toBeGreaterThanOrEqual(ten - lead);
    expect(sink.mails.find(isReminder)?.headers.get("subject")).toBe(
      "Reminder: your AuditReady demo on Monday, 1 March 2027 at 09:00",
    );
    await until(async () => (await reminderJobs())[0]?.status === "sent", { what: "marked sent" });
    expect(await reminderJobs()).toHaveLength(1);
    expect(reminderHandedOverAt).toHaveLength(1);
    // The reminder carries the links of the booking as moved; the invitation's are outdated.
    const mailed = /https?:\/\/\S+\/api\/booking\/reschedule\?\S+/.exec(
      sink.mails.find(isReminder)?.text ?? "",
    )?.[0];
    const fromReminder = signedLinkOf(
      "reschedule",
      Object.fromEntries(new URL(mailed ?? "http://x/").searchParams),
    );
    if (!fromReminder) throw new Error("no reschedule link in the reminder");
    expect((await manage.open(fromReminder, silent)).kind).toBe("active");
    expect((await manage.open(linkTo("reschedule"), silent)).kind).toBe("outdated");
  });
});
