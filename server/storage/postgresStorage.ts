import pg from "pg";
import type { Socket } from "node:net";
import { beforeDeadline, defaultStorageTimeoutMs, postgresPoolTimeouts } from "./deadline";
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

const int8 = 20;
// Times are BIGINT milliseconds: well inside Number's exact range, so read them as numbers.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8 && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

const insertSql = insertMessageSql((n) => `$${n}`);
const probeSql = writeProbeSql((n) => `$${n}`);

/** Serialises migrations when several instances start at once. */
const migrationLock = 461_027_313;

/** For more than one server instance: every instance shares the database and its outbox. */
export class PostgresStorage implements Storage {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;

  private constructor(
    private readonly connectionString: string,
    private readonly timeoutMs: number,
    onIdleError: (error: Error) => void,
  ) {
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      types,
      ...postgresPoolTimeouts(timeoutMs),
    });
    // A pooled connection dropped while idle (database restart, failover) must not crash the
    // process: the pool replaces it, and meanwhile queries fail (503, health "unreachable").
    this.pool.on("error", onIdleError);
  }

  static async open(
    connectionString: string,
    onIdleError: (error: Error) => void = () => undefined,
    timeoutMs = defaultStorageTimeoutMs,
  ): Promise<PostgresStorage> {
    const storage = new PostgresStorage(connectionString, timeoutMs, onIdleError);
    await storage.migrate();
    return storage;
  }

  /** On a connection of its own: a migration may run longer than a request's statement timeout. */
  private async migrate(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.timeoutMs,
    });
    client.on("error", () => undefined);
    await client.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [migrationLock]);
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ version: number | null }>(
        "SELECT max(version) AS version FROM schema_migrations",
      );
      const current = rows[0]?.version ?? 0;
      const all = migrations("postgres");
      for (let version = current; version < all.length; version++) {
        await client.query("BEGIN");
        await client.query(all[version] ?? "");
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version + 1]);
        await client.query("COMMIT");
      }
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [migrationLock]).catch(() => undefined);
      await client.end();
    }
  }

  /**
   * A checked-out connection that dies between two queries emits "error" with nobody listening;
   * the running query fails anyway, so the event only needs a listener (not a crash).
   */
  private async checkout(): Promise<{
    client: pg.PoolClient;
    release: (destroy?: boolean) => void;
  }> {
    const client = await this.pool.connect();
    const ignore = () => undefined;
    client.on("error", ignore);
    return {
      client,
      release: (destroy = false) => {
        client.off("error", ignore);
        client.release(destroy);
      },
    };
  }

  /**
   * `bookkeeping` is the outbox's own record (a claim, an outcome): its commit does not wait for
   * the WAL flush. A database crash can only undo it, and the job is then sent again with the same
   * ids, as after any crash (docs/decisions/0609-visitors-before-deliveries.md).
   */
  private async transaction<T>(
    work: (client: pg.PoolClient) => Promise<T>,
    bookkeeping = false,
    deadline = Date.now() + this.timeoutMs,
  ): Promise<T> {
    const checkout = this.checkout();
    const { client, release } = await beforeDeadline(checkout, deadline, () => {
      checkout.then(
        (late) => late.release(),
        () => undefined,
      );
    });
    let abandoned = false;
    // A hung database answers nothing, not even a ROLLBACK: the connection is reset instead,
    // and the database rolls the transaction back when it sees the connection gone.
    const abandon = () => {
      abandoned = true;
      (client as unknown as { connection: { stream: Socket } }).connection.stream.resetAndDestroy();
    };
    try {
      const begin = bookkeeping ? "BEGIN; SET LOCAL synchronous_commit = off" : "BEGIN";
      await beforeDeadline(client.query(begin), deadline, abandon);
      const result = await beforeDeadline(work(client), deadline, abandon);
      // Never a COMMIT after the deadline: the caller answers "not stored" from then on.
      await beforeDeadline(client.query("COMMIT"), deadline, abandon);
      return result;
    } catch (error) {
      if (!abandoned) await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      release(abandoned);
    }
  }

  async insert(message: NewMessage): Promise<InsertResult> {
    return this.transaction(
      async (client) => {
        const inserted = await client.query(insertSql, insertMessageValues(message));
        if (inserted.rowCount === 0 && message.idempotencyKey) {
          const { rows } = await client.query<{ id: string; fingerprint: string }>(
            "SELECT id, fingerprint FROM messages WHERE idempotency_key = $1",
            [message.idempotencyKey],
          );
          if (rows[0]) return { created: false, existing: rows[0] };
        }
        if (!message.quarantined && message.jobs.length > 0) {
          // One statement for all of the message's jobs: one round trip, however many channels.
          const values = message.jobs.map((job) => outboxJobValues(message, job));
          const rows = values.map(
            (row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(", ")})`,
          );
          await client.query(
            `INSERT INTO outbox (${outboxJobColumns}) VALUES ${rows.join(", ")}`,
            values.flat(),
          );
        }
        return { created: true, id: message.id };
      },
      false,
      message.commitBy,
    );
  }

  async findByIdempotencyKey(key: string) {
    const { rows } = await this.pool.query<{ id: string; fingerprint: string }>(
      "SELECT id, fingerprint FROM messages WHERE idempotency_key = $1",
      [key],
    );
    return rows[0] ?? null;
  }

  async claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    return this.transaction(async (client) => {
      // SKIP LOCKED: concurrent workers each take different rows instead of waiting.
      const { rows } = await client.query<ClaimRow>(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= $1
             AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, id LIMIT $3
           FOR UPDATE SKIP LOCKED)
         UPDATE outbox o SET lease_owner = $2, lease_until = $4, attempts = o.attempts + 1
         FROM due WHERE o.id = due.id
         RETURNING o.id, o.message_id, o.kind, o.target, o.attempts, o.deliver_until`,
        [now, owner, limit, now + leaseMs],
      );
      if (rows.length === 0) return [];
      const messages = await client.query<MessageRow>("SELECT * FROM messages WHERE id = ANY($1)", [
        rows.map((row) => row.message_id),
      ]);
      const byId = new Map(messages.rows.map((row) => [row.id, row]));
      const claimed: ClaimedJob[] = [];
      for (const row of rows) {
        const message = byId.get(row.message_id);
        if (!message) continue;
        if (row.kind === "notification") {
          await client.query("UPDATE messages SET attempts = $1, updated_at = $2 WHERE id = $3", [
            row.attempts,
            now,
            row.message_id,
          ]);
        }
        claimed.push(claimedJobFrom(row, message));
      }
      return claimed;
    }, true);
  }

  private async finish(
    jobId: number,
    owner: string,
    set: { status: "pending" | "sent" | "failed"; nextAttemptAt?: number; error?: string },
    now: number,
  ): Promise<void> {
    const error = set.error ? shortError(set.error) : null;
    await this.transaction(async (client) => {
      const { rows } = await client.query<{ message_id: string; kind: string }>(
        `UPDATE outbox SET status = $1, lease_owner = NULL, lease_until = NULL,
           next_attempt_at = COALESCE($2, next_attempt_at), last_error = $3,
           sent_at = CASE WHEN $1 = 'sent' THEN $4 ELSE sent_at END
         WHERE id = $5 AND lease_owner = $6
         RETURNING message_id, kind`,
        [set.status, set.nextAttemptAt ?? null, error, now, jobId, owner],
      );
      const row = rows[0];
      if (row?.kind === "notification") {
        await client.query(
          "UPDATE messages SET status = $1, last_error = $2, updated_at = $3 WHERE id = $4",
          [set.status, error, now, row.message_id],
        );
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
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ kind: string }>(
        `UPDATE outbox SET status = 'pending', next_attempt_at = $1, deliver_until = $2,
           lease_owner = NULL, lease_until = NULL
         WHERE message_id = $3 AND status = 'failed' AND ($4::text[] IS NULL OR kind = ANY($4))
         RETURNING kind`,
        [now, deliverUntil, id, kinds ?? null],
      );
      if (rows.some((job) => job.kind === "notification")) {
        await client.query(
          "UPDATE messages SET status = 'pending', updated_at = $1 WHERE id = $2 AND status = 'failed'",
          [now, id],
        );
      }
      return rows.length;
    });
  }

  async jobsOf(id: string): Promise<OutboxJob[]> {
    const { rows } = await this.pool.query<OutboxJobRow>(
      `${outboxJobSelect} WHERE message_id = $1 ORDER BY id`,
      [id],
    );
    return rows.map(outboxJobFromRow);
  }

  async channelCounts(): Promise<ChannelCounts> {
    const { rows } = await this.pool.query<{ kind: string; status: string; count: number }>(
      `SELECT kind, status, count(*)::int AS count FROM outbox
         WHERE status IN ('pending', 'failed') GROUP BY kind, status`,
    );
    return channelCountsFrom(rows);
  }

  async get(id: string): Promise<StoredMessage | null> {
    const { rows } = await this.pool.query<MessageRow>("SELECT * FROM messages WHERE id = $1", [
      id,
    ]);
    return rows[0] ? messageFromRow(rows[0]) : null;
  }

  async list({ status, limit = 1000 }: { status?: MessageStatus; limit?: number }) {
    const { rows } = status
      ? await this.pool.query<MessageRow>(
          "SELECT * FROM messages WHERE status = $1 ORDER BY created_at DESC, id LIMIT $2",
          [status, limit],
        )
      : await this.pool.query<MessageRow>(
          "SELECT * FROM messages ORDER BY created_at DESC, id LIMIT $1",
          [limit],
        );
    return rows.map(messageFromRow);
  }

  async counts(): Promise<MessageCounts> {
    const { rows } = await this.pool.query<{ pending: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'failed')::int AS failed FROM messages`,
    );
    return { pending: rows[0]?.pending ?? 0, failed: rows[0]?.failed ?? 0 };
  }

  async deleteOlderThan(cutoff: number): Promise<number> {
    const result = await this.pool.query("DELETE FROM messages WHERE created_at < $1", [cutoff]);
    return result.rowCount ?? 0;
  }

  async secret(name: string, create: () => string): Promise<string> {
    await this.pool.query(
      "INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
      [name, create()],
    );
    const { rows } = await this.pool.query<{ value: string }>(
      "SELECT value FROM settings WHERE name = $1",
      [name],
    );
    if (!rows[0]) throw new Error(`setting ${name} missing after insert`);
    return rows[0].value;
  }

  async ping(): Promise<void> {
    await this.pool.query("SELECT 1");
  }

  async probeWrite(deadline: number): Promise<void> {
    await this.transaction(
      async (client) => {
        await client.query(probeSql, [String(Date.now())]);
      },
      false,
      deadline,
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
