import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedMessage } from "../../../tests/support/storedMessage";
import type { Attendance } from "./attendanceStatements";
import { storageBackends } from "../../../tests/support/databaseBackends";
import type { Stores } from "../../hosts/stores";

const minute = 60_000;
const hour = 60 * minute;
const now = Date.UTC(2027, 2, 1, 8, 0);
const start = Date.UTC(2027, 2, 3, 9, 0);
const end = start + 30 * minute;

const backends = storageBackends("attendance");

describe.each(backends)("$name: a demo's attendance", ({ open }) => {
  let stores: Stores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores.engine.close());

  async function booked() {
    const hash = randomUUID();
    const message = { ...storedMessage(now, hour), bookingCapabilityHash: hash, jobs: [] };
    await stores.messages.insert(message);
    const result = await stores.booking.book({
      id: randomUUID(),
      capabilityHash: hash,
      calendar: "file:team.ics",
      host: `host-${randomUUID()}`,
      start,
      end,
      visitorZone: "Europe/London",
      jobs: [{ event: "booking.created", channel: "mail", target: "visitor" }],
      now,
      deliverUntil: now + hour,
    });
    if (result.kind !== "booked") throw new Error(result.kind);
    return { messageId: message.id, bookingId: result.booking.id };
  }

  const record = (bookingId: string, attendance: Attendance, at: number) =>
    stores.attendance.recordAttendance({
      bookingId,
      attendance,
      jobs: [
        { event: `booking.${attendance}`, channel: "webhook", target: "crm" },
        { event: `booking.${attendance}`, channel: "mail", target: "visitor" },
      ],
      now: at,
      deliverUntil: at + hour,
    });

  const attendanceJobs = async (messageId: string) =>
    (await stores.messages.jobsOf(messageId)).filter((job) =>
      job.event.startsWith("booking.no_show"),
    );

  it("is recorded once after the demo's end, with its jobs; a second recording changes nothing", async () => {
    const { messageId, bookingId } = await booked();
    const result = await record(bookingId, "no_show", end + minute);
    expect(result).toMatchObject({
      kind: "recorded",
      booking: { attendance: "no_show", attendanceAt: end + minute },
    });
    expect((await attendanceJobs(messageId)).map((job) => [job.channel, job.status])).toEqual([
      ["webhook", "pending"],
      ["mail", "pending"],
    ]);

    const again = await record(bookingId, "held", end + hour);
    expect(again).toMatchObject({
      kind: "alreadyRecorded",
      booking: { attendance: "no_show", attendanceAt: end + minute },
    });
    expect(await stores.booking.bookingById(bookingId)).toMatchObject({ attendance: "no_show" });
    expect(await attendanceJobs(messageId)).toHaveLength(2);
    expect(
      (await stores.messages.jobsOf(messageId)).some((job) => job.event === "booking.held"),
    ).toBe(false);
  });

  it("is refused before the demo has ended", async () => {
    const { messageId, bookingId } = await booked();
    expect((await record(bookingId, "no_show", end - minute)).kind).toBe("notEnded");
    expect(await stores.booking.bookingById(bookingId)).not.toHaveProperty("attendance");
    expect(await attendanceJobs(messageId)).toEqual([]);
  });

  it("is refused for a cancelled demo, which can never be marked a no-show", async () => {
    const { messageId, bookingId } = await booked();
    const cancel = { bookingId, by: "visitor" as const, jobs: [], now, deliverUntil: now + hour };
    expect((await stores.booking.cancelBooking(cancel)).kind).toBe("changed");
    expect((await record(bookingId, "no_show", end + minute)).kind).toBe("notActive");
    expect(await stores.booking.bookingById(bookingId)).not.toHaveProperty("attendance");
    expect(await attendanceJobs(messageId)).toEqual([]);
  });

  it("of two recordings at once, one is recorded and the other told it already was", async () => {
    const { bookingId } = await booked();
    const results = await Promise.all([
      record(bookingId, "held", end + minute),
      record(bookingId, "no_show", end + minute),
    ]);
    expect(results.map((result) => result.kind).sort()).toEqual(["alreadyRecorded", "recorded"]);
  });

  it("is unknown for a booking that is not stored", async () => {
    expect((await record(randomUUID(), "held", end + minute)).kind).toBe("unknown");
  });

  it("is gone with the person when their data is erased", async () => {
    const { bookingId } = await booked();
    expect((await record(bookingId, "held", end + minute)).kind).toBe("recorded");
    await stores.messages.erasePerson("a@b.nl", end + hour);
    expect(await stores.booking.bookingById(bookingId)).toBeNull();
    expect((await record(bookingId, "no_show", end + hour)).kind).toBe("unknown");
  });
});
