import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { StorageDeadlineError } from "./deadline";
import { serverMigrations, type Stores } from "../hosts/stores";
import { insertMessageSql, insertMessageValues, type NewMessage } from "./messages";
import { storageBackends } from "../../tests/support/databaseBackends";
import { postgresStores, sqliteStores } from "../../tests/support/stores";

const hour = 3_600_000;
const t0 = Date.UTC(2026, 0, 15, 9, 0, 0);

function newMessage(overrides: Partial<NewMessage> = {}): NewMessage {
  return {
    id: randomUUID(),
    fields: {
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.nl",
      company: "Kaas & Co <b>",
      phone: "",
      message: "Hallo,\n<script>alert(1)</script> 'quotes' \"double\"",
    },
    lang: "nl",
    submittedAt: "2026-01-15T09:00:00.000Z",
    form: "enhanced",
    source: {},
    requestId: "req-1",
    idempotencyKey: null,
    fingerprint: "f1",
    clientHash: "c1",
    quarantined: false,
    jobs: [{ event: "lead", channel: "mail", target: "inbox" }],
    now: t0,
    deliverUntil: t0 + 120 * hour,
    ...overrides,
  };
}

const sqliteDir = mkdtempSync(path.join(tmpdir(), "storage-test-"));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

const backends = storageBackends("storage");

describe.each(backends)("$name storage", ({ open }) => {
  let stores: Stores;
  beforeAll(async () => {
    stores = await open();
  });
  afterAll(() => stores.engine.close());

  it("commits nothing past the request's deadline: the insert fails as late and the message is not there", async () => {
    const late = newMessage({ commitBy: Date.now() - 1 });
    await expect(stores.messages.insert(late)).rejects.toBeInstanceOf(StorageDeadlineError);
    expect(await stores.messages.get(late.id)).toBeNull();
    const inTime = newMessage({ commitBy: Date.now() + 5000 });
    expect(await stores.messages.insert(inTime)).toEqual({ created: true, id: inTime.id });
  });

  it("keeps a message exactly as written, with its language, source, request id and status", async () => {
    const message = newMessage({ source: { utmCampaign: "brcgs-9", referrer: "https://x.nl" } });
    expect(await stores.messages.insert(message)).toEqual({ created: true, id: message.id });
    const stored = await stores.messages.get(message.id);
    expect(stored).toMatchObject({
      id: message.id,
      fields: message.fields,
      lang: "nl",
      requestId: "req-1",
      status: "pending",
      attempts: 0,
      createdAt: t0,
      form: "enhanced",
      source: message.source,
    });
  });

  it("records that a message came from the plain HTML form", async () => {
    const message = newMessage({ form: "plain" });
    await stores.messages.insert(message);
    expect((await stores.messages.get(message.id))?.form).toBe("plain");
    expect((await stores.messages.list({})).find((m) => m.id === message.id)?.form).toBe("plain");
  });

  it("answers a repeated idempotency key with the first message instead of storing another", async () => {
    const key = randomUUID();
    const first = newMessage({ idempotencyKey: key, fingerprint: "same" });
    await stores.messages.insert(first);
    const again = await stores.messages.insert(
      newMessage({ idempotencyKey: key, fingerprint: "other" }),
    );
    expect(again).toEqual({ created: false, existing: { id: first.id, fingerprint: "same" } });
    expect(await stores.messages.findByIdempotencyKey(key)).toEqual({
      id: first.id,
      fingerprint: "same",
    });
  });

  it("leases a due mail to one worker; another gets it only after the lease ran out", async () => {
    const fresh = await open();
    try {
      const message = newMessage();
      await fresh.messages.insert(message);
      const [job] = await fresh.messages.claim("worker-a", t0, 60_000, 10);
      expect(job?.message?.id).toBe(message.id);
      expect(job?.attempts).toBe(1);
      expect(await fresh.messages.claim("worker-b", t0 + 1000, 60_000, 10)).toEqual([]);
      const [taken] = await fresh.messages.claim("worker-b", t0 + 61_000, 60_000, 10);
      expect(taken?.message?.id).toBe(message.id);
      expect(taken?.attempts).toBe(2);
      // The first worker lost its lease: its late result is ignored.
      await fresh.messages.markSent(job?.jobId ?? 0, "worker-a", t0 + 62_000);
      expect((await fresh.messages.get(message.id))?.status).toBe("pending");
      await fresh.messages.markSent(taken?.jobId ?? 0, "worker-b", t0 + 62_000);
      expect((await fresh.messages.get(message.id))?.status).toBe("sent");
      expect(await fresh.messages.claim("worker-c", t0 + 10 * hour, 60_000, 10)).toEqual([]);
    } finally {
      await fresh.engine.close();
    }
  });

  it("retries later, marks failed, lets the operator retry, and counts pending and failed", async () => {
    const fresh = await open();
    try {
      const message = newMessage();
      await fresh.messages.insert(message);
      const [job] = await fresh.messages.claim("w", t0, 60_000, 10);
      await fresh.messages.markRetry(job?.jobId ?? 0, "w", t0, t0 + 30_000, "ECONNECTION refused");
      expect(await fresh.messages.claim("w", t0 + 10_000, 60_000, 10)).toEqual([]);
      const [second] = await fresh.messages.claim("w", t0 + 30_000, 60_000, 10);
      expect(second?.attempts).toBe(2);
      await fresh.messages.markFailed(
        second?.jobId ?? 0,
        "w",
        t0 + 31_000,
        "550 mailbox unavailable",
      );
      expect(await fresh.messages.get(message.id)).toMatchObject({
        status: "failed",
        attempts: 2,
        lastError: "550 mailbox unavailable",
      });
      expect(await fresh.messages.counts()).toEqual({ pending: 0, failed: 1, held: 0 });
      expect((await fresh.messages.list({ status: "failed" })).map((m) => m.id)).toEqual([
        message.id,
      ]);

      expect(await fresh.messages.retry(message.id, t0 + hour, t0 + 100 * hour)).toBe(1);
      expect(await fresh.messages.retry(message.id, t0 + hour, t0 + 100 * hour)).toBe(0);
      expect(await fresh.messages.counts()).toEqual({ pending: 1, failed: 0, held: 0 });
      const [third] = await fresh.messages.claim("w", t0 + hour, 60_000, 10);
      expect(third?.message?.id).toBe(message.id);
    } finally {
      await fresh.engine.close();
    }
  });

  it("quarantines a honeypot message: kept, never offered for delivery", async () => {
    const fresh = await open();
    try {
      const message = newMessage({ quarantined: true });
      await fresh.messages.insert(message);
      expect((await fresh.messages.get(message.id))?.status).toBe("quarantined");
      expect(await fresh.messages.claim("w", t0 + hour, 60_000, 10)).toEqual([]);
    } finally {
      await fresh.engine.close();
    }
  });

  it("queues a confirmation mail beside the notification when asked", async () => {
    const fresh = await open();
    try {
      await fresh.messages.insert(
        newMessage({
          jobs: [
            { event: "lead", channel: "mail", target: "inbox" },
            { event: "lead", channel: "mail", target: "visitor" },
          ],
        }),
      );
      const targets = (await fresh.messages.claim("w", t0, 60_000, 10))
        .map((job) => job.target)
        .sort();
      expect(targets).toEqual(["inbox", "visitor"]);
    } finally {
      await fresh.engine.close();
    }
  });

  it("keeps one job per channel, each with its own status, and re-queues only the failed channel asked for", async () => {
    const fresh = await open();
    try {
      const message = newMessage({
        jobs: [
          { event: "lead", channel: "mail", target: "inbox" },
          { event: "lead", channel: "webhook", target: "target-a" },
          { event: "lead", channel: "webhook", target: "target-b" },
          { event: "lead", channel: "slack", target: "" },
        ],
      });
      await fresh.messages.insert(message);
      const claimed = await fresh.messages.claim("w", t0, 60_000, 10);
      const job = (channel: string, target = "") =>
        claimed.find((c) => c.channel === channel && c.target === target)?.jobId ?? 0;
      await fresh.messages.markSent(job("mail", "inbox"), "w", t0 + 1);
      await fresh.messages.markFailed(job("webhook", "target-a"), "w", t0 + 1, "HTTP 410");
      await fresh.messages.markRetry(
        job("webhook", "target-b"),
        "w",
        t0 + 1,
        t0 + 30_000,
        "HTTP 503",
      );
      await fresh.messages.markFailed(job("slack"), "w", t0 + 1, "HTTP 404");

      expect(await fresh.messages.channelCounts(t0 + 2)).toEqual({
        webhook: { pending: 1, failed: 1 },
        slack: { pending: 0, failed: 1 },
      });
      expect((await fresh.messages.get(message.id))?.status).toBe("sent");
      const jobs = await fresh.messages.jobsOf(message.id);
      expect(jobs.map((j) => [j.channel, j.target, j.status, j.lastError])).toEqual([
        ["mail", "inbox", "sent", null],
        ["webhook", "target-a", "failed", "HTTP 410"],
        ["webhook", "target-b", "pending", "HTTP 503"],
        ["slack", "", "failed", "HTTP 404"],
      ]);

      expect(await fresh.messages.retry(message.id, t0 + hour, t0 + 100 * hour, "mail")).toBe(0);
      expect(await fresh.messages.retry(message.id, t0 + hour, t0 + 100 * hour, "webhook")).toBe(1);
      const again = await fresh.messages.claim("w", t0 + hour, 60_000, 10);
      expect(again.map((c) => [c.channel, c.target, c.attempts]).sort()).toEqual([
        ["webhook", "target-a", 2],
        ["webhook", "target-b", 2],
      ]);
      expect((await fresh.messages.channelCounts(t0 + 2)).slack).toEqual({ pending: 0, failed: 1 });
    } finally {
      await fresh.engine.close();
    }
  });

  it("deletes messages older than the retention cutoff, with their outbox entries", async () => {
    const fresh = await open();
    try {
      const old = newMessage({ now: t0 - 4 * 365 * 24 * hour });
      const recent = newMessage();
      await fresh.messages.insert(old);
      await fresh.messages.insert(recent);
      expect(await fresh.messages.deleteOlderThan(t0 - 3 * 365 * 24 * hour)).toBe(1);
      expect(await fresh.messages.get(old.id)).toBeNull();
      expect(await fresh.messages.get(recent.id)).not.toBeNull();
      expect(
        (await fresh.messages.claim("w", t0, 60_000, 10)).map((job) => job.message?.id),
      ).toEqual([recent.id]);
    } finally {
      await fresh.engine.close();
    }
  });

  it("keeps one secret per name across calls", async () => {
    const first = await stores.engine.secret("test-secret", () => "one");
    expect(await stores.engine.secret("test-secret", () => "two")).toBe(first);
  });

  it("stores a burst of concurrent inserts, each once", async () => {
    const fresh = await open();
    try {
      const messages = Array.from({ length: 100 }, () => newMessage());
      const results = await Promise.all(messages.map((message) => fresh.messages.insert(message)));
      expect(results.every((result) => result.created)).toBe(true);
      expect((await fresh.messages.list({})).length).toBe(100);
    } finally {
      await fresh.engine.close();
    }
  });
});

describe.each(backends)("$name storage written by version 1 of the schema", ({ name }) => {
  it("keeps its outbox working after the upgrade to one job per channel", async () => {
    const message = newMessage();
    const seed = (placeholder: (n: number) => string) => [
      serverMigrations[0]?.sql(name === "SQLite" ? "sqlite" : "postgres") ?? "",
      // Version 1 had no form, source, hold_reason and qualification columns (versions 3, 6, 8
      // and 17 add them): the insert without its last four columns.
      insertMessageSql(placeholder)
        .replace(" ON CONFLICT (idempotency_key) DO NOTHING", "")
        .replace(", form, source, hold_reason, qualification)", ")")
        .replace(
          `, ${placeholder(17)}, ${placeholder(18)}, ${placeholder(19)}, ${placeholder(20)})`,
          ")",
        ),
      `INSERT INTO outbox (message_id, kind, status, next_attempt_at, deliver_until)
         VALUES (${placeholder(1)}, 'notification', 'pending', ${placeholder(2)}, ${placeholder(3)})`,
    ];
    let upgraded: Stores;
    if (name === "SQLite") {
      const file = path.join(sqliteDir, `v1-${randomUUID()}.sqlite`);
      const db = new Database(file);
      const [schema = "", insert = "", job = ""] = seed(() => "?");
      db.exec(schema);
      db.prepare(insert).run(...insertMessageValues(message).slice(0, -4));
      db.prepare(job).run(message.id, t0, t0 + hour);
      db.pragma("user_version = 1");
      db.close();
      upgraded = sqliteStores(file);
    } else {
      const url = await createDatabase(inject("postgresUrl"), "v1");
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const [schema = "", insert = "", job = ""] = seed((n) => `$${n}`);
      await client.query(schema);
      await client.query(insert, insertMessageValues(message).slice(0, -4));
      await client.query(job, [message.id, t0, t0 + hour]);
      await client.query(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now()); INSERT INTO schema_migrations (version) VALUES (1)",
      );
      await client.end();
      upgraded = await postgresStores(url);
    }
    try {
      const [job] = await upgraded.messages.claim("w", t0, 60_000, 10);
      expect(job).toMatchObject({ event: "lead", channel: "mail", target: "inbox", attempts: 1 });
      expect(job?.message?.id).toBe(message.id);
      const second = newMessage({
        jobs: [
          { event: "lead", channel: "mail", target: "inbox" },
          { event: "lead", channel: "webhook", target: "a" },
          { event: "lead", channel: "webhook", target: "b" },
        ],
      });
      await upgraded.messages.insert(second);
      expect((await upgraded.messages.jobsOf(second.id)).length).toBe(3);
    } finally {
      await upgraded.engine.close();
    }
  });
});

describe("SQLite file", () => {
  it("still holds every committed message after the storage is reopened", async () => {
    const file = path.join(sqliteDir, "reopen.sqlite");
    const first = sqliteStores(file);
    const message = newMessage();
    await first.messages.insert(message);
    await first.engine.close();
    const second = sqliteStores(file);
    expect((await second.messages.get(message.id))?.fields).toEqual(message.fields);
    await second.engine.close();
  });
});

describe("SQLite file of the first schema version", () => {
  it("gains the form and source columns on open; earlier messages: scripted form, source unknown", async () => {
    const file = path.join(sqliteDir, "version-1.sqlite");
    const old = new Database(file);
    old.exec(serverMigrations[0]?.sql("sqlite") ?? "");
    old.pragma("user_version = 1");
    old
      .prepare(
        `INSERT INTO messages (id, created_at, updated_at, lang, submitted_at, request_id,
           fingerprint, client_hash, first_name, last_name, email, company, phone, message, status)
         VALUES ('old-1', 1, 1, 'en', 'x', 'r', 'f', 'c', 'A', 'B', 'a@b.nl', 'C', '', 'M', 'sent')`,
      )
      .run();
    old.close();
    const stores = sqliteStores(file);
    expect((await stores.messages.get("old-1"))?.form).toBe("enhanced");
    expect((await stores.messages.get("old-1"))?.source).toEqual({});
    await stores.engine.close();
  });
});

describe("PostgreSQL with two workers", () => {
  it("never hands the same mail to two workers claiming at the same time", async () => {
    const url = await createDatabase(inject("postgresUrl"), "claims");
    const a = await postgresStores(url);
    const b = await postgresStores(url);
    try {
      await Promise.all(Array.from({ length: 60 }, () => a.messages.insert(newMessage())));
      const claimed: (string | undefined)[] = [];
      for (let round = 0; round < 10; round++) {
        const [fromA, fromB] = await Promise.all([
          a.messages.claim("a", t0, 60_000, 5),
          b.messages.claim("b", t0, 60_000, 5),
        ]);
        claimed.push(...[...fromA, ...fromB].map((job) => job.message?.id));
      }
      expect(claimed.length).toBe(60);
      expect(new Set(claimed).size).toBe(60);
    } finally {
      await a.engine.close();
      await b.engine.close();
    }
  });
});
