import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { emptySiteBuild } from "../../tests/support/builtSite";
import { startServer, type RunningServer } from "../../tests/e2e/support/testServer";
import { burstUntilKilled } from "../../tests/support/burstUntilKilled";
import { storedMessageIdOf } from "../../tests/support/parseMail";
import { smtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";

const dir = mkdtempSync(path.join(tmpdir(), "crash-test-"));
const siteDir = emptySiteBuild(dir);
const dataDir = path.join(dir, "data");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pendingCount(server: RunningServer): Promise<number> {
  const health = (await (await fetch(`${server.baseURL}/api/health`)).json()) as {
    pending: number;
  };
  return health.pending;
}

it("delivers every accepted message after a SIGKILL during a burst of 200, duplicating at most the in-flight ones", async () => {
  // A slow inbox keeps mails in flight when the process dies.
  const sink = await smtpSink({ delayMs: 15 });
  await sink.start();
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    RATE_LIMITS: "off",
    OUTBOX_POLL_MS: "50",
    OUTBOX_LEASE_MS: "1500",
    LOG_LEVEL: "warn",
  };
  const first = await startServer(siteDir, env);
  const accepted = await burstUntilKilled(first, { total: 200, killAfter: 100, clients: 16 });
  expect(accepted.length).toBeGreaterThanOrEqual(100);

  // What the database says was in flight (leased, not yet recorded) at the moment of the kill.
  const db = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
  const inFlight = new Set(
    (
      db
        .prepare(
          "SELECT message_id FROM outbox WHERE status = 'pending' AND lease_owner IS NOT NULL",
        )
        .all() as { message_id: string }[]
    ).map((row) => row.message_id),
  );
  db.close();

  const second = await startServer(siteDir, env);
  try {
    // Nothing pending means every send is recorded, so the sink holds every copy there will be.
    await until(async () => (await pendingCount(second)) === 0, {
      timeoutMs: 60_000,
      what: "outbox drained after the restart",
    });
  } finally {
    await second.stop();
    await sink.stop();
  }

  const copies = new Map<string, number>();
  for (const mail of sink.mails) {
    const id = storedMessageIdOf(mail);
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  // No loss: every message that got a 200 reached the inbox.
  for (const id of accepted) expect(copies.get(id) ?? 0, `message ${id}`).toBeGreaterThanOrEqual(1);
  // Duplicates only where the crash fell between sending and recording.
  const duplicated = [...copies].filter(([, count]) => count > 1);
  for (const [id, count] of duplicated) {
    expect(inFlight.has(id), `duplicate of ${id} was not in flight`).toBe(true);
    expect(count).toBe(2);
  }
  expect(duplicated.length).toBeLessThanOrEqual(inFlight.size);
  console.info(
    `crash test: ${accepted.length} accepted before the kill, ${inFlight.size} in flight, ${duplicated.length} delivered twice, ${sink.mails.length} mails`,
  );
});
