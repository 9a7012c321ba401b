import path from "node:path";
import type { Logger } from "../logger";
import { PostgresStorage } from "./postgresStorage";
import { SqliteStorage } from "./sqliteStorage";
import type { Migration } from "./migration";
import type { Storage } from "./storage";

/**
 * PostgreSQL when a database URL is configured, else the embedded SQLite file in the data folder.
 * `timeoutMs` bounds every wait on storage (connecting, a statement, a lock); `migrations` is
 * the schema in version order (the host puts the owners' lists together).
 */
export async function openStorage(
  options: { databaseUrl: string; dataDir: string; storageTimeoutMs: number },
  migrations: readonly Migration[],
  logger?: Logger,
): Promise<Storage> {
  if (options.databaseUrl) {
    return PostgresStorage.open(
      options.databaseUrl,
      migrations,
      (error) =>
        logger?.warn({ err: error.message }, "storage: an idle database connection was lost"),
      options.storageTimeoutMs,
    );
  }
  return new SqliteStorage(
    path.join(options.dataDir, "messages.sqlite"),
    migrations,
    options.storageTimeoutMs,
  );
}
