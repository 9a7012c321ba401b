import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeBuiltSiteConfig } from "../../../tests/support/builtSite";
import { validMessage } from "../../../tests/support/apiServer";
import { storedMessageIdOf } from "../../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { acceptContactMessages } from "../../contact/acceptContactMessage";
import { testScreening } from "../../../tests/support/proofs";
import { memoryRateLimiter } from "../../contact/rateLimiter";
import { postgresStores, sqliteStores } from "../../../tests/support/stores";
import { settledTeamJobs, teamJobPeriods } from "../../../tests/support/settledTeamJobs";
import { createMigratedDatabase } from "../../../tests/integration/postgresCluster";
import { serverProcessArgs } from "../../../tests/support/serverBundle";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-deliver-"));
// The run needs the build's site settings; this test has no site build, so it writes its own.
const siteConfigFile = writeBuiltSiteConfig(dataDir, {});
let sink: SmtpSink;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.start();
});
afterAll(async () => {
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * `npm run outbox:deliver` as cron would run it, on the SQLite file of `database.dataDir` or on
 * PostgreSQL at `database.url`; resolves with the summary it logged.
 */
async function deliverOnce(
  database: { dataDir: string; url?: string } = { dataDir },
): Promise<Record<string, number>> {
  const { stdout } = await run(process.execPath, serverProcessArgs("deliverOutbox"), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? "",
      SMTP_URL: sink.url,
      SITE_CONFIG_FILE: siteConfigFile,
      // The weekly digest and the held summary would be one more job in the run; their own
      // tests turn them on.
      MAIL_WEEKLY_DIGEST: "off",
      MAIL_HELD_SUMMARY: "off",
    },
  });
  const line = stdout.split("\n").find((entry) => entry.includes('"outbox: run finished"'));
  return JSON.parse(line ?? "{}") as Record<string, number>;
}

it("npm run outbox:deliver sends what the SQLite file holds once, prints the summary and exits", async () => {
  const stores = sqliteStores(path.join(dataDir, "messages.sqlite"));
  const { screen, proven } = testScreening(stores.screening);
  const accept = acceptContactMessages({
    messages: stores.messages,
    limiter: memoryRateLimiter([]),
    clientHashKey: "test-key",
    deliveries: [{ event: "lead", channel: "mail", target: "inbox" }],
    giveUpAfterMs: 60_000,
    timeoutMs: 5000,
    onStored: () => undefined,
    screen,
  });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const outcome = await accept({
      body: await proven(validMessage({ message: `Queued message ${i} for the scheduled run.` })),
      lang: "en",
      form: "enhanced",
      source: undefined,
      idempotencyKey: undefined,
      client: "203.0.113.9",
      requestId: `req-${i}`,
      now: Date.now(),
      log: pino({ level: "silent" }),
    });
    if (outcome.kind === "accepted") ids.push(outcome.id);
  }
  await stores.engine.close();
  expect(ids.length).toBe(3);

  expect(await deliverOnce()).toMatchObject({ claimed: 3, pending: 0, failed: 0 });
  expect(new Set(sink.mails.map(storedMessageIdOf))).toEqual(new Set(ids));
  expect(await deliverOnce()).toMatchObject({ claimed: 0, pending: 0, failed: 0 });
  expect(sink.mails.length).toBe(3);
});

describe.each([
  {
    name: "SQLite",
    database: async () => {
      // A data folder of its own: the SQLite file holds only this test's rows.
      const folder = mkdtempSync(path.join(dataDir, "sweeps-"));
      const file = path.join(folder, "messages.sqlite");
      return { dataDir: folder, open: async () => sqliteStores(file) };
    },
  },
  {
    name: "PostgreSQL",
    database: async () => {
      const url = await createMigratedDatabase(inject("postgresUrl"), "outbox_deliver");
      return { dataDir, url, open: () => postgresStores(url) };
    },
  },
])("npm run outbox:deliver on $name", ({ database }) => {
  it("runs the registered sweeps: the team's jobs settled over 90 days ago go, younger ones stay", async () => {
    const { open, ...where } = await database();
    const stores = await open();
    const periods = await settledTeamJobs(stores, Date.now());
    await stores.engine.close();

    expect(await deliverOnce(where)).toMatchObject({ claimed: 0, deleted: 1 });
    const after = await open();
    try {
      expect(await teamJobPeriods(after)).toEqual([periods.young]);
    } finally {
      await after.engine.close();
    }
  });
});
