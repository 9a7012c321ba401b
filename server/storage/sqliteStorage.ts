import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { defaultStorageTimeoutMs, StorageDeadlineError } from "./deadline";
import { runNow, type Operation, type Statement, type StatementResult } from "./operation";
import type { Migration } from "./migration";
import { SqlStorage } from "./sqlStorage";

interface Queued {
  write: () => unknown;
  /** Not written at all when its turn comes after this time (epoch ms). */
  commitBy: number | undefined;
  /** The outbox's own record (a claim, an outcome): losing it to a power cut means a resend. */
  bookkeeping: boolean;
  resolve: (result: never) => void;
  reject: (error: unknown) => void;
}

/**
 * The embedded default: one SQLite file in WAL mode with `synchronous=FULL`, so a commit is on
 * disk before the endpoint answers. Writes arriving in the same event-loop turn share one
 * commit (group commit): each caller still hears back only after its row is durable, but a
 * burst costs one fsync instead of one per message.
 *
 * The outbox's bookkeeping (claims and outcomes) commits with `synchronous=NORMAL`: it survives
 * a crash of the process, and a power cut can only undo it, which means the job is sent again
 * with the same ids, as after any crash. The next durable commit makes it durable too.
 * (docs/decisions/0609-visitors-before-deliveries.md)
 */
export class SqliteStorage extends SqlStorage {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private queue: Queued[] = [];
  private readonly statements = new Map<string, Database.Statement>();

  /**
   * `migrations`: the schema in version order (the host puts the owners' lists together);
   * `timeoutMs`: how long a write waits for another process's lock on the file.
   */
  constructor(
    file: string,
    private readonly migrations: readonly Migration[],
    timeoutMs = defaultStorageTimeoutMs,
  ) {
    super();
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("foreign_keys = ON");
    this.db.pragma(`busy_timeout = ${timeoutMs}`);
    // A deleted row's bytes are overwritten, not left in free space: erasure leaves nothing behind.
    this.db.pragma("secure_delete = ON");
    this.migrate();
  }

  /** Prepared once, reused: compiling SQL on every request would dominate the cost of a write. */
  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private readonly execute = ({ sql, params }: Statement): StatementResult => {
    const statement = this.stmt(sql);
    if (!statement.reader) return { rows: [], changes: statement.run(...params).changes };
    const rows = statement.all(...params) as Record<string, unknown>[];
    return { rows, changes: rows.length };
  };

  /** Writes nothing when the schema is current: the server must start on a full disk. */
  private migrate(): void {
    const current = Number(this.db.pragma("user_version", { simple: true }));
    const due = this.migrations.filter((migration) => migration.version > current);
    const last = due.at(-1);
    if (!last) return;
    this.db
      .transaction(() => {
        for (const migration of due) this.db.exec(migration.sql("sqlite"));
        this.db.pragma(`user_version = ${last.version}`);
      })
      .immediate();
  }

  private flush(): void {
    const now = Date.now();
    const late = this.queue.filter((item) => item.commitBy !== undefined && item.commitBy < now);
    for (const item of late) item.reject(new StorageDeadlineError());
    const batch = this.queue.filter((item) => !late.includes(item));
    this.queue = [];
    try {
      const commit = this.db.transaction(() =>
        batch.map((item) => {
          try {
            // A nested transaction is a savepoint: one failing write does not undo the others.
            return { ok: true as const, result: this.db.transaction(item.write)() };
          } catch (error) {
            return { ok: false as const, error };
          }
        }),
      );
      const results = batch.every((item) => item.bookkeeping) ? this.withoutSync(commit) : commit();
      results.forEach((outcome, index) => {
        const item = batch[index];
        if (!item) return;
        if (outcome.ok) item.resolve(outcome.result as never);
        else item.reject(outcome.error);
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  /** Bookkeeping commits without waiting for the disk; the connection stays `FULL` for the rest. */
  private withoutSync<T>(run: () => T): T {
    this.db.pragma("synchronous = NORMAL");
    try {
      return run();
    } finally {
      this.db.pragma("synchronous = FULL");
    }
  }

  /** Runs the operation in the next shared commit; resolves once it is committed. */
  commit<T>(operation: Operation<T>, bookkeeping: boolean, commitBy?: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const write = () => runNow(operation, this.execute);
      const settle = resolve as (result: never) => void;
      this.queue.push({ write, bookkeeping, commitBy, resolve: settle, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  async transaction<T>(operation: Operation<T>, bookkeeping = false): Promise<T> {
    const run = this.db.transaction(() => runNow(operation, this.execute));
    return bookkeeping ? this.withoutSync(() => run.immediate()) : run.immediate();
  }

  async run<T>(operation: Operation<T>): Promise<T> {
    return runNow(operation, this.execute);
  }

  /**
   * The WAL still holds earlier copies of the erased rows' pages: a checkpoint copies the
   * overwritten pages into the database file and empties the WAL (busy_timeout waits for readers).
   */
  override async dropOldCopies(): Promise<void> {
    const [checkpoint] = this.db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    if (checkpoint?.busy) {
      throw new Error(
        "erased, but another process kept the WAL busy: its old copies remain until the next checkpoint",
      );
    }
  }

  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    this.db.close();
  }
}
