import { StorageDeadlineError } from "./deadline";
import { recordedTargets, recordTargets, type RecordedTarget } from "./deliveryTargets";
import {
  forgetMessageWriteFailure,
  messageWriteFailure,
  noteMessageWriteFailure,
  type MessageWriteFailure,
} from "./messageWriteFailure";
import type {
  Erasure,
  InsertResult,
  KeyedMessage,
  MessageCommitSteps,
  MessageStatus,
  NewMessage,
  StoredMessage,
} from "./messages";
import { changes, sql, value, type Operation } from "./operation";
import { channelCountsFrom, type ChannelCounts, type OutboxJob } from "./outboxJobs";
import {
  messageFromRow,
  outboxJobFromRow,
  outboxJobSelect,
  type MessageRow,
  type OutboxJobRow,
} from "./schema";
import {
  claim,
  erasePerson,
  finish,
  findKey,
  insertMessage,
  list,
  messagesOf,
  retry,
  type JobOutcome,
} from "./statements";
import type { Storage } from "./storage";
import {
  deleteSettledTeamJobs,
  insertTeamJob,
  retryTeamJobs,
  type DeliveryJob,
  type TeamJobSpec,
} from "./teamJobs";

interface MessageCounts {
  pending: number;
  failed: number;
  /** Held for review: waiting for an operator to release them (docs/operations.md). */
  held: number;
}

/** The shared records every feature writes to: messages, their outbox and the delivery targets. */
export interface MessageStore {
  /** Stores the message and its outbox jobs in one durable commit. */
  insert(message: NewMessage): Promise<InsertResult>;
  /** The last message storage could not write, while no later one has been written. */
  messageWriteFailure(): Promise<MessageWriteFailure | undefined>;
  /** The message stored under `key`; its fingerprint is null when it was erased since. */
  findByIdempotencyKey(key: string): Promise<KeyedMessage | null>;
  /** Leases due jobs to `owner`: no other worker gets them until the lease ends. */
  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<DeliveryJob[]>;
  /** Adds a team job unless its period has one already; true when this call added it. */
  insertTeamJob(job: TeamJobSpec): Promise<boolean>;
  /** Sends the team's failed jobs of `event` again; returns their periods. */
  retryTeamJobs(event: string, now: number, deliverUntil: number): Promise<string[]>;
  markSent(jobId: number, owner: string, now: number): Promise<void>;
  markRetry(
    jobId: number,
    owner: string,
    now: number,
    nextAttemptAt: number,
    error: string,
  ): Promise<void>;
  markFailed(jobId: number, owner: string, now: number, error: string): Promise<void>;
  /**
   * Operator: the message's failed jobs (only those of `channel`, when given) go back into the
   * outbox; the others are left alone. Returns how many were re-queued.
   */
  retry(id: string, now: number, deliverUntil: number, channel?: string): Promise<number>;
  /** Every outbox job of one message, one per channel. */
  jobsOf(id: string): Promise<OutboxJob[]>;
  /**
   * Pending and failed jobs per channel at `now`; a job scheduled for later and not yet
   * tried (a reminder before its day) is not pending yet.
   */
  channelCounts(now: number): Promise<ChannelCounts>;
  get(id: string): Promise<StoredMessage | null>;
  list(options: { status?: MessageStatus; limit?: number }): Promise<StoredMessage[]>;
  counts(): Promise<MessageCounts>;
  deleteOlderThan(cutoff: number): Promise<number>;
  /** Retention: team jobs (digests, held summaries) settled before `cutoff`; returns how many. */
  deleteSettledTeamJobs(cutoff: number): Promise<number>;
  /** Every message of an address (any letter case), oldest first. */
  messagesOf(email: string): Promise<StoredMessage[]>;
  /**
   * Deletes every message of an address (any letter case) with its outbox jobs in one
   * transaction; their idempotency keys are kept, alone, so a replay stores nothing again.
   */
  erasePerson(email: string, now: number): Promise<Erasure>;
  /** The server, at its start: the channel targets its settings configure (names only). */
  recordDeliveryTargets(targets: readonly RecordedTarget[]): Promise<void>;
  /** What a server recorded; empty before one of this version started. */
  deliveryTargets(): Promise<RecordedTarget[]>;
}

/** A message with its deliveries; its commit also tells health that messages fit again. */
function* storeMessage(message: NewMessage, steps: MessageCommitSteps): Operation<InsertResult> {
  const result = yield* insertMessage(message, steps);
  if (result.created) yield* forgetMessageWriteFailure();
  return result;
}

const countsQuery = () =>
  sql<{ pending: Count; failed: Count; held: Count }>(
    `SELECT SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending,
            SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed,
            SUM(CASE WHEN status = 'held' THEN 1 ELSE 0 END) AS held FROM messages`,
  );
type Count = number | string | null;

/** Due jobs are claimed under a lock where the database has one (PostgreSQL's SKIP LOCKED). */
const lockDue = (engine: Storage) => (engine.kind === "postgres" ? " FOR UPDATE SKIP LOCKED" : "");

/**
 * The message store on `engine`; `steps` are the other owners' statements a message's commit and
 * an erasure run (the host's, from screening and booking).
 */
export function messageStore(engine: Storage, steps: MessageCommitSteps): MessageStore {
  /**
   * Best effort, within the message's deadline (the visitor's answer waits for it): where even
   * this one row does not fit, health's probe fails as well.
   */
  const noteFailure = async (error: unknown, commitBy?: number) => {
    const reason = error instanceof Error ? error.message : String(error);
    const note = noteMessageWriteFailure({ at: Date.now(), reason });
    await engine.commit(note, false, commitBy).catch(() => undefined);
  };
  const finishJob = (jobId: number, owner: string, outcome: JobOutcome, now: number) =>
    engine.commit(finish(jobId, owner, outcome, now), true);

  return {
    insert: async (message) => {
      try {
        return await engine.commit(storeMessage(message, steps), false, message.commitBy);
      } catch (error) {
        // Out of time says nothing about the disk, and health's own deadline shows a slow database.
        if (!(error instanceof StorageDeadlineError)) await noteFailure(error, message.commitBy);
        throw error;
      }
    },
    messageWriteFailure: () => engine.run(messageWriteFailure()),
    findByIdempotencyKey: (key) => engine.run(value(findKey(key), (rows) => rows[0] ?? null)),
    claim: (owner, now, leaseMs, limit) =>
      engine.transaction(claim(lockDue(engine), owner, now, leaseMs, limit), true),
    insertTeamJob: (job) => engine.run(insertTeamJob(job)),
    retryTeamJobs: (event, now, deliverUntil) =>
      engine.commit(retryTeamJobs(event, now, deliverUntil), false),
    markSent: (jobId, owner, now) => finishJob(jobId, owner, { status: "sent" }, now),
    markRetry: (jobId, owner, now, nextAttemptAt, error) =>
      finishJob(jobId, owner, { status: "pending", nextAttemptAt, error }, now),
    markFailed: (jobId, owner, now, error) =>
      finishJob(jobId, owner, { status: "failed", error }, now),
    retry: (id, now, deliverUntil, channel) =>
      engine.transaction(retry(id, now, deliverUntil, channel)),
    jobsOf: (id) => {
      const rows = sql<OutboxJobRow>(`${outboxJobSelect} WHERE message_id = ? ORDER BY id`, id);
      return engine.run(value(rows, (jobs) => jobs.map(outboxJobFromRow)));
    },
    channelCounts: (now) => {
      const rows = sql<{ channel: string; status: string; count: number | string }>(
        `SELECT channel, status, count(*) AS count FROM outbox
         WHERE status = 'failed' OR (status = 'pending' AND (attempts > 0 OR next_attempt_at <= ?))
         GROUP BY channel, status`,
        now,
      );
      return engine.run(value(rows, channelCountsFrom));
    },
    get: (id) => {
      const rows = sql<MessageRow>("SELECT * FROM messages WHERE id = ?", id);
      return engine.run(value(rows, ([row]) => (row ? messageFromRow(row) : null)));
    },
    list: ({ status, limit = 1000 }) => engine.run(list(status, limit)),
    counts: () =>
      engine.run(
        value(countsQuery(), ([row]) => ({
          pending: Number(row?.pending ?? 0),
          failed: Number(row?.failed ?? 0),
          held: Number(row?.held ?? 0),
        })),
      ),
    deleteOlderThan: (cutoff) =>
      engine.run(changes(sql("DELETE FROM messages WHERE created_at < ?", cutoff))),
    deleteSettledTeamJobs: (cutoff) => engine.run(deleteSettledTeamJobs(cutoff)),
    messagesOf: (email) => engine.run(messagesOf(email)),
    erasePerson: async (email, now) => {
      const erasure = await engine.transaction(erasePerson(email, now, steps));
      await engine.dropOldCopies();
      return erasure;
    },
    recordDeliveryTargets: (targets) => engine.transaction(recordTargets(targets)),
    deliveryTargets: () => engine.run(recordedTargets()),
  };
}
