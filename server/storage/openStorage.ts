import path from "node:path";
import type { Logger } from "../logger";
import { PostgresStorage } from "./postgresStorage";
import { SqliteStorage } from "./sqliteStorage";
import type { Storage } from "./storage";

/**
 * PostgreSQL when a database URL is configured, else the embedded SQLite file in the data folder.
 * `timeoutMs` bounds every wait on storage (connecting, a statement, a lock).
 */
export async function openStorage(
  options: { databaseUrl: string; dataDir: string; storageTimeoutMs: number },
  logger?: Logger,
): Promise<Storage> {
  if (options.databaseUrl) {
    return PostgresStorage.open(
      options.databaseUrl,
      (error) =>
        logger?.warn({ err: error.message }, "storage: an idle database connection was lost"),
      options.storageTimeoutMs,
    );
  }
  return new SqliteStorage(path.join(options.dataDir, "messages.sqlite"), options.storageTimeoutMs);
}
