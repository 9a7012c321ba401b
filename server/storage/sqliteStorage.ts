import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { defaultStorageTimeoutMs, StorageDeadlineError } from "./deadline";
import { channelCountsFrom, type ChannelCounts, type JobKind, type OutboxJob } from "./outboxJobs";
import {
  claimedJobFrom,
  messageFromRow,
  migrations,
  outboxJobColumns,
  outboxJobFromRow,
  outboxJobSelect,
  outboxJobValues,
  shortError,
  type ClaimRow,
  type MessageRow,
  type OutboxJobRow,
} from "./schema";
import {
  insertMessageSql,
  insertMessageValues,
  writeProbeSql,
  type ClaimedJob,
  type InsertResult,
  type MessageCounts,
  type MessageStatus,
  type NewMessage,
  type Storage,
  type StoredMessage,
} from "./storage";

const insertSql = insertMessageSql(() => "?");
const probeSql = writeProbeSql(() => "?");

interface Queued {
  write: () => unknown;
  /** Not written at all when its turn comes after this time (epoch ms). */
  commitBy: number | undefined;
  /** The outbox's own record (a claim, an outcome): losing it to a power cut means a resend. */
  bookkeeping: boolean;
  resolve: (result: never) => void;
  reject: (error: unknown) => void;
}

/**
 * The embedded default: one SQLite file in WAL mode with `synchronous=FULL`, so a commit is on
 * disk before the endpoint answers. Inserts arriving in the same event-loop turn share one
 * commit (group commit): each caller still hears back only after its row is durable, but a
 * burst costs one fsync instead of one per message.
 *
 * The outbox's bookkeeping (claims and outcomes) commits with `synchronous=NORMAL`: it survives
 * a crash of the process, and a power cut can only undo it, which means the job is sent again
 * with the same ids, as after any crash. The next durable commit makes it durable too.
 * (docs/decisions/0609-visitors-before-deliveries.md)
 */
export class SqliteStorage implements Storage {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private queue: Queued[] = [];
  private readonly statements = new Map<string, Database.Statement>();

  /** `timeoutMs`: how long a write waits for another process's lock on the file. */
  constructor(file: string, timeoutMs = defaultStorageTimeoutMs) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("foreign_keys = ON");
    this.db.pragma(`busy_timeout = ${timeoutMs}`);
    this.migrate();
  }

  /** Prepared once, reused: compiling SQL on every request would dominate the cost of a write. */
  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Writes nothing when the schema is current: the server must start on a full disk. */
  private migrate(): void {
    const all = migrations("sqlite");
    const current = Number(this.db.pragma("user_version", { simple: true }));
    if (current >= all.length) return;
    this.db
      .transaction(() => {
        for (let version = current; version < all.length; version++) {
          this.db.exec(all[version] ?? "");
        }
        this.db.pragma(`user_version = ${all.length}`);
      })
      .immediate();
  }

  private readonly insertOne = (message: NewMessage): InsertResult => {
    const inserted = this.stmt(insertSql).run(...insertMessageValues(message));
    if (inserted.changes === 0 && message.idempotencyKey) {
      const existing = this.findKey(message.idempotencyKey);
      if (existing) return { created: false, existing };
    }
    const job = this.stmt(`INSERT INTO outbox (${outboxJobColumns}) VALUES (?, ?, ?, ?, ?, ?)`);
    if (!message.quarantined) {
      for (const spec of message.jobs) job.run(...outboxJobValues(message, spec));
    }
    return { created: true, id: message.id };
  };

  private flush(): void {
    const now = Date.now();
    const late = this.queue.filter((item) => item.commitBy !== undefined && item.commitBy < now);
    for (const item of late) item.reject(new StorageDeadlineError());
    const batch = this.queue.filter((item) => !late.includes(item));
    this.queue = [];
    try {
      const commit = this.db.transaction(() =>
        batch.map((item) => {
          try {
            // A nested transaction is a savepoint: one failing write does not undo the others.
            return { ok: true as const, result: this.db.transaction(item.write)() };
          } catch (error) {
            return { ok: false as const, error };
          }
        }),
      );
      const results = batch.every((item) => item.bookkeeping) ? this.withoutSync(commit) : commit();
      results.forEach((outcome, index) => {
        const item = batch[index];
        if (!item) return;
        if (outcome.ok) item.resolve(outcome.result as never);
        else item.reject(outcome.error);
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  /** Bookkeeping commits without waiting for the disk; the connection stays `FULL` for the rest. */
  private withoutSync<T>(run: () => T): T {
    this.db.pragma("synchronous = NORMAL");
    try {
      return run();
    } finally {
      this.db.pragma("synchronous = FULL");
    }
  }

  /** Runs `write` in the next shared commit; resolves once it is committed (on disk unless bookkeeping). */
  private enqueue<T>(write: () => T, bookkeeping = false, commitBy?: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const settle = resolve as (result: never) => void;
      this.queue.push({ write, bookkeeping, commitBy, resolve: settle, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  insert(message: NewMessage): Promise<InsertResult> {
    return this.enqueue(() => this.insertOne(message), false, message.commitBy);
  }

  private findKey(key: string): { id: string; fingerprint: string } | null {
    const row = this.stmt("SELECT id, fingerprint FROM messages WHERE idempotency_key = ?").get(
      key,
    ) as { id: string; fingerprint: string } | undefined;
    return row ?? null;
  }

  async findByIdempotencyKey(key: string) {
    return this.findKey(key);
  }

  async claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    const claim = this.db.transaction(() => {
      const rows = this.stmt(
        `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
             WHERE id IN (
               SELECT id FROM outbox
               WHERE status = 'pending' AND next_attempt_at <= ?
                 AND (lease_until IS NULL OR lease_until <= ?)
               ORDER BY next_attempt_at, id LIMIT ?)
             RETURNING id, message_id, kind, target, attempts, deliver_until`,
      ).all(owner, now + leaseMs, now, now, limit) as ClaimRow[];
      const getMessage = this.stmt("SELECT * FROM messages WHERE id = ?");
      const bumpAttempts = this.stmt(
        "UPDATE messages SET attempts = ?, updated_at = ? WHERE id = ?",
      );
      return rows.flatMap((row): ClaimedJob[] => {
        const message = getMessage.get(row.message_id) as MessageRow | undefined;
        if (!message) return [];
        if (row.kind === "notification") bumpAttempts.run(row.attempts, now, row.message_id);
        return [claimedJobFrom(row, message)];
      });
    });
    return this.withoutSync(() => claim.immediate());
  }

  private finish(
    jobId: number,
    owner: string,
    set: { status: "pending" | "sent" | "failed"; nextAttemptAt?: number; error?: string },
    now: number,
  ): Promise<void> {
    return this.enqueue(() => {
      const row = this.stmt(
        `UPDATE outbox SET status = ?, lease_owner = NULL, lease_until = NULL,
               next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?,
               sent_at = CASE WHEN ? = 'sent' THEN ? ELSE sent_at END
             WHERE id = ? AND lease_owner = ?
             RETURNING message_id, kind`,
      ).get(
        set.status,
        set.nextAttemptAt ?? null,
        set.error ? shortError(set.error) : null,
        set.status,
        now,
        jobId,
        owner,
      ) as { message_id: string; kind: string } | undefined;
      if (row?.kind === "notification") {
        this.stmt(
          "UPDATE messages SET status = ?, last_error = ?, updated_at = ? WHERE id = ?",
        ).run(set.status, set.error ? shortError(set.error) : null, now, row.message_id);
      }
    }, true);
  }

  markSent(jobId: number, owner: string, now: number) {
    return this.finish(jobId, owner, { status: "sent" }, now);
  }

  markRetry(jobId: number, owner: string, now: number, nextAttemptAt: number, error: string) {
    return this.finish(jobId, owner, { status: "pending", nextAttemptAt, error }, now);
  }

  markFailed(jobId: number, owner: string, now: number, error: string) {
    return this.finish(jobId, owner, { status: "failed", error }, now);
  }

  async retry(id: string, now: number, deliverUntil: number, kinds?: JobKind[]): Promise<number> {
    return this.db
      .transaction(() => {
        const requeued = this.stmt(
          `UPDATE outbox SET status = 'pending', next_attempt_at = ?, deliver_until = ?,
               lease_owner = NULL, lease_until = NULL
             WHERE message_id = ? AND status = 'failed'
               AND (? IS NULL OR kind IN (SELECT value FROM json_each(?)))
             RETURNING kind`,
        ).all(now, deliverUntil, id, kinds ? 1 : null, JSON.stringify(kinds ?? [])) as {
          kind: string;
        }[];
        if (requeued.some((job) => job.kind === "notification")) {
          this.stmt(
            "UPDATE messages SET status = 'pending', updated_at = ? WHERE id = ? AND status = 'failed'",
          ).run(now, id);
        }
        return requeued.length;
      })
      .immediate();
  }

  async jobsOf(id: string): Promise<OutboxJob[]> {
    const rows = this.stmt(`${outboxJobSelect} WHERE message_id = ? ORDER BY id`).all(
      id,
    ) as OutboxJobRow[];
    return rows.map(outboxJobFromRow);
  }

  async channelCounts(): Promise<ChannelCounts> {
    const rows = this.stmt(
      `SELECT kind, status, count(*) AS count FROM outbox
         WHERE status IN ('pending', 'failed') GROUP BY kind, status`,
    ).all() as { kind: string; status: string; count: number }[];
    return channelCountsFrom(rows);
  }

  async get(id: string): Promise<StoredMessage | null> {
    const row = this.stmt("SELECT * FROM messages WHERE id = ?").get(id) as MessageRow | undefined;
    return row ? messageFromRow(row) : null;
  }

  async list({ status, limit = 1000 }: { status?: MessageStatus; limit?: number }) {
    const rows = (
      status
        ? this.stmt(
            "SELECT * FROM messages WHERE status = ? ORDER BY created_at DESC, id LIMIT ?",
          ).all(status, limit)
        : this.stmt("SELECT * FROM messages ORDER BY created_at DESC, id LIMIT ?").all(limit)
    ) as MessageRow[];
    return rows.map(messageFromRow);
  }

  async counts(): Promise<MessageCounts> {
    const row = this.stmt(
      `SELECT COALESCE(SUM(status = 'pending'), 0) AS pending,
                COALESCE(SUM(status = 'failed'), 0) AS failed FROM messages`,
    ).get() as { pending: number; failed: number };
    return { pending: Number(row.pending), failed: Number(row.failed) };
  }

  async deleteOlderThan(cutoff: number): Promise<number> {
    return this.stmt("DELETE FROM messages WHERE created_at < ?").run(cutoff).changes;
  }

  async secret(name: string, create: () => string): Promise<string> {
    const stored = this.stmt("SELECT value FROM settings WHERE name = ?").get(name) as
      { value: string } | undefined;
    // Read first: a start on a full disk must not need to write what is already there.
    if (stored) return stored.value;
    this.stmt("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING").run(
      name,
      create(),
    );
    const row = this.stmt("SELECT value FROM settings WHERE name = ?").get(name) as {
      value: string;
    };
    return row.value;
  }

  async ping(): Promise<void> {
    this.stmt("SELECT 1").get();
  }

  probeWrite(deadline: number): Promise<void> {
    const write = () => void this.stmt(probeSql).run(String(Date.now()));
    return this.enqueue(write, false, deadline);
  }

  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    this.db.close();
  }
}
