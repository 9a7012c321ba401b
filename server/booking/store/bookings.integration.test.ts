import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedMessage } from "../../../tests/support/storedMessage";
import type { NewBooking } from "./bookings";
import type { Interval } from "./bookings";
import { storageBackends } from "../../../tests/support/databaseBackends";
import type { Stores } from "../../hosts/stores";

const minute = 60_000;
const now = Date.UTC(2027, 2, 1, 8, 0);
const slot = { start: Date.UTC(2027, 2, 3, 9, 0), end: Date.UTC(2027, 2, 3, 9, 30) };

const backends = storageBackends("bookings");

describe.each(backends)("$name bookings", ({ open }) => {
  let stores: Stores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores.engine.close());

  /** A stored message that was handed a booking capability; returns the capability's hash. */
  async function messageWithCapability(at = now): Promise<{ id: string; hash: string }> {
    const hash = randomUUID();
    const message = { ...storedMessage(at, 60 * minute), bookingCapabilityHash: hash };
    await stores.messages.insert(message);
    return { id: message.id, hash };
  }

  /** The slots a host's active bookings hold within `range`. */
  const heldBy = async (stores: Stores, host: string, range: Interval) =>
    (await stores.booking.teamHeldSlots(range, now))
      .filter((held) => held.host === host)
      .map(({ start, end }) => ({ start, end }));

  const booking = (capabilityHash: string, at = slot): NewBooking => ({
    id: randomUUID(),
    capabilityHash,
    calendar: "caldav:team",
    host: "caldav:team",
    ...at,
    visitorZone: "Europe/London",
    jobs: [{ event: "lead", channel: "slack", target: "" }],
    now,
    deliverUntil: now + 60 * minute,
  });

  it("finds the message by its capability's hash, and nothing by another", async () => {
    const { id, hash } = await messageWithCapability();
    expect(await stores.booking.bookingGrant(hash)).toMatchObject({
      messageId: id,
      lang: "en",
      booking: null,
    });
    expect(await stores.booking.bookingGrant("not-a-capability")).toBeNull();
    expect(await stores.booking.book(booking("not-a-capability"))).toEqual({ kind: "unknown" });
  });

  it("holds a booked slot, with the booking's jobs in the outbox, and gives it to no one else", async () => {
    const first = await messageWithCapability();
    const second = await messageWithCapability();
    const booked = await stores.booking.book(booking(first.hash));
    expect(booked).toMatchObject({
      kind: "booked",
      booking: { messageId: first.id, ...slot, visitorZone: "Europe/London", status: "active" },
    });
    expect((await stores.messages.jobsOf(first.id)).map((job) => job.channel)).toEqual([
      "mail",
      "slack",
    ]);
    expect(
      await heldBy(stores, "caldav:team", { start: now, end: now + 7 * 24 * 60 * minute }),
    ).toEqual([slot]);
    expect(
      await heldBy(stores, "caldav:other", { start: now, end: now + 7 * 24 * 60 * minute }),
    ).toEqual([]);

    expect(await stores.booking.book(booking(second.hash))).toEqual({ kind: "taken" });
    expect((await stores.messages.jobsOf(second.id)).map((job) => job.channel)).toEqual(["mail"]);
    expect((await stores.booking.bookingGrant(first.hash))?.booking).toMatchObject({ ...slot });
  });

  it("keeps one booking per message: a second confirm answers with the first", async () => {
    const { hash } = await messageWithCapability();
    const later = { start: slot.start + 24 * 60 * minute, end: slot.end + 24 * 60 * minute };
    const first = await stores.booking.book(booking(hash, later));
    const again = await stores.booking.book(
      booking(hash, { start: later.start + 60 * minute, end: later.end + 60 * minute }),
    );
    expect(first.kind).toBe("booked");
    expect(again).toEqual({
      kind: "alreadyBooked",
      booking: first.kind === "booked" ? first.booking : null,
    });
  });

  it("lets exactly one of 20 visitors confirming one slot at once have it", async () => {
    const contested = {
      start: slot.start + 3 * 24 * 60 * minute,
      end: slot.end + 3 * 24 * 60 * minute,
    };
    const visitors = await Promise.all(Array.from({ length: 20 }, () => messageWithCapability()));
    const results = await Promise.all(
      visitors.map(({ hash }) => stores.booking.book(booking(hash, contested))),
    );
    expect(results.filter((result) => result.kind === "booked")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "taken")).toHaveLength(19);
  });

  it("deletes a booking and its capability with its message after the retention period", async () => {
    const old = await messageWithCapability(now - 400 * 24 * 60 * minute);
    const kept = { start: slot.start + 5 * 24 * 60 * minute, end: slot.end + 5 * 24 * 60 * minute };
    expect((await stores.booking.book(booking(old.hash, kept))).kind).toBe("booked");
    await stores.messages.deleteOlderThan(now - 365 * 24 * 60 * minute);
    expect(await stores.booking.bookingGrant(old.hash)).toBeNull();
    expect(await stores.booking.bookingOf(old.id)).toBeNull();
    expect(await heldBy(stores, "caldav:team", kept)).toEqual([]);
  });

  const daysLater = (days: number) => ({
    start: slot.start + days * 24 * 60 * minute,
    end: slot.end + days * 24 * 60 * minute,
  });

  const change = (bookingId: string, at: number) => ({
    bookingId,
    by: "visitor" as const,
    jobs: [{ event: "booking.created", channel: "mail", target: "visitor" }],
    reminder: [],
    now: at,
    deliverUntil: at + 60 * minute,
  });

  it("moves a booking in one step, raising its SEQUENCE, with the change's own jobs beside the first", async () => {
    const visitor = await messageWithCapability();
    const [from, to] = [daysLater(7), daysLater(8)];
    const booked = await stores.booking.book(booking(visitor.hash, from));
    if (booked.kind !== "booked") throw new Error("not booked");
    const moved = await stores.booking.reschedule({
      ...change(booked.booking.id, now + minute),
      ...to,
    });
    expect(moved).toMatchObject({
      kind: "changed",
      booking: { id: booked.booking.id, ...to, status: "active", sequence: 1 },
      change: { kind: "rescheduled", old: from, new: to, by: "visitor", sequence: 1 },
    });
    expect(await heldBy(stores, "caldav:team", from)).toEqual([]);
    expect(await heldBy(stores, "caldav:team", to)).toEqual([to]);
    const jobs = await stores.messages.jobsOf(visitor.id);
    const changes = [...new Set(jobs.filter((job) => job.changeId > 0).map((j) => j.changeId))];
    expect(changes).toHaveLength(2);
    const latest = moved.kind === "changed" ? moved.change.id : 0;
    const detail = await stores.booking.bookingChange(latest);
    expect(detail?.message.id).toBe(visitor.id);
    expect(detail?.change.old).toEqual(from);
  });

  it("keeps a booking's slot when the new one is held by another, changing nothing", async () => {
    const [anna, bram] = [await messageWithCapability(), await messageWithCapability()];
    const [annas, brams] = [daysLater(9), daysLater(10)];
    const first = await stores.booking.book(booking(anna.hash, annas));
    expect((await stores.booking.book(booking(bram.hash, brams))).kind).toBe("booked");
    if (first.kind !== "booked") throw new Error("not booked");
    const jobsBefore = await stores.messages.jobsOf(anna.id);
    const moved = await stores.booking.reschedule({ ...change(first.booking.id, now), ...brams });
    expect(moved).toEqual({ kind: "taken" });
    expect(await stores.booking.bookingById(first.booking.id)).toEqual(first.booking);
    expect(await stores.messages.jobsOf(anna.id)).toEqual(jobsBefore);
    expect(await heldBy(stores, "caldav:team", annas)).toEqual([annas]);
  });

  it("cancels once: the slot is free again, and a later change finds nothing to change", async () => {
    const visitor = await messageWithCapability();
    const at = daysLater(11);
    const booked = await stores.booking.book(booking(visitor.hash, at));
    if (booked.kind !== "booked") throw new Error("not booked");
    const cancelled = await stores.booking.cancelBooking({
      ...change(booked.booking.id, now),
      by: "operator",
    });
    expect(cancelled).toMatchObject({
      kind: "changed",
      booking: { status: "cancelled", sequence: 1 },
      change: { kind: "cancelled", old: at, new: null, by: "operator" },
    });
    expect(await heldBy(stores, "caldav:team", at)).toEqual([]);
    expect((await stores.booking.cancelBooking(change(booked.booking.id, now))).kind).toBe(
      "notActive",
    );
    const moved = await stores.booking.reschedule({
      ...change(booked.booking.id, now),
      ...daysLater(12),
    });
    expect(moved.kind).toBe("notActive");
    expect(await stores.booking.bookingById("no-such-booking")).toBeNull();
  });
});
