import path from "node:path";
import { PostgresStorage } from "./postgresStorage";
import { SqliteStorage } from "./sqliteStorage";
import type { Storage } from "./storage";

/** PostgreSQL when a database URL is configured, else the embedded SQLite file in the data folder. */
export async function openStorage(options: {
  databaseUrl: string;
  dataDir: string;
}): Promise<Storage> {
  if (options.databaseUrl) return PostgresStorage.open(options.databaseUrl);
  return new SqliteStorage(path.join(options.dataDir, "messages.sqlite"));
}
