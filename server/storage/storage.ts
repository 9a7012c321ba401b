import type { Dialect } from "./migration";
import type { Operation } from "./operation";
// The message records live in ./messages.ts; callers keep taking them from here, storage's face.
export type {
  HoldReason,
  MessageStatus,
  SubmittedForm,
  NewMessage,
  StoredMessage,
  KeyedMessage,
  ClaimedJob,
} from "./messages";

/**
 * The database engine every store runs on, the platform only: a store (the shared messages'
 * in ./messageStore.ts, each feature's in its own folder) writes its statements once as an
 * `Operation` and hands it here, on SQLite or PostgreSQL alike
 * (docs/decisions/0623-feature-stores.md).
 */
export interface Storage {
  readonly kind: Dialect;
  /** Statements one by one, each committed on its own. */
  run<T>(operation: Operation<T>): Promise<T>;
  /**
   * A transaction of its own that takes the write lock at once: what must be one commit (a
   * booking with its outbox jobs) is one operation. `bookkeeping`: see `commit`.
   */
  transaction<T>(operation: Operation<T>, bookkeeping?: boolean): Promise<T>;
  /**
   * A write that may share its commit with others arriving at the same moment. `bookkeeping` is
   * the outbox's own record (a claim, an outcome, a visit count): its commit need not wait for
   * the disk, as a crash can only undo it (docs/decisions/0609-visitors-before-deliveries.md).
   * Nothing is committed after `commitBy` (epoch ms): the write fails with a
   * `StorageDeadlineError` instead (docs/decisions/0613-storage-deadline-and-honest-health.md).
   */
  commit<T>(operation: Operation<T>, bookkeeping: boolean, commitBy?: number): Promise<T>;
  /** After an erasure: no earlier copy of the erased rows stays behind (SQLite's WAL). */
  dropOldCopies(): Promise<void>;
  /** A value kept in storage across restarts (created once with `create`). */
  secret(name: string, create: () => string): Promise<string>;
  ping(): Promise<void>;
  /** Commits one small write before `deadline` (epoch ms), or fails. */
  probeWrite(deadline: number): Promise<void>;
  close(): Promise<void>;
}
