import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { storedMessage } from "../../tests/support/storedMessage";
import { insertMessageSql, insertMessageValues, type NewMessage } from "./messages";
import { serverMigrations, type Stores } from "../hosts/stores";
import { postgresStores, sqliteStores } from "../../tests/support/stores";

const hour = 3_600_000;
const t0 = Date.UTC(2026, 10, 20, 9, 0);
/** The version before jobs became (event, channel, target). */
const lastKindVersion = 10;

const sqliteDir = mkdtempSync(path.join(tmpdir(), "outbox-per-event-"));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

/**
 * A message as version 10 stored it: today's insert without the column a later version adds
 * (17: the contact form's answers).
 */
const versionTenInsert = insertMessageSql(() => "?")
  .replace(", qualification)", ")")
  .replace(/, \?\)(\s+ON CONFLICT)/, ")$1");
const versionTenValues = (message: NewMessage) => insertMessageValues(message).slice(0, -1);

/** Every job kind of version 10, the change it pointed at, and what it is after version 11. */
const kinds: [kind: string, change: "none" | "created" | "cancelled", after: string][] = [
  ["notification", "none", "lead mail inbox"],
  ["confirmation", "none", "lead mail visitor"],
  ["webhook", "none", "lead webhook key1"],
  ["slack", "none", "lead slack "],
  ["bookingInvitation", "created", "booking.created mail visitor"],
  ["bookingEvent", "cancelled", "booking.cancelled calendar "],
  ["bookingTeamInvitation", "cancelled", "booking.cancelled mail inbox"],
  ["bookingInvitation", "cancelled", "booking.cancelled mail visitor"],
  ["bookingWebhook", "cancelled", "booking.cancelled webhook key1"],
  ["bookingSlack", "cancelled", "booking.cancelled slack "],
  ["bookingReminder", "created", "booking.reminder mail visitor"],
  ["bookingHoldMail", "none", "booking.hold mail visitor"],
];

/** Each status a stored job can be in: waiting, held by a worker that may still be sending, done, given up. */
const states = {
  pending: { status: "pending", attempts: 0, owner: null, leaseUntil: null, error: null },
  leased: {
    status: "pending",
    attempts: 1,
    owner: "old-worker",
    leaseUntil: t0 + hour,
    error: null,
  },
  sent: { status: "sent", attempts: 1, owner: null, leaseUntil: null, error: null },
  failed: { status: "failed", attempts: 4, owner: null, leaseUntil: null, error: "HTTP 500" },
} as const;
type State = keyof typeof states;
type Seeded = Record<State | "capped", string>;

type Exec = (sql: string, params: (string | number | null)[]) => Promise<void>;

/**
 * One message per state, each with a booking (created, then cancelled), a job of every kind and
 * the sent mail of an earlier hold that lapsed; and a message whose acknowledgement a mail cap
 * skipped.
 */
async function seed(exec: Exec): Promise<Seeded> {
  const ids = {} as Seeded;
  let changeId = 100;
  for (const [state, job] of Object.entries(states) as [State, (typeof states)[State]][]) {
    const message = storedMessage(t0 - hour, 120 * hour);
    ids[state] = message.id;
    await exec(versionTenInsert, versionTenValues(message));
    const bookingId = randomUUID();
    await exec(
      `INSERT INTO bookings (id, message_id, calendar, slot_start, slot_end, visitor_zone, status,
         created_at, updated_at, sequence) VALUES (?, ?, 'caldav:team', ?, ?, 'Europe/Amsterdam',
         'cancelled', ?, ?, 1)`,
      [bookingId, message.id, t0 + 48 * hour, t0 + 48.5 * hour, t0 - hour, t0],
    );
    const changes = { none: 0, created: ++changeId, cancelled: ++changeId };
    for (const [kind, sequence] of [
      ["created", 0],
      ["cancelled", 1],
    ] as const) {
      await exec(
        `INSERT INTO booking_changes (id, booking_id, kind, new_start, new_end, changed_by,
           sequence, created_at) VALUES (?, ?, ?, ?, ?, 'visitor', ?, ?)`,
        [changes[kind], bookingId, kind, t0 + 48 * hour, t0 + 48.5 * hour, sequence, t0],
      );
    }
    const earlierHold = [message.id, "bookingHoldMail", randomUUID(), 0, "sent", 1, t0 - hour];
    await exec(insertJob, [...earlierHold, t0 + 120 * hour, null, null, null, t0 - hour]);
    for (const [kind, change] of kinds) {
      const target =
        kind === "bookingHoldMail"
          ? bookingId
          : kind.toLowerCase().endsWith("webhook")
            ? "key1"
            : "";
      await exec(insertJob, [
        message.id,
        kind,
        target,
        changes[change],
        job.status,
        job.attempts,
        t0,
        t0 + 120 * hour,
        job.owner,
        job.leaseUntil,
        job.error,
        job.status === "sent" ? t0 : null,
      ]);
    }
  }
  const capped = storedMessage(t0 - hour, 120 * hour);
  ids.capped = capped.id;
  await exec(versionTenInsert, versionTenValues(capped));
  await exec(insertJob, [
    capped.id,
    "confirmation",
    "",
    0,
    "skipped",
    0,
    t0,
    t0,
    null,
    null,
    cap,
    null,
  ]);
  return ids;
}

const insertJob = `INSERT INTO outbox (message_id, kind, target, change_id, status, attempts,
   next_attempt_at, deliver_until, lease_owner, lease_until, last_error, sent_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const cap = "not sent: mail cap perAddressPerDay";

async function storageWithJobKinds(name: string): Promise<{ stores: Stores; ids: Seeded }> {
  if (name === "SQLite") {
    const file = path.join(sqliteDir, `${randomUUID()}.sqlite`);
    const db = new Database(file);
    for (const migration of serverMigrations.slice(0, lastKindVersion)) {
      db.exec(migration.sql("sqlite"));
    }
    db.pragma(`user_version = ${lastKindVersion}`);
    const ids = await seed(async (sql, params) => void db.prepare(sql).run(...params));
    db.close();
    return { stores: sqliteStores(file), ids };
  }
  const url = await createDatabase(inject("postgresUrl"), "v10");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const migration of serverMigrations.slice(0, lastKindVersion)) {
    await client.query(migration.sql("postgres"));
  }
  await client.query(
    `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now());
     INSERT INTO schema_migrations (version) SELECT generate_series(1, ${lastKindVersion})`,
  );
  let n = 0;
  const ids = await seed(async (sql, params) => {
    n = 0;
    await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      params,
    );
  });
  await client.end();
  return { stores: await postgresStores(url), ids };
}

const shapeOf = (job: { event: string; channel: string; target: string }) =>
  `${job.event} ${job.channel} ${job.target}`;

/** Claims what is due at `now` as a worker would and records each as delivered. */
async function deliverDue(stores: Stores, now: number): Promise<string[]> {
  const claimed = await stores.messages.claim("new-worker", now, 60_000, 100);
  for (const job of claimed) await stores.messages.markSent(job.jobId, "new-worker", now);
  return claimed.map((job) => `${job.message?.id} ${shapeOf(job)}`);
}

describe.each(["SQLite", "PostgreSQL"])("%s outbox written with job kinds (version 10)", (name) => {
  it("becomes (event, channel, target) jobs: nothing pending lost, nothing delivered twice, failed ones retried", async () => {
    const { stores, ids } = await storageWithJobKinds(name);
    try {
      for (const [state, job] of Object.entries(states) as [State, (typeof states)[State]][]) {
        const jobs = await stores.messages.jobsOf(ids[state]);
        expect(jobs.map(shapeOf)).toEqual(kinds.map(([, , after]) => after));
        for (const migrated of jobs) {
          expect(migrated).toMatchObject({
            status: job.status,
            attempts: job.attempts,
            lastError: job.error,
          });
        }
      }
      // The acknowledgement a cap skipped stays skipped, with its reason: never sent, never retried.
      const skipped = { event: "lead", channel: "mail", target: "visitor", status: "skipped" };
      expect(await stores.messages.jobsOf(ids.capped)).toMatchObject([
        { ...skipped, lastError: cap },
      ]);
      expect(await stores.messages.retry(ids.capped, t0, t0 + 100 * hour)).toBe(0);

      const every = (state: State) => kinds.map(([, , after]) => `${ids[state]} ${after}`).sort();

      // Due at once: the waiting jobs; a job an old worker holds waits for its lease to end.
      expect((await deliverDue(stores, t0)).sort()).toEqual(every("pending"));
      expect(await deliverDue(stores, t0 + 1)).toEqual([]);
      expect((await deliverDue(stores, t0 + 2 * hour)).sort()).toEqual(every("leased"));
      expect(await deliverDue(stores, t0 + 3 * hour)).toEqual([]);

      // Failed ones stay failed until the operator retries them, by channel or all at once.
      expect(
        await stores.messages.retry(ids.failed, t0 + 4 * hour, t0 + 100 * hour, "calendar"),
      ).toBe(1);
      expect(await stores.messages.retry(ids.failed, t0 + 4 * hour, t0 + 100 * hour)).toBe(
        kinds.length - 1,
      );
      expect((await deliverDue(stores, t0 + 4 * hour)).sort()).toEqual(every("failed"));

      for (const state of Object.keys(states) as State[]) {
        const jobs = await stores.messages.jobsOf(ids[state]);
        expect(jobs.every((job) => job.status === "sent")).toBe(true);
      }
      expect(await deliverDue(stores, t0 + 200 * hour)).toEqual([]);
    } finally {
      await stores.engine.close();
    }
  });
});
