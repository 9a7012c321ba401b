import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { writeBuiltSiteConfig } from "../../../tests/support/builtSite";
import { seededByStandard, seededFunnel, seedFunnel } from "../../../tests/support/funnelSeed";
import { databaseBackends } from "../../../tests/support/databaseBackends";
import { postgresStores, sqliteStores } from "../../../tests/support/stores";
import { serverProcessArgs } from "../../../tests/support/serverBundle";

const root = path.resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Monday 2 November 2026, the seeded week; its demos are long over when the test runs. */
const monday = Date.UTC(2026, 10, 2);

/** A store seeded with `seedFunnel`, and `npm run leads -- funnel …` on it as an operator runs it. */
async function seeded(databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "funnel-"));
  dirs.push(dataDir);
  const stores = databaseUrl
    ? await postgresStores(databaseUrl)
    : sqliteStores(path.join(dataDir, "messages.sqlite"));
  await seedFunnel(stores, monday, Date.now());
  await stores.engine.close();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SITE_CONFIG_FILE: writeBuiltSiteConfig(dataDir, {}),
  };
  return async (args: string[]) =>
    (
      await promisify(execFile)(
        process.execPath,
        [...serverProcessArgs("leads"), "funnel", ...args],
        { cwd: root, env },
      )
    ).stdout;
}

const week = ["--from", "2026-11-02", "--to", "2026-11-08"];

const backends = databaseBackends("funnel");

describe.each(backends)("npm run leads -- funnel on $name", ({ databaseUrl }) => {
  it("gives the seeded counts, rates and medians, as text and as the same figures in JSON", async () => {
    const funnel = await seeded(await databaseUrl());
    const report = JSON.parse(await funnel([...week, "--json"]));
    expect(report).toEqual({
      from: "2026-11-02",
      to: "2026-11-08",
      by: null,
      groups: [],
      total: {
        visits: seededFunnel.visits,
        messages: seededFunnel.messages,
        heldForReview: seededFunnel.heldForReview,
        bookings: seededFunnel.bookings,
        cancelled: seededFunnel.cancelled,
        demosHeld: seededFunnel.demosHeld,
        noShows: seededFunnel.noShows,
        notRecorded: seededFunnel.notRecorded,
        upcoming: 0,
        rates: {
          visitToMessage: 0.2,
          messageToBooking: 0.75,
          bookingToCancelled: 0.1667,
          bookingToDemoHeld: 0.5,
          bookingToNoShow: 0.1667,
        },
        medianMessageToBookingMs: seededFunnel.medianMessageToBookingMs,
        medianBookingToDemoMs: seededFunnel.medianBookingToDemoMs,
      },
    });

    const lines = (await funnel(week)).split("\n").map((line) => line.replace(/ {2,}/g, " | "));
    expect(lines).toEqual([
      "Funnel 2026-11-02 to 2026-11-08 (UTC days, both included)",
      "",
      " | total",
      "visits | 40",
      "messages | 8",
      " | held for review (apart) | 2",
      "bookings | 6",
      " | cancelled | 1",
      " | demos held | 3",
      " | no-shows | 1",
      " | ended, not recorded | 1",
      " | still to come | 0",
      "visit → message | 20%",
      "message → booking | 75%",
      "booking → cancelled | 16.7%",
      "booking → demo held | 50%",
      "booking → no-show | 16.7%",
      "median message → booking | 3.5 h",
      "median booking → demo | 2.1 days",
      "",
    ]);
  });

  it("splits messages and bookings by the standards named, a message under each of its standards", async () => {
    const funnel = await seeded(await databaseUrl());
    const report = JSON.parse(await funnel([...week, "--by", "standard", "--json"]));
    expect(report.by).toBe("standard");
    expect(report.groups.map((g: { key: string }) => g.key)).toEqual(Object.keys(seededByStandard));
    for (const [key, counts] of Object.entries(seededByStandard)) {
      const group = report.groups.find((g: { key: string }) => g.key === key);
      expect(group.figures, key).toMatchObject({ visits: null, ...counts });
    }
    expect(report.total).toMatchObject({ messages: 8, bookings: 6 });

    const lines = (await funnel([...week, "--by", "standard"])).split("\n");
    expect(lines[0]).toBe("Funnel 2026-11-02 to 2026-11-08 (UTC days, both included), by standard");
    expect(lines[2]?.replace(/ {2,}/g, " | ")).toBe(" | total | (none) | brcgs | ifs | iso9001");
    expect(lines.find((line) => line.startsWith("bookings"))?.replace(/ {2,}/g, " | ")).toBe(
      "bookings | 6 | 2 | 3 | 2 | 0",
    );
  });

  it("splits visits and messages by their language, and leaves out days outside the window", async () => {
    const funnel = await seeded(await databaseUrl());
    const report = JSON.parse(await funnel([...week, "--by", "lang", "--json"]));
    const figures = (key: string) => report.groups.find((g: { key: string }) => g.key === key);
    expect(report.groups.map((g: { key: string }) => g.key)).toEqual(["en", "nl"]);
    expect(figures("en").figures).toMatchObject({ visits: 30, messages: 6, bookings: 6 });
    expect(figures("nl").figures).toMatchObject({
      visits: 10,
      messages: 2,
      heldForReview: 2,
      bookings: 0,
      rates: { visitToMessage: 0.2, messageToBooking: 0 },
    });

    const tuesdayOn = JSON.parse(
      await funnel(["--from", "2026-11-03", "--to", "2026-11-08", "--json"]),
    );
    expect(tuesdayOn.total).toMatchObject({ visits: 10, messages: 0, bookings: 0 });
  });
});
