import { PostgresStorage } from "../../server/storage/postgresStorage";
import { SqliteStorage } from "../../server/storage/sqliteStorage";
import { serverMigrations, storesOn, type Stores } from "../../server/hosts/stores";

/** Every store of the server on a SQLite file, migrated to the current schema. */
export const sqliteStores = (file: string, timeoutMs?: number): Stores =>
  storesOn(new SqliteStorage(file, serverMigrations, timeoutMs));

/** Every store of the server on a PostgreSQL database, migrated to the current schema. */
export async function postgresStores(
  url: string,
  onIdleError?: (error: Error) => void,
  timeoutMs?: number,
): Promise<Stores> {
  return storesOn(await PostgresStorage.open(url, serverMigrations, onIdleError, timeoutMs));
}
