import pg from "pg";
import type { Socket } from "node:net";
import { beforeDeadline, defaultStorageTimeoutMs, postgresPoolTimeouts } from "./deadline";
import { runAwaiting, type Operation, type Statement, type StatementResult } from "./operation";
import type { Migration } from "./migration";
import { SqlStorage } from "./sqlStorage";

const int8 = 20;
// Times are BIGINT milliseconds: well inside Number's exact range, so read them as numbers.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8 && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

/** Serialises migrations when several instances start at once. */
const migrationLock = 461_027_313;

/** The shared statements use `?`; PostgreSQL numbers its parameters (`$1`, `$2`, …). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

async function execute(
  client: pg.Pool | pg.PoolClient,
  { sql, params }: Statement,
): Promise<StatementResult> {
  const result = await client.query<Record<string, unknown>>(numbered(sql), [...params]);
  return { rows: result.rows, changes: result.rowCount ?? 0 };
}

/** For more than one server instance: every instance shares the database and its outbox. */
export class PostgresStorage extends SqlStorage {
  readonly kind = "postgres";
  /** Also the rate limits' connections (server/contact/rateLimiter.ts): one pool per instance. */
  readonly pool: pg.Pool;

  private constructor(
    private readonly connectionString: string,
    private readonly migrations: readonly Migration[],
    private readonly timeoutMs: number,
    onIdleError: (error: Error) => void,
  ) {
    super();
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      types,
      ...postgresPoolTimeouts(timeoutMs),
    });
    // A pooled connection dropped while idle (database restart, failover) must not crash the
    // process: the pool replaces it, and meanwhile queries fail (503, health "unreachable").
    this.pool.on("error", onIdleError);
  }

  /** `migrations`: the schema in version order (the host puts the owners' lists together). */
  static async open(
    connectionString: string,
    migrations: readonly Migration[],
    onIdleError: (error: Error) => void = () => undefined,
    timeoutMs = defaultStorageTimeoutMs,
  ): Promise<PostgresStorage> {
    const storage = new PostgresStorage(connectionString, migrations, timeoutMs, onIdleError);
    await storage.migrate();
    return storage;
  }

  /** On a connection of its own: a migration may run longer than a request's statement timeout. */
  private async migrate(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.timeoutMs,
    });
    client.on("error", () => undefined);
    await client.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [migrationLock]);
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      const { rows } = await client.query<{ version: number | null }>(
        "SELECT max(version) AS version FROM schema_migrations",
      );
      const current = rows[0]?.version ?? 0;
      for (const migration of this.migrations.filter((step) => step.version > current)) {
        await client.query("BEGIN");
        await client.query(migration.sql("postgres"));
        await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [
          migration.version,
        ]);
        await client.query("COMMIT");
      }
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [migrationLock]).catch(() => undefined);
      await client.end();
    }
  }

  /**
   * A checked-out connection that dies between two queries emits "error" with nobody listening;
   * the running query fails anyway, so the event only needs a listener (not a crash).
   */
  private async checkout(): Promise<{
    client: pg.PoolClient;
    release: (destroy?: boolean) => void;
  }> {
    const client = await this.pool.connect();
    const ignore = () => undefined;
    client.on("error", ignore);
    return {
      client,
      release: (destroy = false) => {
        client.off("error", ignore);
        client.release(destroy);
      },
    };
  }

  /** Bookkeeping commits without waiting for the WAL flush (see SqlStorage.commit). */
  async transaction<T>(
    operation: Operation<T>,
    bookkeeping = false,
    deadline = Date.now() + this.timeoutMs,
  ): Promise<T> {
    const checkout = this.checkout();
    const { client, release } = await beforeDeadline(checkout, deadline, () => {
      checkout.then(
        (late) => late.release(),
        () => undefined,
      );
    });
    let abandoned = false;
    // A hung database answers nothing, not even a ROLLBACK: the connection is reset instead,
    // and the database rolls the transaction back when it sees the connection gone.
    const abandon = () => {
      abandoned = true;
      (client as unknown as { connection: { stream: Socket } }).connection.stream.resetAndDestroy();
    };
    try {
      const begin = bookkeeping ? "BEGIN; SET LOCAL synchronous_commit = off" : "BEGIN";
      await beforeDeadline(client.query(begin), deadline, abandon);
      const work = runAwaiting(operation, (statement) => execute(client, statement));
      const result = await beforeDeadline(work, deadline, abandon);
      // Never a COMMIT after the deadline: the caller answers "not stored" from then on.
      await beforeDeadline(client.query("COMMIT"), deadline, abandon);
      return result;
    } catch (error) {
      // Only a database that answered with an error of its own takes a ROLLBACK, and only until
      // the deadline. After the driver's own timeout (it may fire before the deadline's timer) or
      // a broken connection, a ROLLBACK would queue behind the hung query: the connection goes.
      if (abandoned) throw error;
      if (error instanceof pg.DatabaseError) {
        await beforeDeadline(client.query("ROLLBACK"), deadline, abandon).catch(() => undefined);
      } else abandon();
      throw error;
    } finally {
      release(abandoned);
    }
  }

  commit<T>(operation: Operation<T>, bookkeeping: boolean, commitBy?: number): Promise<T> {
    return this.transaction(operation, bookkeeping, commitBy);
  }

  run<T>(operation: Operation<T>): Promise<T> {
    return runAwaiting(operation, (statement) => execute(this.pool, statement));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
