import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { postJson, startApiServer, validMessage } from "../../tests/support/apiServer";
import { storedMessage } from "../../tests/support/storedMessage";
import { sqliteStores } from "../../tests/support/stores";

const day = 24 * 3_600_000;
const dir = mkdtempSync(path.join(tmpdir(), "retention-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("deletes messages older than the retention period when the server starts", async () => {
  const dataDir = path.join(dir, "data");
  const seed = sqliteStores(path.join(dataDir, "messages.sqlite"));
  const old = storedMessage(Date.now() - 3 * 365 * day - day, 5 * day);
  const recent = storedMessage(Date.now() - 3 * 365 * day + day, 5 * day);
  await seed.messages.insert(old);
  await seed.messages.insert(recent);
  await seed.engine.close();

  const server = await startApiServer({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:1" });
  try {
    await server.api.worker.stop();
    expect(await server.api.stores.messages.get(old.id)).toBeNull();
    expect(await server.api.stores.messages.get(recent.id)).not.toBeNull();
  } finally {
    await server.close();
  }
});

it("answers 503 and reports the storage unreachable when the database goes away, never a false 200", async () => {
  const adminUrl = inject("postgresUrl");
  const url = await createDatabase(adminUrl, "vanishing");
  const server = await startApiServer({ DATABASE_URL: url, SMTP_URL: "smtp://127.0.0.1:1" });
  try {
    expect((await postJson(server.url, validMessage())).status).toBe(200);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();

    const response = await postJson(server.url, validMessage(), { "Accept-Language": "nl" });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Uw bericht kon nu niet worden opgeslagen/,
    );
    const health = await fetch(`${server.baseURL}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, storage: "unreachable" });
  } finally {
    await server.close();
  }
});
