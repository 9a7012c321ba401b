export interface RetrySchedule {
  /** Delay before the first retry (before jitter). */
  baseMs: number;
  /** Longest wait between two tries. */
  capMs: number;
}

/**
 * Exponential backoff with "equal jitter": the wait after the n-th failed try is between half
 * and all of min(cap, base * 2^(n-1)), so many messages failing together do not retry in lockstep.
 */
export function retryDelay(
  failedAttempts: number,
  schedule: RetrySchedule,
  random = Math.random,
): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  const ceiling = Math.min(schedule.capMs, schedule.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * When a job that failed temporarily is tried next: after the schedule's delay or the
 * receiver's `Retry-After`, whichever is later, but never after the end of the delivery window
 * (a last try there beats giving up unseen).
 */
export function nextAttemptAt(
  job: { attempts: number; deliverUntil: number },
  now: number,
  retryAfterMs: number | undefined,
  schedule: RetrySchedule,
  random = Math.random,
): number {
  const wait = Math.max(retryDelay(job.attempts, schedule, random), retryAfterMs ?? 0);
  return Math.min(now + wait, Math.max(job.deliverUntil, now));
}
