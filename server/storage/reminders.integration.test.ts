import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { runOnSqliteFile } from "../../tests/support/operationOnFile";
import { storedMessage } from "../../tests/support/storedMessage";
import { reminderJobsFor } from "../booking/reminderSchedule";
import { runAwaiting, type Operation } from "./operation";
import { PostgresStorage } from "./postgresStorage";
import { moveReminder } from "./reminders";
import { SqliteStorage } from "./sqliteStorage";
import type { Storage } from "./storage";

const minute = 60_000;
const hour = 60 * minute;
const now = Date.UTC(2027, 2, 1, 8, 0);
const start = Date.UTC(2027, 2, 3, 9, 0);
const channelOf = {
  bookingEvent: "calendar",
  bookingInvitation: "mail",
  bookingReminder: "mail",
} as const;

const sqliteDir = mkdtempSync(path.join(tmpdir(), "reminders-test-"));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

/** Each driver, and a way to run an operation in a transaction of its own beside the storage. */
const backends: {
  name: string;
  open: () => Promise<{ storage: Storage; apply: (op: Operation<void>) => Promise<void> }>;
}[] = [
  {
    name: "SQLite",
    open: async () => {
      const file = path.join(sqliteDir, `${randomUUID()}.sqlite`);
      const storage = new SqliteStorage(file);
      const apply = async (operation: Operation<void>) => runOnSqliteFile(file, operation);
      return { storage, apply };
    },
  },
  {
    name: "PostgreSQL",
    open: async () => {
      const storage = await PostgresStorage.open(
        await createDatabase(inject("postgresUrl"), "reminders"),
      );
      const apply = async (operation: Operation<void>) => {
        const client = await storage.pool.connect();
        try {
          await client.query("BEGIN");
          await runAwaiting(operation, async ({ sql, params }) => {
            let n = 0;
            const numbered = sql.replace(/\?/g, () => `$${++n}`);
            const result = await client.query(numbered, [...params]);
            return {
              rows: result.rows as Record<string, unknown>[],
              changes: result.rowCount ?? 0,
            };
          });
          await client.query("COMMIT");
        } finally {
          client.release();
        }
      };
      return { storage, apply };
    },
  },
];

describe.each(backends)("$name: a booking's reminder", ({ open }) => {
  let storage: Storage;
  let apply: (operation: Operation<void>) => Promise<void>;
  beforeAll(async () => {
    ({ storage, apply } = await open());
  });
  afterAll(() => storage.close());

  async function bookedWithReminder() {
    const hash = randomUUID();
    const message = { ...storedMessage(now, hour), bookingCapabilityHash: hash, jobs: [] };
    await storage.insert(message);
    const result = await storage.book({
      id: randomUUID(),
      capabilityHash: hash,
      calendar: `file:${randomUUID()}`,
      start,
      end: start + 30 * minute,
      visitorZone: "Europe/London",
      jobs: [
        { kind: "bookingEvent", target: "" },
        { kind: "bookingInvitation", target: "" },
        ...reminderJobsFor(start, now),
      ],
      now,
      deliverUntil: now + hour,
    });
    if (result.kind !== "booked") throw new Error(result.kind);
    const reminder = async () =>
      (await storage.jobsOf(message.id)).filter((job) => job.kind === "bookingReminder");
    return { id: message.id, reminder };
  }

  it("waits for its day, is not offered before, and counts as scheduled rather than pending", async () => {
    const { id, reminder } = await bookedWithReminder();
    expect((await reminder())[0]?.nextAttemptAt).toBe(start - 24 * hour);
    const claimed = await storage.claim("w", now, minute, 10);
    const mine = claimed.filter((job) => job.message.id === id);
    expect(mine.map((job) => job.kind).sort()).toEqual(["bookingEvent", "bookingInvitation"]);
    for (const job of mine) {
      if (job.kind === "bookingEvent") await storage.markSent(job.jobId, "w", now);
      else await storage.markRetry(job.jobId, "w", now, now + minute, "421 try later");
    }
    expect((await storage.channelCounts(now)).booking).toEqual({ pending: 1, failed: 0 });
    expect(await storage.bookingDeliveryCounts(channelOf, now)).toEqual({
      calendar: { pending: 0, failed: 0, scheduled: 0 },
      mail: { pending: 1, failed: 0, scheduled: 1 },
    });

    const dayBefore = start - 24 * hour;
    const due = await storage.claim("w", dayBefore, minute, 10);
    expect(
      due
        .filter((job) => job.message.id === id)
        .map((job) => job.kind)
        .sort(),
    ).toEqual(["bookingInvitation", "bookingReminder"]);
  });

  it("follows a moved start, starts afresh after it was sent, and is dropped when too close", async () => {
    const { id, reminder } = await bookedWithReminder();
    await apply(moveReminder(id, start + 2 * hour, now));
    expect((await reminder()).map((job) => [job.status, job.nextAttemptAt])).toEqual([
      ["pending", start - 22 * hour],
    ]);

    const [job] = (await storage.claim("w", start - 22 * hour, minute, 50)).filter(
      (claimed) => claimed.message.id === id && claimed.kind === "bookingReminder",
    );
    if (!job) throw new Error("reminder not due");
    await storage.markSent(job.jobId, "w", start - 22 * hour);
    await apply(moveReminder(id, start + 48 * hour, start - 21 * hour));
    expect((await reminder()).map((r) => [r.status, r.attempts, r.nextAttemptAt])).toEqual([
      ["pending", 0, start + 24 * hour],
    ]);

    await apply(moveReminder(id, start, start - 2 * hour));
    expect(await reminder()).toEqual([]);
  });
});
