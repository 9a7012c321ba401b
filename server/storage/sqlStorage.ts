import { channelCountsFrom, type ChannelCounts, type JobKind, type OutboxJob } from "./outboxJobs";
import { placeholders, sql, type Operation } from "./operation";
import {
  claimedJobFrom,
  messageFromRow,
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
  type ClaimedJob,
  type InsertResult,
  type MessageCounts,
  type MessageStatus,
  type NewMessage,
  type Storage,
  type StoredMessage,
} from "./storage";

type JobOutcome = { status: "pending" | "sent" | "failed"; nextAttemptAt?: number; error?: string };

/**
 * The domain rule both databases keep: a message's own status, attempts and last error follow
 * its inbox mail (the notification job); every other channel keeps its state on its job only.
 */
const carriesMessageStatus = (kind: string) => kind === "notification";

const insertSql = insertMessageSql(() => "?");

function* insertMessage(message: NewMessage): Operation<InsertResult> {
  const inserted = yield* sql(insertSql, ...insertMessageValues(message));
  if (inserted.changes === 0 && message.idempotencyKey) {
    const existing = (yield* findKey(message.idempotencyKey)).rows[0];
    if (existing) return { created: false, existing };
  }
  if (!message.quarantined && message.jobs.length > 0) {
    // One statement for all of the message's jobs: one round trip, however many channels.
    const rows = message.jobs.map((job) => outboxJobValues(message, job));
    const values = rows.map((row) => `(${placeholders(row.length)})`).join(", ");
    yield* sql(`INSERT INTO outbox (${outboxJobColumns}) VALUES ${values}`, ...rows.flat());
  }
  return { created: true, id: message.id };
}

const findKey = (key: string) =>
  sql<{ id: string; fingerprint: string }>(
    "SELECT id, fingerprint FROM messages WHERE idempotency_key = ?",
    key,
  );

function* claim(
  lockDue: string,
  owner: string,
  now: number,
  leaseMs: number,
  limit: number,
): Operation<ClaimedJob[]> {
  const { rows } = yield* sql<ClaimRow>(
    `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?)
       ORDER BY next_attempt_at, id LIMIT ?${lockDue})
     RETURNING id, message_id, kind, target, attempts, deliver_until`,
    owner,
    now + leaseMs,
    now,
    now,
    limit,
  );
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.message_id))];
  const messages = yield* sql<MessageRow>(
    `SELECT * FROM messages WHERE id IN (${placeholders(ids.length)})`,
    ...ids,
  );
  const byId = new Map(messages.rows.map((row) => [row.id, row]));
  const claimed: ClaimedJob[] = [];
  for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    const message = byId.get(row.message_id);
    if (!message) continue;
    if (carriesMessageStatus(row.kind)) {
      yield* sql(
        "UPDATE messages SET attempts = ?, updated_at = ? WHERE id = ?",
        row.attempts,
        now,
        row.message_id,
      );
    }
    claimed.push(claimedJobFrom(row, message));
  }
  return claimed;
}

function* finish(jobId: number, owner: string, set: JobOutcome, now: number): Operation<void> {
  const error = set.error ? shortError(set.error) : null;
  const { rows } = yield* sql<{ message_id: string; kind: string }>(
    `UPDATE outbox SET status = ?, lease_owner = NULL, lease_until = NULL,
       next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?,
       sent_at = CASE WHEN CAST(? AS TEXT) = 'sent' THEN ? ELSE sent_at END
     WHERE id = ? AND lease_owner = ?
     RETURNING message_id, kind`,
    set.status,
    set.nextAttemptAt ?? null,
    error,
    set.status,
    now,
    jobId,
    owner,
  );
  const row = rows[0];
  if (row && carriesMessageStatus(row.kind)) {
    yield* sql(
      "UPDATE messages SET status = ?, last_error = ?, updated_at = ? WHERE id = ?",
      set.status,
      error,
      now,
      row.message_id,
    );
  }
}

function* retry(id: string, now: number, deliverUntil: number, kinds?: JobKind[]) {
  const only = kinds ? ` AND kind IN (${placeholders(kinds.length)})` : "";
  const { rows } = yield* sql<{ kind: string }>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, deliver_until = ?,
       lease_owner = NULL, lease_until = NULL
     WHERE message_id = ? AND status = 'failed'${only}
     RETURNING kind`,
    now,
    deliverUntil,
    id,
    ...(kinds ?? []),
  );
  if (rows.some((job) => carriesMessageStatus(job.kind))) {
    yield* sql(
      "UPDATE messages SET status = 'pending', updated_at = ? WHERE id = ? AND status = 'failed'",
      now,
      id,
    );
  }
  return rows.length;
}

function* list(status: MessageStatus | undefined, limit: number): Operation<StoredMessage[]> {
  const where = status ? "WHERE status = ? " : "";
  const params = status ? [status, limit] : [limit];
  const { rows } = yield* sql<MessageRow>(
    `SELECT * FROM messages ${where}ORDER BY created_at DESC, id LIMIT ?`,
    ...params,
  );
  return rows.map(messageFromRow);
}

function* secret(name: string, create: () => string): Operation<string> {
  yield* sql(
    "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
    name,
    create(),
  );
  const { rows } = yield* sql<{ value: string }>("SELECT value FROM settings WHERE name = ?", name);
  if (!rows[0]) throw new Error(`setting ${name} missing after insert`);
  return rows[0].value;
}

function* value<Row, T>(statement: Operation<{ rows: Row[] }>, map: (rows: Row[]) => T) {
  return map((yield* statement).rows);
}

function* changes(statement: Operation<{ changes: number }>) {
  return (yield* statement).changes;
}

/**
 * The storage both databases share: every statement and rule is here, once. A driver supplies
 * only what differs: its connection, how it runs an operation in a transaction (SQLite commits a
 * burst of writes together, PostgreSQL uses a pooled connection), its placeholders and its lock.
 */
export abstract class SqlStorage implements Storage {
  abstract readonly kind: "sqlite" | "postgres";
  /** Appended to the claim's choice of due jobs, so concurrent workers take different rows. */
  protected abstract readonly lockDue: string;

  /**
   * A write that may share its commit with others arriving at the same moment. `bookkeeping` is
   * the outbox's own record (a claim, an outcome): its commit need not wait for the disk, as a
   * crash can only undo it and the job is then sent again with the same ids
   * (docs/decisions/0609-visitors-before-deliveries.md).
   */
  protected abstract commit<T>(operation: Operation<T>, bookkeeping: boolean): Promise<T>;
  /** A transaction of its own that takes the write lock at once. */
  protected abstract transaction<T>(operation: Operation<T>, bookkeeping: boolean): Promise<T>;
  /** Statements one by one, each committed on its own. */
  protected abstract run<T>(operation: Operation<T>): Promise<T>;
  abstract close(): Promise<void>;

  insert(message: NewMessage): Promise<InsertResult> {
    return this.commit(insertMessage(message), false);
  }

  findByIdempotencyKey(key: string) {
    return this.run(value(findKey(key), (rows) => rows[0] ?? null));
  }

  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    return this.transaction(claim(this.lockDue, owner, now, leaseMs, limit), true);
  }

  markSent(jobId: number, owner: string, now: number) {
    return this.commit(finish(jobId, owner, { status: "sent" }, now), true);
  }

  markRetry(jobId: number, owner: string, now: number, nextAttemptAt: number, error: string) {
    const outcome: JobOutcome = { status: "pending", nextAttemptAt, error };
    return this.commit(finish(jobId, owner, outcome, now), true);
  }

  markFailed(jobId: number, owner: string, now: number, error: string) {
    return this.commit(finish(jobId, owner, { status: "failed", error }, now), true);
  }

  retry(id: string, now: number, deliverUntil: number, kinds?: JobKind[]): Promise<number> {
    return this.transaction(retry(id, now, deliverUntil, kinds), false);
  }

  jobsOf(id: string): Promise<OutboxJob[]> {
    const rows = sql<OutboxJobRow>(`${outboxJobSelect} WHERE message_id = ? ORDER BY id`, id);
    return this.run(value(rows, (jobs) => jobs.map(outboxJobFromRow)));
  }

  channelCounts(): Promise<ChannelCounts> {
    const rows = sql<{ kind: string; status: string; count: number | string }>(
      `SELECT kind, status, count(*) AS count FROM outbox
       WHERE status IN ('pending', 'failed') GROUP BY kind, status`,
    );
    return this.run(value(rows, channelCountsFrom));
  }

  get(id: string): Promise<StoredMessage | null> {
    const rows = sql<MessageRow>("SELECT * FROM messages WHERE id = ?", id);
    return this.run(value(rows, ([row]) => (row ? messageFromRow(row) : null)));
  }

  list({ status, limit = 1000 }: { status?: MessageStatus; limit?: number }) {
    return this.run(list(status, limit));
  }

  counts(): Promise<MessageCounts> {
    const rows = sql<{ pending: number | string | null; failed: number | string | null }>(
      `SELECT SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending,
              SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed FROM messages`,
    );
    return this.run(
      value(rows, ([row]) => ({
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
      })),
    );
  }

  deleteOlderThan(cutoff: number): Promise<number> {
    return this.run(changes(sql("DELETE FROM messages WHERE created_at < ?", cutoff)));
  }

  secret(name: string, create: () => string): Promise<string> {
    return this.run(secret(name, create));
  }

  async ping(): Promise<void> {
    await this.run(sql("SELECT 1"));
  }
}
