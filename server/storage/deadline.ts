/** Storage opened without the server's settings (tests, scripts) waits this long at most. */
export const defaultStorageTimeoutMs = 5000;

/**
 * The storage work of one request ran out of time. Whatever it was writing was not committed:
 * the caller may answer "not stored" (docs/decisions/0613-storage-deadline-and-honest-health.md).
 */
export class StorageDeadlineError extends Error {
  constructor() {
    super("storage did not answer before the request's deadline");
    this.name = "StorageDeadlineError";
  }
}

/**
 * `work`'s result, or a `StorageDeadlineError` once `deadline` (epoch ms) has passed. `onLate`
 * runs when the deadline wins, to abandon what `work` still holds (a connection).
 */
export function beforeDeadline<T>(
  work: Promise<T>,
  deadline: number,
  onLate: () => void = () => undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const late = () => {
      onLate();
      reject(new StorageDeadlineError());
    };
    const timer = setTimeout(late, Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The timeouts every PostgreSQL pool of the server gets: connecting, each query as the client
 * waits for it, and each statement as the database runs it, so no request waits on a hung or
 * overloaded database for longer than `timeoutMs`. A connection left inside a transaction (its
 * client gave up) is closed by the database soon after, releasing its locks.
 */
export function postgresPoolTimeouts(timeoutMs: number) {
  return {
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: 2 * timeoutMs,
  };
}
