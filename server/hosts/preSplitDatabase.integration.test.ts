import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it, inject } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import {
  postgresSchema,
  sqliteSchema,
  type DatabaseSchema,
} from "../../tests/support/databaseSchema";
import { storedMessage } from "../../tests/support/storedMessage";
import { postgresStores, sqliteStores } from "../../tests/support/stores";
import type { NewBooking } from "../booking/store/bookings";
import { serverMigrations, type Stores } from "./stores";

/*
 * A database of the release before the feature stores (docs/decisions/0623-feature-stores.md):
 * the fixtures are that release's schema (version 16) and a few rows, dumped from a database its
 * own code created and filled; each file's header says how.
 */
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

/** One database, restored from a fixture or left empty, as each engine opens and describes it. */
interface TestDatabase {
  open: () => Promise<Stores>;
  schema: () => Promise<DatabaseSchema>;
  /** What the engine recorded of the migrations it ran: the last version, and when each ran. */
  migrationRecord: () => Promise<{ version: number; appliedAt?: string[] }>;
}

const dir = mkdtempSync(path.join(tmpdir(), "pre-split-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sqliteDatabase(dump?: string): TestDatabase {
  const file = path.join(dir, `${randomUUID()}.sqlite`);
  const db = new Database(file);
  if (dump) db.exec(dump);
  db.close();
  return {
    open: async () => sqliteStores(file),
    schema: async () => sqliteSchema(file),
    migrationRecord: async () => {
      const reader = new Database(file, { readonly: true });
      const version = Number(reader.pragma("user_version", { simple: true }));
      reader.close();
      return { version };
    },
  };
}

async function postgresDatabase(dump?: string): Promise<TestDatabase> {
  const url = await createDatabase(inject("postgresUrl"), "presplit");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (dump) await client.query(dump);
  await client.end();
  return {
    open: () => postgresStores(url),
    schema: () => postgresSchema(url),
    migrationRecord: async () => {
      const reader = new pg.Client({ connectionString: url });
      await reader.connect();
      const { rows } = await reader.query<{ version: number; applied_at: string }>(
        "SELECT version, applied_at::text FROM schema_migrations ORDER BY version",
      );
      await reader.end();
      return { version: rows.at(-1)?.version ?? 0, appliedAt: rows.map((row) => row.applied_at) };
    },
  };
}

const backends = [
  {
    name: "SQLite",
    database: async (dump?: string) => sqliteDatabase(dump),
    dump: fixture("preSplit.sqlite.sql"),
  },
  { name: "PostgreSQL", database: postgresDatabase, dump: fixture("preSplit.postgres.sql") },
];

const now = Date.UTC(2026, 10, 28, 9, 0);
const hour = 3_600_000;
const stored = {
  message: "00000000-0000-4000-8000-000000000001",
  held: "00000000-0000-4000-8000-000000000002",
  booking: "00000000-0000-4000-8000-0000000000b1",
  slot: { start: Date.UTC(2026, 10, 24, 9, 0), end: Date.UTC(2026, 10, 24, 9, 30) },
};

const aBooking = (capabilityHash: string, slot: { start: number; end: number }): NewBooking => ({
  id: randomUUID(),
  capabilityHash,
  calendar: "caldav:team",
  host: "caldav:team",
  ...slot,
  visitorZone: "Europe/Amsterdam",
  jobs: [{ event: "booking.created", channel: "slack", target: "" }],
  now,
  deliverUntil: now + 120 * hour,
});

describe.each(backends)("$name database of the release before the feature stores", (backend) => {
  it("opens without running that release's migrations again: only the later ones run", async () => {
    const database = await backend.database(backend.dump);
    const before = await database.migrationRecord();
    expect(before.version).toBe(16);
    const stores = await database.open();
    await stores.close();
    const after = await database.migrationRecord();
    expect(after.version).toBe(serverMigrations.at(-1)?.version);
    expect(after.appliedAt?.slice(0, before.appliedAt?.length)).toEqual(before.appliedAt);
  });

  it("reads what that release stored: the message with its outbox jobs, the booking, the visit count, the blocklist, the held message", async () => {
    const stores = await (await backend.database(backend.dump)).open();
    try {
      expect(await stores.get(stored.message)).toMatchObject({
        fields: { firstName: "Anna", email: "anna@example.nl" },
        lang: "nl",
        status: "pending",
      });
      expect(await stores.jobsOf(stored.message)).toEqual([
        expect.objectContaining({ event: "lead", channel: "mail", status: "pending" }),
        expect.objectContaining({ event: "booking.created", channel: "slack", status: "pending" }),
      ]);
      expect(await stores.bookingOf(stored.message)).toMatchObject({
        id: stored.booking,
        status: "active",
        ...stored.slot,
      });
      expect(await stores.visitCounts("2026-11-20", "2026-11-20")).toEqual([
        { day: "2026-11-20", page: "/contact", lang: "nl", count: 2 },
      ]);
      expect(await stores.blockedEntries()).toEqual(["spam.example"]);
      expect(await stores.list({ status: "held" })).toEqual([
        expect.objectContaining({ id: stored.held, holdReason: "blocked" }),
      ]);
    } finally {
      await stores.close();
    }
  });

  it("writes on it: a new message is stored with its job, a taken slot is refused and a free one booked", async () => {
    const stores = await (await backend.database(backend.dump)).open();
    try {
      const capability = randomUUID();
      const message = { ...storedMessage(now, 120 * hour), bookingCapabilityHash: capability };
      expect(await stores.insert(message)).toEqual({ created: true, id: message.id });
      expect(await stores.jobsOf(message.id)).toEqual([
        expect.objectContaining({ event: "lead", channel: "mail", status: "pending" }),
      ]);
      expect(await stores.book(aBooking(capability, stored.slot))).toEqual({ kind: "taken" });
      const free = { start: stored.slot.start + 2 * hour, end: stored.slot.end + 2 * hour };
      expect(await stores.book(aBooking(capability, free))).toMatchObject({
        kind: "booked",
        booking: { messageId: message.id, status: "active", ...free },
      });
      await stores.countVisit({ day: "2026-11-20", page: "/contact", lang: "nl" });
      expect(await stores.visitCounts("2026-11-20", "2026-11-20")).toEqual([
        expect.objectContaining({ count: 3 }),
      ]);
    } finally {
      await stores.close();
    }
  });

  it("migrates to the schema this code creates on an empty database: the same tables, columns, indexes and constraints", async () => {
    const preSplit = await backend.database(backend.dump);
    const empty = await backend.database();
    await (await preSplit.open()).close();
    await (await empty.open()).close();
    expect(await empty.schema()).toEqual(await preSplit.schema());
  });
});
