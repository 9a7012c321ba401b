import type { RateLimitWindow } from "../config/serverConfig";

export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Counts accepted messages per client. Asynchronous so that a limiter shared by several instances
 * (kept in PostgreSQL) can stand in for the in-memory one without changing its callers.
 */
export interface RateLimiter {
  /** Counts one message for `client` at `now` if every window has room. */
  take(client: string, now: number): Promise<RateDecision>;
}

/**
 * Sliding-window limits per client, in memory: each client keeps the times of its recent
 * accepted messages (at most the largest limit). With several instances each counts its own.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly longest: number;
  private takes = 0;

  constructor(private readonly windows: RateLimitWindow[]) {
    this.longest = Math.max(0, ...windows.map((w) => w.windowMs));
  }

  take(client: string, now: number): Promise<RateDecision> {
    return Promise.resolve(this.decide(client, now));
  }

  private decide(client: string, now: number): RateDecision {
    if (this.windows.length === 0) return { ok: true };
    if (++this.takes % 10_000 === 0) this.sweep(now);
    const times = (this.hits.get(client) ?? []).filter((t) => t > now - this.longest);
    let retryAfterMs = 0;
    for (const { limit, windowMs } of this.windows) {
      const inWindow = times.filter((t) => t > now - windowMs);
      if (inWindow.length >= limit) {
        const oldest = inWindow[inWindow.length - limit] ?? now;
        retryAfterMs = Math.max(retryAfterMs, oldest + windowMs - now);
      }
    }
    if (retryAfterMs > 0) {
      this.hits.set(client, times);
      return { ok: false, retryAfterMs };
    }
    times.push(now);
    this.hits.set(client, times);
    return { ok: true };
  }

  private sweep(now: number): void {
    for (const [client, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= now - this.longest) this.hits.delete(client);
    }
  }
}
