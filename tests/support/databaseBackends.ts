import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { PostgresStorage } from "../../server/storage/postgresStorage";
import { SqliteStorage } from "../../server/storage/sqliteStorage";
import type { Storage } from "../../server/storage/storage";
import { createDatabase } from "../integration/postgresCluster";

/** One database a test runs on, opened as the storage module opens it. */
export interface StorageBackend {
  name: "SQLite" | "PostgreSQL";
  /** A fresh, empty store: a new SQLite file, or a new PostgreSQL database. */
  open: () => Promise<Storage>;
}

/** One database a server under test runs on, as its `DATABASE_URL`. */
export interface DatabaseBackend {
  name: "SQLite" | "PostgreSQL";
  /** "" for SQLite (the server's DATA_DIR), or a fresh PostgreSQL database's URL. */
  databaseUrl: () => Promise<string>;
}

/**
 * SQLite and PostgreSQL, for a storage test to run on both (`describe.each`). `label` names the
 * PostgreSQL databases and the SQLite folder, removed after the file's tests.
 */
export function storageBackends(label: string): StorageBackend[] {
  const dir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return [
    {
      name: "SQLite",
      open: async () => new SqliteStorage(path.join(dir, `${randomUUID()}.sqlite`)),
    },
    {
      name: "PostgreSQL",
      open: async () => PostgresStorage.open(await createDatabase(inject("postgresUrl"), label)),
    },
  ];
}

/** One database several server instances share: `database()` makes it, each call of its result opens it. */
export interface SharedStorageBackend {
  name: "SQLite" | "PostgreSQL";
  database: () => Promise<() => Promise<Storage>>;
}

/**
 * SQLite and PostgreSQL, for a storage test of several instances on one database (`describe.each`):
 * every opening of one `database()` is another instance with its own connection.
 */
export function sharedStorageBackends(label: string): SharedStorageBackend[] {
  const dir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return [
    {
      name: "SQLite",
      database: async () => {
        const file = path.join(dir, `${randomUUID()}.sqlite`);
        return async () => new SqliteStorage(file);
      },
    },
    {
      name: "PostgreSQL",
      database: async () => {
        const url = await createDatabase(inject("postgresUrl"), label);
        return () => PostgresStorage.open(url);
      },
    },
  ];
}

/** SQLite and PostgreSQL, for a test of a whole server to run on both (`describe.each`). */
export function databaseBackends(label: string): DatabaseBackend[] {
  return [
    { name: "SQLite", databaseUrl: async () => "" },
    { name: "PostgreSQL", databaseUrl: () => createDatabase(inject("postgresUrl"), label) },
  ];
}
