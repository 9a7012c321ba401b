import Database from "better-sqlite3";
import { runNow, type Operation, type Statement } from "../../server/storage/operation";

/**
 * Runs a storage operation in a transaction of its own on a second connection to the SQLite
 * file, as another process would: for changes the storage does not offer yet.
 */
export function runOnSqliteFile<T>(file: string, operation: Operation<T>): T {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  try {
    const execute = ({ sql, params }: Statement) => {
      const statement = db.prepare(sql);
      if (!statement.reader) return { rows: [], changes: statement.run(...params).changes };
      const rows = statement.all(...params) as Record<string, unknown>[];
      return { rows, changes: rows.length };
    };
    return db.transaction(() => runNow(operation, execute))();
  } finally {
    db.close();
  }
}
