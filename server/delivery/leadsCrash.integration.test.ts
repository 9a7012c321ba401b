import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { emptySiteBuild } from "../../tests/support/builtSite";
import { startServer, type RunningServer } from "../../tests/e2e/support/testServer";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { burstUntilKilled } from "../../tests/support/burstUntilKilled";
import { until } from "../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../tests/support/webhookReceiver";
import { targetKey } from "../config/leadTargets";

const dir = mkdtempSync(path.join(tmpdir(), "leads-crash-"));
const siteDir = emptySiteBuild(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const inFlightSql = `SELECT message_id, target FROM outbox
  WHERE channel = 'webhook' AND status = 'pending' AND lease_owner IS NOT NULL`;

/** Webhook jobs leased but not yet recorded when the process died, as "message:target". */
const backends = [
  {
    name: "SQLite",
    databaseUrl: async () => "",
    inFlight: async (dataDir: string) => {
      const db = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
      const rows = db.prepare(inFlightSql).all() as { message_id: string; target: string }[];
      db.close();
      return rows;
    },
  },
  {
    name: "PostgreSQL",
    databaseUrl: () => createDatabase(inject("postgresUrl"), "crash"),
    inFlight: async (_dataDir: string, url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ message_id: string; target: string }>(inFlightSql);
      await client.end();
      return rows;
    },
  },
];

async function webhooksPending(server: RunningServer): Promise<number> {
  const health = (await (await fetch(`${server.baseURL}/api/health`)).json()) as {
    channels: { webhook: { pending: number } };
  };
  return health.channels.webhook.pending;
}

/** Copies each message reached the target with, and the webhook-ids those copies carried. */
function deliveriesTo(target: WebhookReceiver) {
  const copies = new Map<string, { count: number; ids: Set<string> }>();
  for (const request of target.requests) {
    const { data } = JSON.parse(request.body) as { data: { id: string } };
    const entry = copies.get(data.id) ?? { count: 0, ids: new Set<string>() };
    entry.count++;
    entry.ids.add(request.headers["webhook-id"] ?? "");
    copies.set(data.id, entry);
  }
  return copies;
}

describe.each(backends)(
  "SIGKILL with two webhook targets ($name)",
  ({ name, databaseUrl, inFlight }) => {
    it("delivers every acknowledged message of a burst of 100 to both targets, repeating only in-flight ones with the same webhook-id", async () => {
      // Slow receivers keep deliveries in flight when the process dies.
      const targets = [
        await webhookReceiver({ delayMs: 20 }),
        await webhookReceiver({ delayMs: 20 }),
      ];
      for (const target of targets) await target.start();
      const url = await databaseUrl();
      const dataDir = path.join(dir, `data-${name}`);
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        LEAD_WEBHOOKS: targets.map((target) => target.entry).join(" "),
        RATE_LIMITS: "off",
        OUTBOX_POLL_MS: "50",
        OUTBOX_LEASE_MS: "1500",
        LOG_LEVEL: "warn",
      };
      const first = await startServer(siteDir, env);
      const accepted = await burstUntilKilled(first, { total: 100, killAfter: 50, clients: 8 });
      expect(accepted.length).toBeGreaterThanOrEqual(50);
      const leased = new Set(
        (await inFlight(dataDir, url)).map((row) => `${row.message_id}:${row.target}`),
      );

      const second = await startServer(siteDir, env);
      try {
        await until(async () => (await webhooksPending(second)) === 0, {
          timeoutMs: 60_000,
          what: "webhooks drained after the restart",
        });
      } finally {
        await second.stop();
        for (const target of targets) await target.stop();
      }

      let repeated = 0;
      for (const target of targets) {
        const unverified = target.requests.filter((request) => !request.verified);
        expect(
          unverified.map(({ headers, body }) => ({ headers, bodyLength: body.length })),
        ).toEqual([]);
        const key = targetKey(target.url);
        const copies = deliveriesTo(target);
        // No loss: every message that got a 200 reached both targets.
        for (const id of accepted) expect(copies.get(id)?.count ?? 0, id).toBeGreaterThanOrEqual(1);
        for (const [id, { count, ids }] of copies) {
          expect(ids, `webhook-ids of ${id}`).toEqual(new Set([`msg_${id}`]));
          if (count === 1) continue;
          repeated++;
          expect(leased.has(`${id}:${key}`), `repeat of ${id} was not in flight`).toBe(true);
          expect(count).toBe(2);
        }
      }
      console.info(
        `${name} crash: ${accepted.length} accepted before the kill, ${leased.size} webhook deliveries in flight, ${repeated} repeated`,
      );
    });
  },
);
