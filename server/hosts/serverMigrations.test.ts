import { describe, expect, it } from "vitest";
import { serverMigrations } from "./stores";

describe("the server's schema, put together from its owners' migrations", () => {
  it("has every version once, rising from 1 as earlier releases numbered them", () => {
    const versions = serverMigrations.map((migration) => migration.version);
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, index) => index + 1));
    expect(versions.length).toBeGreaterThanOrEqual(16);
  });

  it("gives each version SQL for both databases", () => {
    for (const migration of serverMigrations) {
      expect(migration.sql("sqlite").trim(), `version ${migration.version}`).not.toBe("");
      expect(migration.sql("postgres").trim(), `version ${migration.version}`).not.toBe("");
    }
  });
});
