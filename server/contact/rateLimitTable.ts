import { sqlTypes, type Migration } from "../storage/migration";

/** The rate limits' counters (rate-limiter-flexible's table, in PostgreSQL). */
export const rateLimitTable = "rate_limits";

/**
 * Contact's step of the schema (one global order of versions). Version 4: the rate limits'
 * counters (rate-limiter-flexible's table, which it no longer creates itself). IF NOT EXISTS:
 * earlier versions let the library create it in PostgreSQL. The SQLite setup (one instance)
 * still counts in the process; the table is there for it.
 */
export const contactMigrations: Migration[] = [
  {
    version: 4,
    sql: (dialect) => `CREATE TABLE IF NOT EXISTS ${rateLimitTable} (
       key ${dialect === "sqlite" ? "TEXT" : "VARCHAR(255)"} PRIMARY KEY,
       points INTEGER NOT NULL DEFAULT 0,
       expire ${sqlTypes(dialect).int}
     );`,
  },
];
