import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { storedMessage } from "../../tests/support/storedMessage";
import { PostgresStorage } from "./postgresStorage";
import { SqliteStorage } from "./sqliteStorage";
import type { Storage } from "./storage";

const minute = 60_000;
const now = Date.UTC(2027, 2, 1, 8, 0);
const sqliteDir = mkdtempSync(path.join(tmpdir(), "claim-order-"));
afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

const backends: { name: string; open: () => Promise<Storage> }[] = [
  {
    name: "SQLite",
    open: async () => new SqliteStorage(path.join(sqliteDir, `${randomUUID()}.sqlite`)),
  },
  {
    name: "PostgreSQL",
    open: async () =>
      PostgresStorage.open(await createDatabase(inject("postgresUrl"), "claim_order")),
  },
];

describe.each(backends)("$name: the outbox's order", ({ open }) => {
  it("hands out the visitor's own mail before an older backlog of the team's deliveries", async () => {
    const storage = await open();
    try {
      for (let i = 0; i < 5; i++) await storage.insert(storedMessage(now + i, 60 * minute));
      const visitorWaits = {
        ...storedMessage(now + 10, 60 * minute),
        jobs: [{ event: "booking.hold", channel: "mail", target: "visitor" }],
      };
      await storage.insert(visitorWaits);

      const [first] = await storage.claim("worker", now + minute, minute, 1);
      expect([first?.message?.id, first?.event]).toEqual([visitorWaits.id, "booking.hold"]);
      const rest = await storage.claim("worker", now + minute, minute, 10);
      expect(rest.map((job) => `${job.event} ${job.target}`)).toEqual(Array(5).fill("lead inbox"));
    } finally {
      await storage.close();
    }
  });
});
