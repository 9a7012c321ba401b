import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createMigratedDatabase } from "../integration/postgresCluster";
import { postgresStores, sqliteStores } from "./stores";
import type { Stores } from "../../server/hosts/stores";

/** One database a test runs on, opened as the storage module opens it. */
export interface StorageBackend {
  name: "SQLite" | "PostgreSQL";
  /** A fresh store with no rows: a new SQLite file, or a new PostgreSQL database. */
  open: () => Promise<Stores>;
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
      open: async () => sqliteStores(path.join(dir, `${randomUUID()}.sqlite`)),
    },
    {
      name: "PostgreSQL",
      open: async () => postgresStores(await createMigratedDatabase(inject("postgresUrl"), label)),
    },
  ];
}

/** One database several server instances share: `database()` makes it, each call of its result opens it. */
export interface SharedStorageBackend {
  name: "SQLite" | "PostgreSQL";
  database: () => Promise<() => Promise<Stores>>;
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
        return async () => sqliteStores(file);
      },
    },
    {
      name: "PostgreSQL",
      database: async () => {
        const url = await createMigratedDatabase(inject("postgresUrl"), label);
        return () => postgresStores(url);
      },
    },
  ];
}

/** SQLite and PostgreSQL, for a test of a whole server to run on both (`describe.each`). */
export function databaseBackends(label: string): DatabaseBackend[] {
  return [
    { name: "SQLite", databaseUrl: async () => "" },
    {
      name: "PostgreSQL",
      databaseUrl: () => createMigratedDatabase(inject("postgresUrl"), label),
    },
  ];
}
