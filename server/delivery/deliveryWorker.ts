import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../logger";
import type { MessageStore } from "../storage/messageStore";
import type { DeliveryJob, TeamJobSpec } from "../storage/teamJobs";
import { DeliveryError } from "./deliveryError";
import { FailureLog } from "./failureLog";
import type { LeadChannels } from "./leads/sendLead";
import type { MailSettings } from "./mail/outgoingMail";
import type { MailTransport } from "./mail/transport";
import { nextAttemptAt, type RetrySchedule } from "./retrySchedule";
import { channelNamed, deliverJob, type DeliveryParts, type Renderings } from "./channels";
import { withoutAddresses } from "./withoutAddresses";

/** The team's jobs due by `now` (a weekly digest, an hour's held summary), one feature's. */
export type PeriodicJobs = (now: number) => Promise<TeamJobSpec[]>;

/** A receiver that keeps failing gets one log line about it this often. */
const failureLogEveryMs = 60_000;

export interface DeliveryWorkerOptions {
  /** The outbox and the messages its jobs deliver. */
  messages: MessageStore;
  transport: MailTransport;
  logger: Logger;
  mail: MailSettings;
  /** Webhook targets and Slack; none when omitted. */
  leads?: LeadChannels;
  /** How each feature's events are rendered for each channel, as the host registered them. */
  renderings: Renderings;
  pollMs: number;
  leaseMs: number;
  /** Most jobs in flight at once (and claimed per round). */
  batchSize: number;
  /**
   * True while the process is answering a request. Deliveries then go one at a time, so a burst
   * of visitors gets the CPU and a backlog does not slow their answers; the full window returns
   * when the burst is over.
   */
  requestsInProgress?: () => boolean;
  schedule: RetrySchedule;
  /** Every feature's team jobs due by `now`: each is added to the outbox once. */
  periodicJobs?: PeriodicJobs;
  now?: () => number;
  random?: () => number;
}

/**
 * Sends what the endpoint stored: every channel of every message is its own outbox job. Each
 * job is leased before sending, so two workers (two processes on one PostgreSQL database)
 * never send the same job at once; a worker that dies mid-send leaves a lease that expires,
 * and the job is sent again (at-least-once, with a stable Message-ID or `webhook-id` so the
 * receiver can spot the rare repeat). A free slot is refilled as soon as a job finishes, so a
 * slow receiver holds only its own jobs, never the others.
 */
export class DeliveryWorker {
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly parts: DeliveryParts & { mail: MailSettings };
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * Jobs this worker is sending now. A send that outlasts its lease (a very slow receiver, a
   * starved CPU) lets this worker claim the same job again; it must not send it a second time.
   */
  private readonly sending = new Set<number>();
  /** Webhook targets whose permanent failure was logged: once per target, not per message. */
  private readonly refusingTargets = new Set<string>();
  /** Temporary failures per receiver (and of storage), logged at a bounded rate. */
  private readonly failures: FailureLog;
  /** The team jobs this worker has added (or found added), by event and period. */
  private readonly scheduled = new Set<string>();
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private woken = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.failures = new FailureLog(failureLogEveryMs, this.now);
    this.parts = {
      transport: options.transport,
      mail: options.mail,
      targets: options.leads ?? { webhooks: [], slack: null },
      now: this.now,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A new message is stored, or a slot came free: look now instead of at the next poll. */
  nudge(): void {
    if (this.wake) this.wake();
    else this.woken = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { messages, leaseMs, logger, pollMs } = this.options;
    while (this.running) {
      const free = this.window() - this.inFlight.size;
      if (free > 0) {
        try {
          await this.schedulePeriodic();
          const batch = await messages.claim(this.owner, this.now(), leaseMs, free);
          this.failures.recovered("storage");
          for (const job of this.notSending(batch)) this.track(job);
        } catch (error) {
          const line = this.failures.failed("storage");
          if (line.kind !== "quiet") {
            logger.error({ err: String(error), ...line }, "outbox: storage error, will try again");
          }
        }
      }
      if (this.running) await this.sleep(pollMs);
    }
    await Promise.all(this.inFlight);
  }

  private window(): number {
    return this.options.requestsInProgress?.() ? 1 : this.options.batchSize;
  }

  /** Delivers in the background; a storage error leaves the lease to run out and the job to return. */
  private track(job: DeliveryJob): void {
    const delivery = this.deliver(job).catch((error: unknown) => {
      this.options.logger.error(
        { err: String(error), messageId: job.message?.id, event: job.event, channel: job.channel },
        "outbox: storage error, will try again",
      );
    });
    this.inFlight.add(delivery);
    void delivery.finally(() => {
      this.inFlight.delete(delivery);
      this.nudge();
    });
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.wake = () => {
        if (this.timer) clearTimeout(this.timer);
        this.wake = null;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), ms);
    });
  }

  /** One round: claims due jobs and delivers them. Returns how many were claimed. */
  async deliverDue(): Promise<number> {
    const { messages, leaseMs, batchSize } = this.options;
    await this.schedulePeriodic();
    const batch = await messages.claim(this.owner, this.now(), leaseMs, batchSize);
    await Promise.all(this.notSending(batch).map((job) => this.deliver(job)));
    return batch.length;
  }

  /**
   * Adds the team jobs now due, once per process each; the outbox's key keeps one per period when
   * several workers add the same job.
   */
  private async schedulePeriodic(): Promise<void> {
    for (const job of (await this.options.periodicJobs?.(this.now())) ?? []) {
      const key = `${job.event} ${job.period}`;
      if (this.scheduled.has(key)) continue;
      await this.options.messages.insertTeamJob(job);
      this.scheduled.add(key);
    }
  }

  private notSending(batch: DeliveryJob[]): DeliveryJob[] {
    return batch.filter((job) => !this.sending.has(job.jobId));
  }

  private async deliver(job: DeliveryJob): Promise<void> {
    this.sending.add(job.jobId);
    try {
      await this.attempt(job);
    } finally {
      this.sending.delete(job.jobId);
    }
  }

  /** Sends the job once and records the outcome. */
  private async attempt(job: DeliveryJob): Promise<void> {
    const { messages, logger, schedule } = this.options;
    const target = channelNamed(job.channel)?.receiver(job.target, this.parts.targets);
    const log = logger.child({
      ...(job.message
        ? { requestId: job.message.requestId, messageId: job.message.id }
        : { period: job.period }),
      event: job.event,
      channel: job.channel,
      ...(target ? { target } : {}),
      attempt: job.attempts,
    });
    try {
      await deliverJob(job, this.options.renderings, this.parts);
    } catch (caught) {
      const error =
        caught instanceof DeliveryError ? caught : new DeliveryError(String(caught), false);
      const now = this.now();
      const reason = withoutAddresses(error.message);
      if (error.permanent) {
        this.logRefusal(job, log, reason);
        await messages.markFailed(job.jobId, this.owner, now, error.message);
      } else if (now >= job.deliverUntil) {
        log.error({ reason }, "outbox: delivery window over, marked failed");
        await messages.markFailed(job.jobId, this.owner, now, `gave up: ${error.message}`);
      } else {
        const next = nextAttemptAt(job, now, error.retryAfterMs, schedule, this.random);
        this.logTemporaryFailure(job, log, { reason, retryInMs: next - now });
        await messages.markRetry(job.jobId, this.owner, now, next, error.message);
      }
      return;
    }
    this.refusingTargets.delete(job.target);
    await messages.markSent(job.jobId, this.owner, this.now());
    const failuresBefore = this.failures.recovered(this.receiverOf(job));
    if (failuresBefore) log.info({ failuresBefore }, "outbox: receiver delivers again");
    log.info("outbox: delivered");
  }

  private receiverOf(job: DeliveryJob): string {
    return channelNamed(job.channel)?.failureGroup(job.target) ?? job.channel;
  }

  /** A receiver that keeps failing writes its first failure and then a count now and then. */
  private logTemporaryFailure(job: DeliveryJob, log: Logger, details: object): void {
    const line = this.failures.failed(this.receiverOf(job));
    if (line.kind === "first") log.warn(details, "outbox: temporary failure, will retry");
    else if (line.kind === "still failing") {
      log.warn({ ...details, ...line }, "outbox: receiver still failing, will retry");
    } else log.debug(details, "outbox: temporary failure, will retry");
  }

  /** A refusing webhook target would log once per message: it is logged once, until it recovers. */
  private logRefusal(job: DeliveryJob, log: Logger, reason: string): void {
    if (job.channel !== "webhook") {
      log.error({ reason }, "outbox: refused permanently, marked failed");
    } else if (!this.refusingTargets.has(job.target)) {
      this.refusingTargets.add(job.target);
      log.error({ reason }, "outbox: webhook target refuses deliveries, marking them failed");
    } else {
      log.debug({ reason }, "outbox: webhook refused permanently, marked failed");
    }
  }
}
