export type Dialect = "sqlite" | "postgres";

/**
 * One step of the schema, owned by the folder whose tables it touches. Versions are one global
 * order across every owner, as databases of earlier releases recorded them.
 */
export interface Migration {
  version: number;
  sql(dialect: Dialect): string;
}

/**
 * The owners' lists as one schema: by version, each version once, none missing (a gap or a
 * repeat would leave a database of an earlier release half migrated).
 */
export function inVersionOrder(lists: readonly (readonly Migration[])[]): Migration[] {
  const all = lists.flat().sort((a, b) => a.version - b.version);
  all.forEach((migration, index) => {
    if (migration.version === all[index - 1]?.version) {
      throw new Error(`migration ${migration.version} is given twice`);
    }
    if (migration.version !== index + 1) throw new Error(`migration ${index + 1} is missing`);
  });
  return all;
}

/** SQL types the two dialects name differently. */
export const sqlTypes = (dialect: Dialect) => ({
  serial: dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY",
  int: dialect === "sqlite" ? "INTEGER" : "BIGINT",
});
