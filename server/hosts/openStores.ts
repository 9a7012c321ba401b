import type { Logger } from "../logger";
import { openStorage } from "../storage/openStorage";
import { serverMigrations, storesOn, type Stores } from "./stores";

/** Every store on the configured database (PostgreSQL, else the data folder's SQLite file). */
export async function openStores(
  options: { databaseUrl: string; dataDir: string; storageTimeoutMs: number },
  logger?: Logger,
): Promise<Stores> {
  return storesOn(await openStorage(options, serverMigrations, logger));
}
