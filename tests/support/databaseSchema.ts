import Database from "better-sqlite3";
import pg from "pg";

/** A database's tables with their columns, its indexes and its constraints, as rows to compare. */
export interface DatabaseSchema {
  columns: unknown[];
  indexes: unknown[];
  constraints: unknown[];
}

/** Whitespace differs with how a migration's SQL was indented, not what it creates. */
const squeezed = (sql: string | null) => sql?.replace(/\s+/g, " ").trim() ?? null;

/** The schema of a SQLite file, from its catalogue and pragmas. */
export function sqliteSchema(file: string): DatabaseSchema {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map(({ name }) => name);
    const pragma = (statement: string) => db.prepare(statement).all();
    const indexSql = db.prepare<[string], { sql: string | null }>(
      "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?",
    );
    return {
      columns: tables.map((table) => ({
        table,
        columns: pragma(`PRAGMA table_xinfo("${table}")`),
      })),
      indexes: tables.flatMap((table) =>
        db
          .prepare<[], { name: string; unique: number; origin: string; partial: number }>(
            `PRAGMA index_list("${table}")`,
          )
          .all()
          .map((index) => ({
            table,
            ...index,
            columns: pragma(`PRAGMA index_xinfo("${index.name}")`),
            sql: squeezed(indexSql.get(index.name)?.sql ?? null),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
      constraints: tables.map((table) => ({
        table,
        foreignKeys: pragma(`PRAGMA foreign_key_list("${table}")`),
      })),
    };
  } finally {
    db.close();
  }
}

/** The schema of a PostgreSQL database's public schema, from its catalogue. */
export async function postgresSchema(url: string): Promise<DatabaseSchema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async (query: string) => (await client.query(query)).rows;
  try {
    return {
      // In position order, without the positions: they count dropped columns, which a restore
      // from a dump does not have.
      columns: await rows(
        `SELECT table_name, column_name, data_type, is_nullable, column_default
           FROM information_schema.columns WHERE table_schema = 'public'
          ORDER BY table_name, ordinal_position`,
      ),
      indexes: await rows(
        `SELECT tablename, indexname, indexdef FROM pg_indexes
          WHERE schemaname = 'public' ORDER BY tablename, indexname`,
      ),
      constraints: await rows(
        `SELECT rel.relname AS table_name, con.conname, pg_get_constraintdef(con.oid) AS definition
           FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
           JOIN pg_namespace ns ON ns.oid = rel.relnamespace
          WHERE ns.nspname = 'public' ORDER BY rel.relname, con.conname`,
      ),
    };
  } finally {
    await client.end();
  }
}
