import pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { RateLimitWindow } from "../config/serverConfig";
import { postgresPoolTimeouts } from "../storage/deadline";

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
 * PostgreSQL can refuse a `CREATE TABLE IF NOT EXISTS` that races another one ("relation" or
 * "type already exists"); rate-limiter-flexible lets only one of those codes pass. After such a
 * refusal the table is there, so creating the counter once more succeeds.
 */
const tableRaceCodes = new Set(["42P07", "42710", "23505"]);

function postgresCounter(
  pool: pg.Pool,
  window: RateLimitWindow,
  tries = 2,
): Promise<RateLimiterAbstract> {
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const counter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        keyPrefix: keyPrefixOf(window),
        points: window.limit,
        duration: Math.ceil(window.windowMs / 1000),
        clearExpiredByTimeout: true,
      },
      (error?: Error & { code?: string }) => {
        if (!error) resolve(counter);
        else if (tries > 1 && tableRaceCodes.has(error.code ?? "")) {
          resolve(postgresCounter(pool, window, tries - 1));
        } else reject(error);
      },
    );
  });
}

/**
 * Counts in PostgreSQL (its own table), so every instance on the database shares the limits.
 * The windows' counters share the table, so they are made one after the other.
 */
export async function postgresRateLimiter(
  windows: RateLimitWindow[],
  database: { url: string; timeoutMs: number },
  onIdleError: (error: Error) => void,
): Promise<RateLimiter> {
  // Small: one short upsert per counted message; the storage keeps its own pool.
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 2,
    ...postgresPoolTimeouts(database.timeoutMs),
  });
  pool.on("error", onIdleError);
  try {
    const counters: RateLimiterAbstract[] = [];
    for (const window of windows) counters.push(await postgresCounter(pool, window));
    return windowedLimiter(counters, () => pool.end());
  } catch (error) {
    await pool.end();
    throw error;
  }
}
