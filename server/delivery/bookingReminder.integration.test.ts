import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { runOnSqliteFile } from "../../tests/support/operationOnFile";
import type { ReceivedMail } from "../../tests/support/parseMail";
import { smtpSink } from "../../tests/support/smtpSink";
import { storedMessage } from "../../tests/support/storedMessage";
import { until } from "../../tests/support/until";
import { readBookingConfig } from "../booking/bookingSettings";
import { bookingService } from "../booking/bookingService";
import { newBookingCapability } from "../booking/capability";
import { openCalendar } from "../booking/openCalendar";
import type { Operation } from "../storage/operation";
import { moveReminder } from "../storage/reminders";
import { SqliteStorage } from "../storage/sqliteStorage";
import { bookingJobsFor } from "./bookingChannels";
import { DeliveryWorker } from "./deliveryWorker";
import { smtpTransport } from "./mail/transport";

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
 * A visitor who books the 10:30 demo with a reminder `leadMs` ahead, and a worker delivering on
 * a clock that starts at the booking and runs in real time; the transport notes when (on that
 * clock) each reminder was handed to the SMTP server.
 */
async function bookWithReminder(leadMs: number, lang: "en" | "nl") {
  const calendarFile = path.join(dir, `${Math.random().toString(36).slice(2)}.ics`);
  writeFileSync(
    calendarFile,
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//EN\r\nEND:VCALENDAR\r\n",
  );
  const config = readBookingConfig(
    {
      BOOKING_CALENDAR_FILE: calendarFile,
      BOOKING_LOCATION: "https://meet.example.com/auditready-demo",
    },
    dir,
  );
  if (!config) throw new Error("no calendar");
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`);
  const storage = new SqliteStorage(file);
  cleanup(() => storage.close());
  const sink = await smtpSink();
  await sink.start();
  cleanup(() => sink.stop());
  const startedAt = Date.now();
  const clock = () => bookedAt + (Date.now() - startedAt);
  const smtp = smtpTransport(sink.url);
  const reminderHandedOverAt: number[] = [];
  const calendar = openCalendar(config);
  const worker = new DeliveryWorker({
    now: clock,
    storage,
    transport: {
      send: (mail) => {
        if (mail.messageId.includes(".reminder.")) reminderHandedOverAt.push(clock());
        return smtp.send(mail);
      },
      close: () => smtp.close(),
    },
    logger: silent,
    mail: {
      from: "AuditReady website <website@auditready.example>",
      to: "sales@auditready.example",
      inboxLang: "en",
      productName: "AuditReady",
    },
    bookings: { calendar, timeZone: config.rules.timeZone, storage, location: config.location },
    pollMs: 50,
    leaseMs: minute,
    batchSize: 5,
    schedule: { baseMs: 50, capMs: 200 },
  });
  const { token, hash } = newBookingCapability();
  const message = { ...storedMessage(bookedAt, 60 * minute), lang, bookingCapabilityHash: hash };
  message.fields = { ...message.fields, firstName: "Anna", lastName: "de Vries" };
  await storage.insert({ ...message, jobs: [] });
  const service = bookingService({
    config,
    calendar,
    storage,
    jobs: bookingJobsFor(calendar),
    giveUpAfterMs: 5 * minute,
    reminderLeadMs: leadMs,
    onStored: () => worker.nudge(),
    now: clock,
  });
  worker.start();
  cleanup(() => worker.stop());
  const outcome = await service.book(token, halfPastTen, "Europe/London", silent);
  expect(outcome.kind).toBe("booked");
  const reminderJob = async () =>
    (await storage.jobsOf(message.id)).filter((job) => job.kind === "bookingReminder");
  return {
    file,
    storage,
    sink,
    worker,
    clock,
    reminderHandedOverAt,
    messageId: message.id,
    reminderJob,
  };
}

describe("the reminder before a demo (SQLite, SMTP on loopback, a short lead time)", () => {
  it("is sent once, at its time, in the visitor's language and zone, with how to join", async () => {
    // Due a second and a half after the booking, well past the give-up window of the message's
    // own mails (5 minutes on this clock would not matter: the reminder's window ends at the demo).
    const lead = halfPastTen - bookedAt - 1500;
    const { sink, worker, reminderHandedOverAt, reminderJob } = await bookWithReminder(lead, "nl");
    const [job] = await reminderJob();
    expect(job?.nextAttemptAt).toBe(halfPastTen - lead);

    await until(() => sink.mails.some(isReminder), { what: "the reminder" });
    expect(reminderHandedOverAt).toHaveLength(1);
    expect(reminderHandedOverAt[0]).toBeGreaterThanOrEqual(halfPastTen - lead);
    const reminder = sink.mails.find(isReminder);
    expect(reminder?.headers.get("to")).toContain("a@b.nl");
    expect(reminder?.headers.get("subject")).toBe(
      "Herinnering: uw demo van AuditReady op maandag 1 maart 2027 om 09:30",
    );
    expect(reminder?.text).toContain("(Europe/London)");
    expect(reminder?.text).toContain("Zo neemt u deel: https://meet.example.com/auditready-demo");
    expect(reminder?.text).toContain("Beantwoord dan gewoon deze mail");

    // The job is marked sent once the SMTP server has answered, a moment after the sink has it.
    await until(async () => (await reminderJob())[0]?.status === "sent", { what: "marked sent" });
    expect(await worker.deliverDue()).toBe(0);
    expect(sink.mails.filter(isReminder)).toHaveLength(1);
  });

  it("sends nothing once the booking is cancelled, and counts the reminder as done", async () => {
    const lead = halfPastTen - bookedAt - 1500;
    const { file, sink, reminderHandedOverAt, reminderJob, messageId } = await bookWithReminder(
      lead,
      "en",
    );
    const cancel = function* (): Operation<void> {
      yield {
        sql: "UPDATE bookings SET status = 'cancelled' WHERE message_id = ?",
        params: [messageId],
      };
    };
    runOnSqliteFile(file, cancel());
    await until(async () => (await reminderJob())[0]?.status === "sent", {
      what: "the reminder's job done",
    });
    expect(reminderHandedOverAt).toEqual([]);
    expect(sink.mails.filter(isReminder)).toEqual([]);
  });

  it("follows its booking to a new start, and is dropped when the new start is less than the lead ahead", async () => {
    // Booked for 10:30 the reminder is due in 30 minutes; moved to 10:00 it is due in 2 seconds.
    const lead = ten - bookedAt - 2000;
    const { file, sink, clock, reminderHandedOverAt, reminderJob, messageId } =
      await bookWithReminder(lead, "en");
    expect((await reminderJob())[0]?.nextAttemptAt).toBe(halfPastTen - lead);
    const move = function* (): Operation<void> {
      yield {
        sql: "UPDATE bookings SET slot_start = ?, slot_end = ? WHERE message_id = ?",
        params: [ten, ten + 30 * minute, messageId],
      };
      yield* moveReminder(messageId, ten, clock(), lead);
    };
    runOnSqliteFile(file, move());
    expect((await reminderJob())[0]?.nextAttemptAt).toBe(ten - lead);

    await until(() => sink.mails.some(isReminder), { what: "the moved reminder" });
    expect(reminderHandedOverAt[0]).toBeGreaterThanOrEqual(ten - lead);
    expect(sink.mails.find(isReminder)?.headers.get("subject")).toBe(
      "Reminder: your AuditReady demo on Monday, 1 March 2027 at 09:00",
    );
    await until(async () => (await reminderJob())[0]?.status === "sent", { what: "marked sent" });
    expect(await reminderJob()).toHaveLength(1);

    runOnSqliteFile(file, moveReminder(messageId, halfPastTen, clock(), lead));
    expect((await reminderJob()).map((job) => [job.status, job.nextAttemptAt])).toEqual([
      ["pending", halfPastTen - lead],
    ]);
    runOnSqliteFile(file, moveReminder(messageId, halfPastTen, clock(), 3 * 60 * minute));
    expect(await reminderJob()).toEqual([]);
  });
});
