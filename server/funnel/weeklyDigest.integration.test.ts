import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { seedFunnel } from "../../tests/support/funnelSeed";
import { testMailSettings } from "../../tests/support/mailSettings";
import { smtpSink, type SinkReply } from "../../tests/support/smtpSink";
import { DeliveryWorker } from "../delivery/deliveryWorker";
import { smtpTransport } from "../delivery/mail/transport";
import { digestJobs, digestRenderings } from "./weeklyDigest";
import { postgresStores, sqliteStores } from "../../tests/support/stores";
import type { Stores } from "../hosts/stores";

const hour = 60 * 60 * 1000;
const week = 7 * 24 * hour;
/** Monday 9 November 2026: the seeded week, the one before it quiet. */
const seededMonday = Date.UTC(2026, 10, 9);
/** Wednesday 18 November 2026, 10:00 UTC: the last full week is the seeded one. */
const wednesdayAfter = Date.UTC(2026, 10, 18, 10);

const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "weekly-digest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends = [
  {
    name: "SQLite",
    instances: async () => {
      const file = path.join(dir, `${Math.random().toString(36).slice(2)}.sqlite`);
      return () => Promise.resolve(sqliteStores(file));
    },
  },
  {
    name: "PostgreSQL",
    instances: async () => {
      const url = await createDatabase(inject("postgresUrl"), "weekly_digest");
      return () => postgresStores(url);
    },
  },
];

describe.each(backends)("the weekly digest on $name", ({ instances }) => {
  /**
   * A store with the seeded week, an SMTP sink answering `reply`, and outbox workers (each its
   * own server instance, with its own connection) on a clock the test moves.
   */
  async function setUp(reply?: (attempt: number) => SinkReply, { fresh = false } = {}) {
    const open = await instances();
    // Runs in real time from the Wednesday on; the test moves it forward by `skipped`.
    const started = Date.now();
    const clock = { skipped: 0 };
    const now = () => wednesdayAfter + clock.skipped + (Date.now() - started);
    if (!fresh) {
      const seeding = await open();
      await seedFunnel(seeding, seededMonday, wednesdayAfter);
      await seeding.engine.close();
    }
    const sink = await smtpSink({ reply });
    await sink.start();
    cleanup(() => sink.stop());
    const instance = async () => {
      const stores: Stores = await open();
      const transport = smtpTransport(sink.url);
      cleanup(async () => {
        transport.close();
        await stores.engine.close();
      });
      return new DeliveryWorker({
        messages: stores.messages,
        transport,
        logger: pino({ level: "silent" }),
        mail: testMailSettings,
        renderings: digestRenderings(stores.funnel, true),
        periodicJobs: digestJobs(stores.funnel, true, 5 * 24 * hour),
        pollMs: 20,
        leaseMs: 60_000,
        batchSize: 5,
        schedule: { baseMs: 1, capMs: 1 },
        now,
      });
    };
    return { sink, clock, instance };
  }

  it("mails the inbox the last full week once, whatever runs again, and the next week a week later", async () => {
    const { sink, clock, instance } = await setUp();
    const first = await instance();
    expect(await first.deliverDue()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.headers.get("to")).toContain(testMailSettings.to);
    expect(mail?.headers.get("subject")).toBe(
      "Weekly report 2026-W46: 8 messages, 6 bookings, 3 demos held",
    );
    const lines = (mail?.text ?? "").split("\n").map((line) => line.replace(/ {2,}/g, " | "));
    expect(lines).toContain(
      "What the site brought in last week (Monday 2026-11-09 to Sunday 2026-11-15, UTC), beside the week before.",
    );
    expect(lines).toContain(" | 2026-W45 | 2026-W46 | change");
    expect(lines).toContain("visits | 0 | 40 | +40");
    expect(lines).toContain("messages | 0 | 8 | +8");
    expect(lines).toContain(" | demos held | 0 | 3 | +3");
    expect(lines).toContain("message → booking | – | 75% | –");
    // Last week again by the standards the visitors named, a column each.
    expect(lines).toContain(" | none named | BRCGS | IFS | ISO 9001");
    expect(lines).toContain("messages | 3 | 3 | 2 | 1");
    expect(lines).toContain("bookings | 2 | 3 | 2 | 0");
    expect(lines).toContain(" | demos held | 1 | 1 | 2 | 0");

    clock.skipped += hour;
    expect(await first.deliverDue()).toBe(0);
    const second = await instance();
    expect(await second.deliverDue()).toBe(0);
    expect(sink.mails).toHaveLength(1);

    clock.skipped += week;
    expect(await second.deliverDue()).toBe(1);
    expect(await first.deliverDue()).toBe(0);
    const mails = await sink.waitFor(2);
    expect(mails[1]?.headers.get("subject")).toBe(
      "Weekly report 2026-W47: 0 messages, 0 bookings, 0 demos held",
    );
    expect(sink.mails).toHaveLength(2);
  });

  it("starts on a fresh install with the first week the site existed, not the week before it", async () => {
    const { sink, clock, instance } = await setUp(undefined, { fresh: true });
    const worker = await instance();
    expect(await worker.deliverDue()).toBe(0);

    // The next Monday: the week the site started in (on its Wednesday) is its first digest.
    clock.skipped += week;
    expect(await worker.deliverDue()).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.headers.get("subject")).toBe(
      "Weekly report 2026-W47: 0 messages, 0 bookings, 0 demos held",
    );
    expect(sink.mails).toHaveLength(1);
  });

  it("tries again after the SMTP server refuses, and the digest arrives", async () => {
    const { sink, instance } = await setUp((attempt) =>
      attempt === 1 ? { code: 451, message: "4.3.0 try again later" } : "accept",
    );
    const worker = await instance();
    worker.start();
    cleanup(() => worker.stop());
    const [mail] = await sink.waitFor(1);
    expect(sink.attempts()).toBe(2);
    expect(mail?.headers.get("subject")).toContain("Weekly report 2026-W46");
  });
});
