import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeBuiltSiteConfig } from "../../../tests/support/builtSite";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { storedMessage } from "../../../tests/support/storedMessage";
import type { HoldTerms } from "../../booking/store/holds";
import { unconfirmedMailOf } from "../../screening/unconfirmedMail";
import { databaseBackends } from "../../../tests/support/databaseBackends";
import { postgresStores, sqliteStores } from "../../../tests/support/stores";
import type { Stores } from "../stores";
import { serverProcessArgs } from "../../../tests/support/serverBundle";

const root = path.resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const minute = 60_000;

/** `npm run leads -- bookings` as an operator runs it, with the team in New York. */
function leadsBookings(env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...serverProcessArgs("leads"), "bookings"],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function setUp(databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "upcoming-demos-"));
  dirs.push(dataDir);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    SITE_CONFIG_FILE: writeBuiltSiteConfig(dataDir, {}),
    BOOKING_CALENDAR_FILE: path.join(dataDir, "calendar.ics"),
    BOOKING_TIMEZONE: "America/New_York",
    BOOKING_SECRET: bookingSecret,
  };
  const file = path.join(dataDir, "messages.sqlite");
  const stores = databaseUrl ? await postgresStores(databaseUrl) : sqliteStores(file);
  /** The operator's cancel (`leads cancel-booking`'s storage change). */
  const cancel = async (bookingId: string) => {
    const now = Date.now();
    const change = { bookingId, by: "operator" as const, jobs: [], now, deliverUntil: now };
    expect((await stores.booking.cancelBooking(change)).kind).toBe("changed");
  };
  return { env, stores, cancel };
}

/** A message from `name` of `company` whose demo starts at `start`; returns the booking's id. */
async function booked(
  stores: Stores,
  name: string,
  company: string,
  start: number,
  hold?: HoldTerms,
) {
  const [firstName = "", ...rest] = name.split(" ");
  const lastName = rest.join(" ");
  const hash = randomUUID();
  const message = { ...storedMessage(Date.now(), minute), bookingCapabilityHash: hash, jobs: [] };
  message.fields = { ...message.fields, firstName, lastName, company };
  await stores.messages.insert(message);
  const result = await stores.booking.book({
    id: randomUUID(),
    capabilityHash: hash,
    calendar: "file:calendar.ics",
    host: "file:calendar.ics",
    start,
    end: start + 30 * minute,
    visitorZone: "Europe/Amsterdam",
    jobs: [],
    now: Date.now(),
    deliverUntil: Date.now() + minute,
    hold,
  });
  if (result.kind !== "booked" && result.kind !== "held") throw new Error(result.kind);
  return { bookingId: result.booking.id, messageId: message.id };
}

const backends = databaseBackends("upcoming_demos");

describe.each(backends)("npm run leads -- bookings on $name", ({ databaseUrl }) => {
  it("says so when no demo is coming up", async () => {
    const { env, stores } = await setUp(await databaseUrl());
    await booked(stores, "Old Booking", "Past BV", Date.UTC(2020, 0, 6, 15, 0));
    await stores.engine.close();
    const result = await leadsBookings(env);
    expect(result).toMatchObject({ code: 0, stdout: "No upcoming demos.\n" });
  });

  it("lists the demos to come, soonest first, in the team's zone, cancelled ones marked", async () => {
    const { env, stores, cancel } = await setUp(await databaseUrl());
    // 4 and 5 March 2030, before New York's clocks change (UTC-5).
    const anna = await booked(stores, "Anna de Vries", "Zuivel BV", Date.UTC(2030, 2, 5, 15, 0));
    const piet = await booked(stores, "Piet Jansen", "Bakkerij Jansen", Date.UTC(2030, 2, 4, 14));
    await booked(stores, "Old Booking", "Past BV", Date.UTC(2020, 0, 6, 15, 0));
    await cancel(anna.bookingId);
    await stores.engine.close();

    const result = await leadsBookings(env);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")).toEqual([
      "Upcoming demos (times in America/New_York):",
      `2030-03-04 09:00  Piet Jansen    Bakkerij Jansen  file:calendar.ics  active     ${piet.bookingId} (message ${piet.messageId})`,
      `2030-03-05 10:00  Anna de Vries  Zuivel BV        file:calendar.ics  cancelled  ${anna.bookingId} (message ${anna.messageId})`,
      "",
    ]);
  });

  it("marks a booking that waits for its visitor's confirmation as a hold", async () => {
    const { env, stores } = await setUp(await databaseUrl());
    const caps = { perAddressPerDay: 2, perDomainPerHour: 3, perHour: 30 };
    const hold: HoldTerms = {
      reason: "plainForm",
      hourlyCap: 6,
      until: Date.now() + 30 * minute,
      jobs: [],
      mail: unconfirmedMailOf("a@b.nl", "bookingHold", caps),
    };
    const cor = await booked(stores, "Cor Bos", "Kaas BV", Date.UTC(2030, 2, 4, 14), hold);
    await stores.engine.close();
    const result = await leadsBookings(env);
    expect(result.stdout).toContain(
      `2030-03-04 09:00  Cor Bos  Kaas BV  file:calendar.ics  hold       ${cor.bookingId} (message ${cor.messageId})`,
    );
  });
});
