import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../logger";
import { renderMail, type MailSettings } from "./mail/renderMail";
import { DeliveryError, type MailTransport } from "./mail/transport";
import type { ClaimedMail, Storage } from "../storage/storage";
import { retryDelay, type RetrySchedule } from "./retrySchedule";

/** SMTP replies often quote the recipient; logs never carry an address (stored errors may). */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>@"',;]+@[^\s<>@"',;]+/g, "<address>");
}

export interface DeliveryWorkerOptions {
  storage: Storage;
  transport: MailTransport;
  logger: Logger;
  mail: MailSettings;
  pollMs: number;
  leaseMs: number;
  batchSize: number;
  schedule: RetrySchedule;
  now?: () => number;
  random?: () => number;
}

/**
 * Sends what the endpoint stored. Each mail is leased before sending, so two workers (two
 * processes on one PostgreSQL database) never send the same mail at once; a worker that dies
 * mid-send leaves a lease that expires, and the mail is sent again (at-least-once, with a
 * stable Message-ID so the receiver can spot the rare repeat).
 */
export class DeliveryWorker {
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly now: () => number;
  private readonly random: () => number;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A new message is stored: look now instead of at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.nudge();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.deliverDue();
      } catch (error) {
        this.options.logger.error({ err: String(error) }, "outbox: storage error, will try again");
      }
      if (claimed < this.options.batchSize && this.running) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        if (this.timer) clearTimeout(this.timer);
        this.wake = null;
        resolve();
      };
      this.timer = setTimeout(() => this.wake?.(), ms);
    });
  }

  /** One round: claims due mails and delivers them. Returns how many were claimed. */
  async deliverDue(): Promise<number> {
    const { storage, leaseMs, batchSize } = this.options;
    const batch = await storage.claim(this.owner, this.now(), leaseMs, batchSize);
    await Promise.all(batch.map((job) => this.deliver(job)));
    return batch.length;
  }

  private async deliver(job: ClaimedMail): Promise<void> {
    const { storage, transport, logger, mail, schedule } = this.options;
    const log = logger.child({
      requestId: job.message.requestId,
      messageId: job.message.id,
      mail: job.kind,
      attempt: job.attempts,
    });
    try {
      await transport.send(renderMail(job.kind, job.message, mail));
    } catch (caught) {
      const error =
        caught instanceof DeliveryError ? caught : new DeliveryError(String(caught), false);
      const now = this.now();
      const reason = withoutAddresses(error.message);
      if (error.permanent) {
        log.error({ reason }, "outbox: mail refused permanently, marked failed");
        await storage.markFailed(job.jobId, this.owner, now, error.message);
      } else if (now >= job.deliverUntil) {
        log.error({ reason }, "outbox: delivery window over, marked failed");
        await storage.markFailed(job.jobId, this.owner, now, `gave up: ${error.message}`);
      } else {
        const delay = retryDelay(job.attempts, schedule, this.random);
        log.warn({ reason, retryInMs: delay }, "outbox: temporary failure, will retry");
        await storage.markRetry(job.jobId, this.owner, now, now + delay, error.message);
      }
      return;
    }
    await storage.markSent(job.jobId, this.owner, this.now());
    log.info("outbox: mail sent");
  }
}
