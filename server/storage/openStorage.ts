import path from "node:path";
import type { Logger } from "../logger";
import type { Migration } from "./migration";
import type { Storage } from "./storage";

/**
 * PostgreSQL when a database URL is configured, else the embedded SQLite file in the data folder.
 * `timeoutMs` bounds every wait on storage (connecting, a statement, a lock); `migrations` is
 * the schema in version order (the host puts the owners' lists together). Each engine's driver
 * loads only where it is used: a SQLite host never loads pg, a PostgreSQL one never better-sqlite3
 * (a tenth of a second at every start of the server and of each `npm run leads`).
 */
export async function openStorage(
  options: { databaseUrl: string; dataDir: string; storageTimeoutMs: number },
  migrations: readonly Migration[],
  logger?: Logger,
): Promise<Storage> {
  if (options.databaseUrl) {
    const { PostgresStorage } = await import("./postgresStorage");
    return PostgresStorage.open(
      options.databaseUrl,
      migrations,
      (error) =>
        logger?.warn({ err: error.message }, "storage: an idle database connection was lost"),
      options.storageTimeoutMs,
    );
  }
  const { SqliteStorage } = await import("./sqliteStorage");
  return new SqliteStorage(
    path.join(options.dataDir, "messages.sqlite"),
    migrations,
    options.storageTimeoutMs,
  );
}
