import {
  channelCountsFrom,
  type ChannelCounts,
  type OutboxJob,
  type OutboxJobSpec,
} from "./outboxJobs";
import { changes, sql, value, type Operation } from "./operation";
import {
  messageFromRow,
  outboxJobFromRow,
  outboxJobSelect,
  type MessageRow,
  type OutboxJobRow,
} from "./schema";
import type { Interval } from "./bookings";
import { StorageDeadlineError } from "./deadline";
import { siteSince } from "./siteSince";
import {
  forgetMessageWriteFailure,
  messageWriteFailure,
  noteMessageWriteFailure,
  type MessageWriteFailure,
} from "./messageWriteFailure";
import type { BookingChangeResult, CancelBooking, NewBooking, RescheduleBooking } from "./bookings";
import { upcomingBookings } from "./upcomingBookings";
import { recordAttendance, type RecordAttendance } from "./attendance";
import { activeBookingsWithAddress, spamMarksOf } from "./spamMarks";
import {
  addBlocked,
  blockedEntries,
  claimProof,
  purgeProofClaims,
  releaseHeld,
  removeBlocked,
  type BookingOffer,
} from "./heldMessages";
import { confirmHold, type HoldConfirmation } from "./holdConfirmation";
import { capabilityOf, waitingHolds } from "./holds";
import { hostsAtDomain, recentDemos, teamHeldSlots } from "./teamStatements";
import { bookingDeliveryCounts } from "./bookingDeliveries";
import { recordedTargets, recordTargets, type RecordedTarget } from "./deliveryTargets";
import {
  countVisit,
  deleteVisitCountsBefore,
  visitCounts,
  type CountedVisit,
  type VisitCount,
} from "./visitCounts";
import { funnelFacts, type FunnelWindow } from "./funnelFacts";
import {
  deleteSettledTeamJobs,
  insertTeamJob,
  retryTeamJobs,
  type DeliveryJob,
  type TeamJobSpec,
} from "./teamJobs";
import {
  activeBookingOf,
  book,
  bookingById,
  bookingChange,
  bookingGrant,
  cancelBooking,
  latestBookingOf,
  reschedule,
} from "./bookingStatements";
import {
  claim,
  erasePerson,
  finish,
  findKey,
  insertMessage,
  list,
  messagesOf,
  retry,
  secret,
  writeProbe,
  type JobOutcome,
} from "./statements";
import type {
  Erasure,
  InsertResult,
  MessageCounts,
  MessageStatus,
  NewMessage,
  Storage,
  StoredMessage,
} from "./storage";

/** A message with its deliveries; its commit also tells health that messages fit again. */
function* storeMessage(message: NewMessage): Operation<InsertResult> {
  const result = yield* insertMessage(message);
  if (result.created) yield* forgetMessageWriteFailure();
  return result;
}

/** A unique index refused the statement (PostgreSQL's 23505, better-sqlite3's code). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
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
   * (docs/decisions/0609-visitors-before-deliveries.md). Nothing is committed after `commitBy`
   * (epoch ms; when absent, PostgreSQL's timeout and SQLite's lock wait are the only bounds): the
   * write fails with a `StorageDeadlineError` instead
   * (docs/decisions/0613-storage-deadline-and-honest-health.md).
   */
  protected abstract commit<T>(
    operation: Operation<T>,
    bookkeeping: boolean,
    commitBy?: number,
  ): Promise<T>;
  /** A transaction of its own that takes the write lock at once. */
  protected abstract transaction<T>(operation: Operation<T>, bookkeeping: boolean): Promise<T>;
  /** Statements one by one, each committed on its own. */
  protected abstract run<T>(operation: Operation<T>): Promise<T>;
  abstract close(): Promise<void>;

  async insert(message: NewMessage): Promise<InsertResult> {
    try {
      return await this.commit(storeMessage(message), false, message.commitBy);
    } catch (error) {
      // Out of time says nothing about the disk, and health's own deadline shows a slow database.
      if (!(error instanceof StorageDeadlineError)) {
        await this.noteMessageWriteFailure(error, message.commitBy);
      }
      throw error;
    }
  }

  /**
   * Best effort, within the message's deadline (the visitor's answer waits for it): where even
   * this one row does not fit, health's probe fails as well.
   */
  private async noteMessageWriteFailure(error: unknown, commitBy?: number): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const note = noteMessageWriteFailure({ at: Date.now(), reason });
    await this.commit(note, false, commitBy).catch(() => undefined);
  }

  messageWriteFailure(): Promise<MessageWriteFailure | undefined> {
    return this.run(messageWriteFailure());
  }

  findByIdempotencyKey(key: string) {
    return this.run(value(findKey(key), (rows) => rows[0] ?? null));
  }

  claim(owner: string, now: number, leaseMs: number, limit: number): Promise<DeliveryJob[]> {
    return this.transaction(claim(this.lockDue, owner, now, leaseMs, limit), true);
  }

  insertTeamJob(job: TeamJobSpec): Promise<boolean> {
    return this.run(insertTeamJob(job));
  }

  retryTeamJobs(event: string, now: number, deliverUntil: number): Promise<string[]> {
    return this.commit(retryTeamJobs(event, now, deliverUntil), false);
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

  retry(id: string, now: number, deliverUntil: number, channel?: string): Promise<number> {
    return this.transaction(retry(id, now, deliverUntil, channel), false);
  }

  jobsOf(id: string): Promise<OutboxJob[]> {
    const rows = sql<OutboxJobRow>(`${outboxJobSelect} WHERE message_id = ? ORDER BY id`, id);
    return this.run(value(rows, (jobs) => jobs.map(outboxJobFromRow)));
  }

  channelCounts(now: number): Promise<ChannelCounts> {
    const rows = sql<{ channel: string; status: string; count: number | string }>(
      `SELECT channel, status, count(*) AS count FROM outbox
       WHERE status = 'failed' OR (status = 'pending' AND (attempts > 0 OR next_attempt_at <= ?))
       GROUP BY channel, status`,
      now,
    );
    return this.run(value(rows, channelCountsFrom));
  }

  bookingDeliveryCounts(events: readonly string[], now: number) {
    return this.run(bookingDeliveryCounts(events, now));
  }

  get(id: string): Promise<StoredMessage | null> {
    const rows = sql<MessageRow>("SELECT * FROM messages WHERE id = ?", id);
    return this.run(value(rows, ([row]) => (row ? messageFromRow(row) : null)));
  }

  list({ status, limit = 1000 }: { status?: MessageStatus; limit?: number }) {
    return this.run(list(status, limit));
  }

  counts(): Promise<MessageCounts> {
    type Count = number | string | null;
    const rows = sql<{ pending: Count; failed: Count; held: Count }>(
      `SELECT SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending,
              SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed,
              SUM(CASE WHEN status = 'held' THEN 1 ELSE 0 END) AS held FROM messages`,
    );
    return this.run(
      value(rows, ([row]) => ({
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
        held: Number(row?.held ?? 0),
      })),
    );
  }

  deleteSettledTeamJobs(cutoff: number): Promise<number> {
    return this.run(deleteSettledTeamJobs(cutoff));
  }

  deleteOlderThan(cutoff: number): Promise<number> {
    return this.run(changes(sql("DELETE FROM messages WHERE created_at < ?", cutoff)));
  }

  recordDeliveryTargets(targets: readonly RecordedTarget[]): Promise<void> {
    return this.transaction(recordTargets(targets), false);
  }

  deliveryTargets(): Promise<RecordedTarget[]> {
    return this.run(recordedTargets());
  }

  bookingGrant(capabilityHash: string) {
    return this.run(bookingGrant(capabilityHash));
  }

  confirmHold(confirmation: HoldConfirmation) {
    return this.transaction(confirmHold(confirmation), false);
  }

  waitingHolds(now: number) {
    return this.run(waitingHolds(now));
  }

  capabilityOf(messageId: string) {
    return this.run(capabilityOf(messageId));
  }

  teamHeldSlots(range: Interval, now: number) {
    return this.run(teamHeldSlots(range, now));
  }

  recentDemos(since: number, now: number) {
    return this.run(recentDemos(since, now));
  }

  hostsAtDomain(domain: string) {
    return this.run(hostsAtDomain(domain));
  }

  book(booking: NewBooking) {
    return this.transaction(book(booking), false);
  }

  bookingOf(messageId: string) {
    return this.run(activeBookingOf(messageId));
  }

  latestBookingOf(messageId: string) {
    return this.run(latestBookingOf(messageId));
  }

  bookingById(id: string) {
    return this.run(bookingById(id));
  }

  bookingChange(changeId: number) {
    return this.run(bookingChange(changeId));
  }

  async reschedule(change: RescheduleBooking): Promise<BookingChangeResult> {
    try {
      return await this.transaction(reschedule(change), false);
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: "taken" };
      throw error;
    }
  }

  cancelBooking(change: CancelBooking): Promise<BookingChangeResult> {
    return this.transaction(cancelBooking(change), false);
  }

  recordAttendance(request: RecordAttendance) {
    return this.transaction(recordAttendance(request), false);
  }

  upcomingBookings(now: number, limit = 1000) {
    return this.run(upcomingBookings(now, limit));
  }

  activeBookingsWithAddress() {
    return this.run(activeBookingsWithAddress());
  }

  async spamMarks(messageIds: readonly string[]): Promise<Map<string, number>> {
    return messageIds.length === 0 ? new Map() : this.run(spamMarksOf(messageIds));
  }

  messagesOf(email: string): Promise<StoredMessage[]> {
    return this.run(messagesOf(email));
  }

  erasePerson(email: string, now: number): Promise<Erasure> {
    return this.transaction(erasePerson(email, now), false);
  }

  release(
    id: string,
    jobs: OutboxJobSpec[],
    now: number,
    deliverUntil: number,
    offer?: BookingOffer,
  ) {
    return this.transaction(releaseHeld(id, jobs, now, deliverUntil, offer), false);
  }

  claimProof(challengeId: string, expiresAt: number): Promise<boolean> {
    return this.run(claimProof(challengeId, expiresAt));
  }

  purgeProofClaims(now: number): Promise<number> {
    return this.run(purgeProofClaims(now));
  }

  blockedEntries(): Promise<string[]> {
    return this.run(blockedEntries());
  }

  addBlocked(entry: string, now: number): Promise<boolean> {
    return this.run(addBlocked(entry, now));
  }

  removeBlocked(entry: string): Promise<boolean> {
    return this.run(removeBlocked(entry));
  }

  /** Bookkeeping: a count lost to a power cut is not worth a visitor's fsync. */
  async countVisit(visit: CountedVisit): Promise<void> {
    await this.commit(countVisit(visit), true);
  }

  visitCounts(from: string, to: string): Promise<VisitCount[]> {
    return this.run(visitCounts(from, to));
  }

  deleteVisitCountsBefore(day: string): Promise<number> {
    return this.run(deleteVisitCountsBefore(day));
  }

  funnelFacts(window: FunnelWindow) {
    return this.run(funnelFacts(window));
  }

  siteSince(now: number): Promise<number> {
    return this.run(siteSince(now));
  }

  secret(name: string, create: () => string): Promise<string> {
    return this.run(secret(name, create));
  }

  async ping(): Promise<void> {
    await this.run(sql("SELECT 1"));
  }

  probeWrite(deadline: number): Promise<void> {
    return this.commit(writeProbe(Date.now()), false, deadline);
  }
}
