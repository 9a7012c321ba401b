import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { emptySiteBuild } from "../../tests/support/builtSite";
import { startServer } from "../../tests/e2e/support/testServer";
import { postJson, validMessage } from "../../tests/support/apiServer";
import { storedMessageIdOf } from "../../tests/support/parseMail";
import { smtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";

const dir = mkdtempSync(path.join(tmpdir(), "two-processes-"));
const siteDir = emptySiteBuild(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Message ids of the mails a server process logged as sent. */
function sentBy(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.includes('"outbox: delivered"') && line.includes('"channel":"mail"'))
    .map((line) => (JSON.parse(line) as { messageId: string }).messageId);
}

it("two server processes on one PostgreSQL database deliver each accepted message exactly once", async () => {
  // A slow inbox keeps both workers busy with overlapping batches.
  const sink = await smtpSink({ delayMs: 10 });
  await sink.start();
  const env = {
    DATABASE_URL: await createDatabase(inject("postgresUrl"), "two_processes"),
    SMTP_URL: sink.url,
    RATE_LIMITS: "off",
    OUTBOX_POLL_MS: "20",
  };
  const servers = [await startServer(siteDir, env), await startServer(siteDir, env)];
  try {
    const accepted: string[] = [];
    await Promise.all(
      Array.from({ length: 120 }, async (_, n) => {
        const response = await postJson(
          `${servers[n % 2]?.baseURL}/api/emailSender`,
          validMessage({ message: `Message ${n} of the two-process test` }),
        );
        expect(response.status).toBe(200);
        accepted.push(((await response.json()) as { id: string }).id);
      }),
    );
    await sink.waitFor(accepted.length, 30_000);
    // Nothing pending means every send is recorded, so a duplicate would be in the sink already.
    const health = async () => (await fetch(`${servers[0]?.baseURL}/api/health`)).json();
    await until(async () => ((await health()) as { pending: number }).pending === 0, {
      timeoutMs: 30_000,
      what: "no message pending",
    });

    const delivered = sink.mails.map(storedMessageIdOf);
    expect(delivered.length).toBe(accepted.length);
    expect(new Set(delivered)).toEqual(new Set(accepted));
    // Both processes took part, so the claims really raced. A process logs a delivery just after
    // recording it, so its last lines may still be on their way through the pipe.
    const sentCounts = () => servers.map((server) => sentBy(server.output()).length);
    const loggedSends = () => sentCounts().reduce((sum, count) => sum + count, 0);
    await until(() => loggedSends() >= accepted.length, { what: "every delivery logged" });
    expect(Math.min(...sentCounts())).toBeGreaterThan(0);
    expect(loggedSends()).toBe(accepted.length);
    expect(await health()).toMatchObject({ pending: 0, failed: 0 });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
  }
});
