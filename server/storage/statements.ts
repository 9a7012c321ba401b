import type { OutboxJobSpec } from "./outboxJobs";
import { changes, placeholders, sql, value, type Operation } from "./operation";
import type { DeliveryJob } from "./teamJobs";
import {
  claimedJobFrom,
  claimedTeamJobFrom,
  messageFromRow,
  outboxJobColumns,
  outboxJobValues,
  shortError,
  type ClaimRow,
  type MessageRow,
} from "./schema";
import {
  insertMessageSql,
  insertMessageValues,
  keptBack,
  type Erasure,
  type InsertResult,
  type KeyedMessage,
  type MailCapName,
  type MessageCommitSteps,
  type MessageStatus,
  type NewMessage,
  type StoredMessage,
} from "./messages";

/**
 * The statements and the domain rules of the storage, once for both databases, as operations
 * (server/storage/operation.ts) that SqlStorage hands to its driver.
 */

export type JobOutcome = {
  status: "pending" | "sent" | "failed";
  nextAttemptAt?: number;
  error?: string;
};

/**
 * The domain rule both databases keep: a message's own status, attempts and last error follow
 * its inbox mail (the lead's mail to the inbox); every other job keeps its state on itself.
 */
const carriesMessageStatus = (job: { event: string; channel: string; target: string }) =>
  job.event === "lead" && job.channel === "mail" && job.target === "inbox";

const insertSql = insertMessageSql(() => "?");

export function* insertMessage(
  message: NewMessage,
  steps: MessageCommitSteps,
): Operation<InsertResult> {
  const flooded = yield* steps.overFloodLimit(message);
  const stored: NewMessage = flooded ? { ...message, holdReason: "flood" } : message;
  const inserted = yield* sql(insertSql, ...insertMessageValues(stored));
  if (inserted.changes === 0 && message.idempotencyKey) {
    const existing = (yield* findKey(message.idempotencyKey)).rows[0];
    if (existing) return { created: false, existing };
  }
  if (keptBack(message)) return { created: true, id: message.id };
  // A message held for the flood keeps its booking capability unless it was sent faster than a
  // person writes: its bookings wait for the visitor's confirmation by mail
  // (docs/decisions/0845-flood-rule.md).
  if (flooded) {
    const bookable = message.flood?.bookableWhenHeld === true;
    if (bookable) yield* grantCapability(message, steps);
    return { created: true, id: message.id, heldForFlood: { bookable } };
  }
  yield* grantCapability(message, steps);
  const capped = yield* acknowledgementCap(message, steps);
  yield* insertJobs(message, message.jobs);
  if (!capped) return { created: true, id: message.id };
  // A capped acknowledgement does not take the booking away: the answer already hands out the
  // capability, and a booking made at once needs no mail to an unconfirmed address.
  yield* sql(
    `UPDATE outbox SET status = 'skipped', last_error = ?
     WHERE message_id = ? AND event = 'lead' AND channel = 'mail' AND target = 'visitor'`,
    `not sent: mail cap ${capped}`,
    message.id,
  );
  return { created: true, id: message.id, acknowledgementCapped: capped };
}

function* grantCapability(message: NewMessage, steps: MessageCommitSteps): Operation<void> {
  if (message.bookingCapabilityHash)
    yield* steps.grantCapability(message.bookingCapabilityHash, message.id);
}

/**
 * MAIL_CONFIRMATION's acknowledgement goes to an address nobody has confirmed: it counts against
 * the caps on such mail, and over one it is skipped (recorded on its job), never failed.
 */
function* acknowledgementCap(
  message: NewMessage,
  steps: MessageCommitSteps,
): Operation<MailCapName | null> {
  const mail = message.acknowledgement;
  const acknowledged = message.jobs.some(
    (job) => job.channel === "mail" && job.target === "visitor",
  );
  if (!mail || !acknowledged) return null;
  return yield* steps.claimUnconfirmedMail(mail, message.now);
}

/** One statement for all of a message's jobs: one round trip, however many channels. */
export function* insertJobs(
  message: { id: string; now: number; deliverUntil: number },
  jobs: OutboxJobSpec[],
  changeId = 0,
): Operation<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => outboxJobValues(message, job, changeId));
  const values = rows.map((row) => `(${placeholders(row.length)})`).join(", ");
  yield* sql(`INSERT INTO outbox (${outboxJobColumns}) VALUES ${values}`, ...rows.flat());
}

/**
 * Jobs a message may be given again: a hold's mail after its earlier hold lapsed. An earlier job
 * of the same event, channel and target is armed afresh rather than refused, so the new hold
 * gets its mail once, rendered from the hold as it is when sent.
 */
export function* rearmJobs(
  message: { id: string; now: number; deliverUntil: number },
  jobs: OutboxJobSpec[],
): Operation<void> {
  for (const job of jobs) {
    const row = outboxJobValues(message, job);
    yield* sql(
      `INSERT INTO outbox (${outboxJobColumns}) VALUES (${placeholders(row.length)})
       ON CONFLICT (message_id, event, channel, target, change_id) DO UPDATE SET
         status = excluded.status, attempts = 0, next_attempt_at = excluded.next_attempt_at,
         deliver_until = excluded.deliver_until, lease_owner = NULL, lease_until = NULL,
         last_error = NULL, sent_at = NULL`,
      ...row,
    );
  }
}

/** The message under `key`, or the erased one (fingerprint null) whose key is kept. */
export const findKey = (key: string) =>
  sql<KeyedMessage>(
    `SELECT id, fingerprint FROM messages WHERE idempotency_key = ?
     UNION ALL
     SELECT message_id AS id, NULL AS fingerprint FROM erased_requests WHERE idempotency_key = ?`,
    key,
    key,
  );

const ofAddress = "lower(email) = lower(?)";

export const messagesOf = (email: string) =>
  value(
    sql<MessageRow>(`SELECT * FROM messages WHERE ${ofAddress} ORDER BY created_at, id`, email),
    (rows) => rows.map(messageFromRow),
  );

export function* erasePerson(
  email: string,
  now: number,
  steps: Pick<MessageCommitSteps, "eraseAddress">,
): Operation<Erasure> {
  const { rows } = yield* sql<{ id: string; idempotency_key: string | null }>(
    `SELECT id, idempotency_key FROM messages WHERE ${ofAddress} ORDER BY created_at, id`,
    email,
  );
  const messageIds = rows.map((row) => row.id);
  yield* steps.eraseAddress(email);
  if (messageIds.length === 0) return { messageIds, outboxJobs: 0, idempotencyKeys: 0 };
  const keyed = rows.filter((row) => row.idempotency_key !== null);
  for (const row of keyed) {
    yield* sql(
      `INSERT INTO erased_requests (idempotency_key, message_id, erased_at) VALUES (?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      row.idempotency_key,
      row.id,
      now,
    );
  }
  const ids = placeholders(messageIds.length);
  const outboxJobs = yield* changes(
    sql(`DELETE FROM outbox WHERE message_id IN (${ids})`, ...messageIds),
  );
  yield* sql(`DELETE FROM messages WHERE id IN (${ids})`, ...messageIds);
  return { messageIds, outboxJobs, idempotencyKeys: keyed.length };
}

/**
 * Claims due jobs, the visitor's own mail first: a person may be waiting at the screen for it (a
 * hold's confirmation link, an invitation), while the team's copies can wait. Under a flood of
 * messages the worker delivers one job at a time (docs/decisions/0609), so the order decides
 * whether that person waits seconds or minutes (docs/decisions/0842).
 */
export function* claim(
  lockDue: string,
  owner: string,
  now: number,
  leaseMs: number,
  limit: number,
): Operation<DeliveryJob[]> {
  const { rows } = yield* sql<ClaimRow>(
    `UPDATE outbox SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?)
       ORDER BY CASE WHEN target = 'visitor' THEN 0 ELSE 1 END, next_attempt_at, id
       LIMIT ?${lockDue})
     RETURNING id, message_id, event, channel, target, change_id, attempts, deliver_until, period`,
    owner,
    now + leaseMs,
    now,
    now,
    limit,
  );
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => row.message_id ?? []))];
  const messages =
    ids.length === 0
      ? { rows: [] }
      : yield* sql<MessageRow>(
          `SELECT * FROM messages WHERE id IN (${placeholders(ids.length)})`,
          ...ids,
        );
  const byId = new Map(messages.rows.map((row) => [row.id, row]));
  const claimed: DeliveryJob[] = [];
  for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    if (row.message_id === null) {
      claimed.push(claimedTeamJobFrom(row));
      continue;
    }
    const message = byId.get(row.message_id);
    if (!message) continue;
    if (carriesMessageStatus(row)) {
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

export function* finish(
  jobId: number,
  owner: string,
  set: JobOutcome,
  now: number,
): Operation<void> {
  const error = set.error ? shortError(set.error) : null;
  const { rows } = yield* sql<{
    message_id: string;
    event: string;
    channel: string;
    target: string;
  }>(
    `UPDATE outbox SET status = ?, lease_owner = NULL, lease_until = NULL,
       next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?,
       sent_at = CASE WHEN CAST(? AS TEXT) = 'sent' THEN ? ELSE sent_at END
     WHERE id = ? AND lease_owner = ?
     RETURNING message_id, event, channel, target`,
    set.status,
    set.nextAttemptAt ?? null,
    error,
    set.status,
    now,
    jobId,
    owner,
  );
  const row = rows[0];
  if (row && carriesMessageStatus(row)) {
    yield* sql(
      "UPDATE messages SET status = ?, last_error = ?, updated_at = ? WHERE id = ?",
      set.status,
      error,
      now,
      row.message_id,
    );
  }
}

export function* retry(id: string, now: number, deliverUntil: number, channel?: string) {
  const only = channel ? " AND channel = ?" : "";
  const { rows } = yield* sql<{ event: string; channel: string; target: string }>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, deliver_until = ?,
       lease_owner = NULL, lease_until = NULL
     WHERE message_id = ? AND status = 'failed'${only}
     RETURNING event, channel, target`,
    now,
    deliverUntil,
    id,
    ...(channel ? [channel] : []),
  );
  if (rows.some(carriesMessageStatus)) {
    yield* sql(
      "UPDATE messages SET status = 'pending', updated_at = ? WHERE id = ? AND status = 'failed'",
      now,
      id,
    );
  }
  return rows.length;
}

export function* list(
  status: MessageStatus | undefined,
  limit: number,
): Operation<StoredMessage[]> {
  const where = status ? "WHERE status = ? " : "";
  const params = status ? [status, limit] : [limit];
  const { rows } = yield* sql<MessageRow>(
    `SELECT * FROM messages ${where}ORDER BY created_at DESC, id LIMIT ?`,
    ...params,
  );
  return rows.map(messageFromRow);
}

export function* secret(name: string, create: () => string): Operation<string> {
  const select = "SELECT value FROM settings WHERE name = ?";
  // Read first: a start on a full disk must not need to write what is already there.
  const stored = yield* sql<{ value: string }>(select, name);
  if (stored.rows[0]) return stored.rows[0].value;
  yield* sql(
    "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
    name,
    create(),
  );
  const { rows } = yield* sql<{ value: string }>(select, name);
  if (!rows[0]) throw new Error(`setting ${name} missing after insert`);
  return rows[0].value;
}

/**
 * The write `/api/health` commits to learn that storage can write now (a full disk, a read-only
 * file system or a hung database fail it). One row, overwritten each time.
 */
export function* writeProbe(now: number): Operation<void> {
  yield* sql(
    `INSERT INTO settings (name, value) VALUES ('health-probe', ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    String(now),
  );
}
