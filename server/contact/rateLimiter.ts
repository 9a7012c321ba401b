import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { RateLimitWindow } from "../config/serverConfig";
import { rateLimitTable } from "./rateLimitTable";

type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Counts accepted messages per client. Asynchronous so that the limits shared by several
 * instances (kept in PostgreSQL) stand in for the in-memory ones without changing their callers.
 */
export interface RateLimiter {
  /** Counts one message for `client` if every window has room. */
  take(client: string): Promise<RateDecision>;
  close(): Promise<void>;
}

/** A name per window (`600s`), so each window keeps its own count and a changed limit starts afresh. */
function keyPrefixOf({ limit, windowMs }: RateLimitWindow): string {
  return `contact:${limit}/${Math.ceil(windowMs / 1000)}s`;
}

/**
 * One rate-limiter-flexible counter per window (`5/10m 20/1d` is two). A refused message does
 * not count against any window: its point is given back, so a client that keeps trying is
 * let in again as soon as the fullest window ends.
 */
function windowedLimiter(counters: RateLimiterAbstract[], close: () => Promise<void>): RateLimiter {
  return {
    close,
    async take(client) {
      const results = await Promise.allSettled(counters.map((counter) => counter.consume(client)));
      const waits: number[] = [];
      for (const result of results) {
        if (result.status === "fulfilled") continue;
        // Anything but a refusal is a storage failure: the caller answers 503.
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        waits.push(result.reason.msBeforeNext);
      }
      if (waits.length === 0) return { ok: true };
      await Promise.all(counters.map((counter) => counter.reward(client)));
      return { ok: false, retryAfterMs: Math.max(...waits) };
    },
  };
}

/** Counts in this process: right for one instance (the SQLite setup). */
export function memoryRateLimiter(windows: RateLimitWindow[]): RateLimiter {
  const counters = windows.map(
    (window) =>
      new RateLimiterMemory({
        keyPrefix: keyPrefixOf(window),
        points: window.limit,
        duration: Math.ceil(window.windowMs / 1000),
      }),
  );
  return windowedLimiter(counters, () => Promise.resolve());
}

/**
 * Counts in PostgreSQL, in the storage's rate limit table (created by its migrations, so no
 * instance races another to create it) and over the storage's pool: every instance on the
 * database shares the limits.
 */
export function postgresRateLimiter(windows: RateLimitWindow[], pool: pg.Pool): RateLimiter {
  const counters = windows.map(
    (window) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: rateLimitTable,
        tableCreated: true,
        keyPrefix: keyPrefixOf(window),
        points: window.limit,
        duration: Math.ceil(window.windowMs / 1000),
        clearExpiredByTimeout: true,
      }),
  );
  // The storage closes the pool; the counters keep nothing else open.
  return windowedLimiter(counters, () => Promise.resolve());
}
