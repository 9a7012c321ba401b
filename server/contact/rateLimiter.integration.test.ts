import { expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { postgresRateLimiter } from "./rateLimiter";
import { serverMigrations } from "../hosts/stores";
import { PostgresStorage } from "../storage/postgresStorage";

const windows = [
  { limit: 5, windowMs: 10 * 60_000 },
  { limit: 20, windowMs: 24 * 60 * 60_000 },
];

it("starts on a fresh database, also when instances start at the same moment", async () => {
  // Each round is a first start: a new database, two instances, two windows each.
  for (let round = 0; round < 8; round++) {
    const url = await createDatabase(inject("postgresUrl"), "fresh_limits");
    const storages = await Promise.all(
      [1, 2].map(() => PostgresStorage.open(url, serverMigrations)),
    );
    const limiters = storages.map((storage) => postgresRateLimiter(windows, storage.pool));
    // Both count in the one table: the second instance sees the first one's message.
    expect(await limiters[0]?.take("203.0.113.7")).toEqual({ ok: true });
    for (let n = 1; n < 5; n++) await limiters[1]?.take("203.0.113.7");
    expect(await limiters[1]?.take("203.0.113.7")).toMatchObject({ ok: false });
    for (const limiter of limiters) await limiter.close();
    for (const storage of storages) await storage.close();
  }
});
