import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { storedMessage } from "../../tests/support/storedMessage";
import type { NewBooking } from "./bookings";
import { PostgresStorage } from "./postgresStorage";
import { SqliteStorage } from "./sqliteStorage";
import type { Storage } from "./storage";

const minute = 60_000;
const now = Date.UTC(2027, 2, 1, 8, 0);
const slot = { start: Date.UTC(2027, 2, 3, 9, 0), end: Date.UTC(2027, 2, 3, 9, 30) };

const sqliteDir = mkdtempSync(path.join(tmpdir(), "bookings-test-"));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

const backends: { name: string; open: () => Promise<Storage> }[] = [
  {
    name: "SQLite",
    open: async () => new SqliteStorage(path.join(sqliteDir, `${randomUUID()}.sqlite`)),
  },
  {
    name: "PostgreSQL",
    open: async () => PostgresStorage.open(await createDatabase(inject("postgresUrl"), "bookings")),
  },
];

describe.each(backends)("$name bookings", ({ open }) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(() => storage.close());

  /** A stored message that was handed a booking capability; returns the capability's hash. */
  async function messageWithCapability(at = now): Promise<{ id: string; hash: string }> {
    const hash = randomUUID();
    const message = { ...storedMessage(at, 60 * minute), bookingCapabilityHash: hash };
    await storage.insert(message);
    return { id: message.id, hash };
  }

  const booking = (capabilityHash: string, at = slot): NewBooking => ({
    id: randomUUID(),
    capabilityHash,
    calendar: "caldav:team",
    ...at,
    visitorZone: "Europe/London",
    jobs: [{ kind: "slack", target: "" }],
    now,
    deliverUntil: now + 60 * minute,
  });

  it("finds the message by its capability's hash, and nothing by another", async () => {
    const { id, hash } = await messageWithCapability();
    expect(await storage.bookingGrant(hash)).toMatchObject({
      messageId: id,
      lang: "en",
      booking: null,
    });
    expect(await storage.bookingGrant("not-a-capability")).toBeNull();
    expect(await storage.book(booking("not-a-capability"))).toEqual({ kind: "unknown" });
  });

  it("holds a booked slot, with the booking's jobs in the outbox, and gives it to no one else", async () => {
    const first = await messageWithCapability();
    const second = await messageWithCapability();
    const booked = await storage.book(booking(first.hash));
    expect(booked).toMatchObject({
      kind: "booked",
      booking: { messageId: first.id, ...slot, visitorZone: "Europe/London", status: "active" },
    });
    expect((await storage.jobsOf(first.id)).map((job) => job.kind)).toEqual([
      "notification",
      "slack",
    ]);
    expect(
      await storage.heldSlots("caldav:team", { start: now, end: now + 7 * 24 * 60 * minute }),
    ).toEqual([slot]);
    expect(
      await storage.heldSlots("caldav:other", { start: now, end: now + 7 * 24 * 60 * minute }),
    ).toEqual([]);

    expect(await storage.book(booking(second.hash))).toEqual({ kind: "taken" });
    expect((await storage.jobsOf(second.id)).map((job) => job.kind)).toEqual(["notification"]);
    expect((await storage.bookingGrant(first.hash))?.booking).toMatchObject({ ...slot });
  });

  it("keeps one booking per message: a second confirm answers with the first", async () => {
    const { hash } = await messageWithCapability();
    const later = { start: slot.start + 24 * 60 * minute, end: slot.end + 24 * 60 * minute };
    const first = await storage.book(booking(hash, later));
    const again = await storage.book(
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
      visitors.map(({ hash }) => storage.book(booking(hash, contested))),
    );
    expect(results.filter((result) => result.kind === "booked")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "taken")).toHaveLength(19);
  });

  it("deletes a booking and its capability with its message after the retention period", async () => {
    const old = await messageWithCapability(now - 400 * 24 * 60 * minute);
    const kept = { start: slot.start + 5 * 24 * 60 * minute, end: slot.end + 5 * 24 * 60 * minute };
    expect((await storage.book(booking(old.hash, kept))).kind).toBe("booked");
    await storage.deleteOlderThan(now - 365 * 24 * 60 * minute);
    expect(await storage.bookingGrant(old.hash)).toBeNull();
    expect(await storage.bookingOf(old.id)).toBeNull();
    expect(await storage.heldSlots("caldav:team", kept)).toEqual([]);
  });
});
