import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedMessage } from "../../../tests/support/storedMessage";
import { bookingEvents } from "../bookingJobs";
import { reminderJobsFor } from "../reminderSchedule";
import type { Stores } from "../../hosts/stores";
import { storageBackends } from "../../../tests/support/databaseBackends";

const minute = 60_000;
const hour = 60 * minute;
const now = Date.UTC(2027, 2, 1, 8, 0);
const start = Date.UTC(2027, 2, 3, 9, 0);

const backends = storageBackends("reminders");

describe.each(backends)("$name: a booking's reminder", ({ open }) => {
  let stores: Stores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores.engine.close());

  async function bookedWithReminder() {
    const hash = randomUUID();
    const message = { ...storedMessage(now, hour), bookingCapabilityHash: hash, jobs: [] };
    await stores.messages.insert(message);
    const result = await stores.booking.book({
      id: randomUUID(),
      capabilityHash: hash,
      calendar: `file:${randomUUID()}`,
      host: `host:${randomUUID()}`,
      start,
      end: start + 30 * minute,
      visitorZone: "Europe/London",
      jobs: [
        { event: "booking.created", channel: "calendar", target: "" },
        { event: "booking.created", channel: "mail", target: "visitor" },
        ...reminderJobsFor(start, now),
      ],
      now,
      deliverUntil: now + hour,
    });
    if (result.kind !== "booked") throw new Error(result.kind);
    const reminder = async () =>
      (await stores.messages.jobsOf(message.id)).filter((job) => job.event === "booking.reminder");
    const moveTo = async (newStart: number, at: number) => {
      const change = { bookingId: result.booking.id, by: "visitor" as const, jobs: [], now: at };
      const slot = { start: newStart, end: newStart + 30 * minute };
      const reminder = reminderJobsFor(newStart, at);
      const moved = await stores.booking.reschedule({
        ...change,
        ...slot,
        reminder,
        deliverUntil: at + hour,
      });
      if (moved.kind !== "changed") throw new Error(moved.kind);
      return moved.change.id;
    };
    return { id: message.id, bookingId: result.booking.id, reminder, moveTo };
  }

  it("waits for its day, is not offered before, and counts as scheduled rather than pending", async () => {
    const { id, reminder } = await bookedWithReminder();
    expect((await reminder())[0]?.nextAttemptAt).toBe(start - 24 * hour);
    const claimed = await stores.messages.claim("w", now, minute, 10);
    const mine = claimed.filter((job) => job.message?.id === id);
    expect(mine.map((job) => job.channel).sort()).toEqual(["calendar", "mail"]);
    for (const job of mine) {
      if (job.channel === "calendar") await stores.messages.markSent(job.jobId, "w", now);
      else await stores.messages.markRetry(job.jobId, "w", now, now + minute, "421 try later");
    }
    expect((await stores.messages.channelCounts(now)).mail).toEqual({ pending: 1, failed: 0 });
    expect(await stores.booking.deliveryCounts(bookingEvents, now)).toEqual({
      mail: { pending: 1, failed: 0, scheduled: 1 },
    });

    const dayBefore = start - 24 * hour;
    const due = await stores.messages.claim("w", dayBefore, minute, 10);
    expect(
      due
        .filter((job) => job.message?.id === id)
        .map((job) => job.event)
        .sort(),
    ).toEqual(["booking.created", "booking.reminder"]);
  });

  it("follows a reschedule in its transaction, starts afresh after it was sent, and is dropped when too close", async () => {
    const { id, reminder, moveTo } = await bookedWithReminder();
    const firstMove = await moveTo(start + 2 * hour, now);
    expect((await reminder()).map((job) => [job.status, job.nextAttemptAt, job.changeId])).toEqual([
      ["pending", start - 22 * hour, firstMove],
    ]);

    const [job] = (await stores.messages.claim("w", start - 22 * hour, minute, 50)).filter(
      (claimed) => claimed.message?.id === id && claimed.event === "booking.reminder",
    );
    if (!job) throw new Error("reminder not due");
    await stores.messages.markSent(job.jobId, "w", start - 22 * hour);
    const secondMove = await moveTo(start + 48 * hour, start - 21 * hour);
    const unsent = async () => (await reminder()).filter((r) => r.status !== "sent");
    expect(
      (await unsent()).map((r) => [r.status, r.attempts, r.nextAttemptAt, r.changeId]),
    ).toEqual([["pending", 0, start + 24 * hour, secondMove]]);
    // The sent one stays on record beside the fresh one: the unique key tells them apart.
    expect((await reminder()).filter((r) => r.status === "sent")).toHaveLength(1);

    await moveTo(start + 3 * hour, start + hour);
    expect(await unsent()).toEqual([]);
  });

  it("is done at the cancel: health stops counting it as scheduled at once, and it is never due", async () => {
    const { id, reminder, bookingId } = await bookedWithReminder();
    const mailCounts = async () => (await stores.booking.deliveryCounts(bookingEvents, now)).mail;
    expect(await mailCounts()).toMatchObject({ scheduled: 1 });

    const cancel = { bookingId, by: "visitor" as const, jobs: [], now, deliverUntil: now + hour };
    expect((await stores.booking.cancelBooking(cancel)).kind).toBe("changed");
    expect(await mailCounts()).toMatchObject({ scheduled: 0 });
    expect((await reminder()).map((job) => job.status)).toEqual(["sent"]);
    const dayBefore = start - 24 * hour;
    const due = await stores.messages.claim("w", dayBefore, minute, 50);
    expect(due.filter((job) => job.message?.id === id && job.event === "booking.reminder")).toEqual(
      [],
    );
  });
});
