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
