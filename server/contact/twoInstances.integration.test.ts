import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { emptySiteBuild } from "../../tests/support/builtSite";
import { startServer, type RunningServer } from "../../tests/e2e/support/testServer";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { postJson, validMessage } from "../../tests/support/apiServer";
import { postgresStores } from "../../tests/support/stores";
import type { Stores } from "../hosts/stores";

const dir = mkdtempSync(path.join(tmpdir(), "two-instances-"));
const siteDir = emptySiteBuild(dir);

let servers: RunningServer[] = [];
let stores: Stores;

beforeAll(async () => {
  const databaseUrl = await createDatabase(inject("postgresUrl"), "two_instances");
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: "smtp://127.0.0.1:1",
    RATE_LIMITS: "3/10m",
    TRUSTED_PROXY_COUNT: "1",
  };
  servers = await Promise.all([startServer(siteDir, env), startServer(siteDir, env)]);
  stores = await postgresStores(databaseUrl);
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await stores.engine.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Posts to server `n` (0 or 1) as the client the proxy reports. */
function postTo(n: number, client: string, body = validMessage(), headers = {}) {
  return postJson(`${servers[n]?.baseURL}/api/emailSender`, body, {
    "X-Forwarded-For": client,
    ...headers,
  });
}

describe("two server processes on one PostgreSQL database", () => {
  it.each([
    ["the first", "203.0.113.10", 0],
    ["the second", "203.0.113.11", 1],
  ])(
    "share the rate limits: the fourth message, sent to %s process, is 429",
    async (_, client, last) => {
      const order = last === 0 ? [0, 1, 1] : [1, 0, 0];
      for (const n of order) expect((await postTo(n, client)).status).toBe(200);
      const fourth = await postTo(last, client);
      expect(fourth.status).toBe(429);
      const retryAfter = Number(fourth.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    },
  );

  it("racing on one Idempotency-Key store one message; every answer is that message or 'in progress'", async () => {
    const body = validMessage({ message: "Raced between two instances." });
    const key = { "Idempotency-Key": "raced-key-1" };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postTo(i % 2, `198.51.100.${i + 1}`, body, key)),
    );
    const statuses = answers.map((answer) => answer.status);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const ids = new Set(
      await Promise.all(
        answers
          .filter((answer) => answer.status === 200)
          .map(async (answer) => ((await answer.json()) as { id: string }).id),
      ),
    );
    expect(ids.size).toBe(1);
    const stored = (await stores.messages.list({})).filter(
      (m) => m.idempotencyKey === "raced-key-1",
    );
    expect(stored.map((m) => m.id)).toEqual([...ids]);

    for (const n of [0, 1]) {
      const replay = await postTo(n, "198.51.100.50", body, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
      const other = validMessage({ message: "A different body under the same key." });
      expect((await postTo(n, "198.51.100.51", other, key)).status).toBe(422);
    }
  });
});
