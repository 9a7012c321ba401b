import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../tests/integration/radicaleServer";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { emptySiteBuild } from "../../tests/support/builtSite";
import { startServer } from "../../tests/e2e/support/testServer";
import { postJson, validMessage } from "../../tests/support/apiServer";
import { until } from "../../tests/support/until";
import { readBookingConfig } from "../config/bookingSettings";
import { openCalendar } from "./calendar/openCalendar";
import { bookingSecret } from "../../tests/support/bookingSecret";

const dir = mkdtempSync(path.join(tmpdir(), "booking-race-"));
const siteDir = emptySiteBuild(dir);
let radicale: RadicaleServer;
beforeAll(async () => {
  radicale = await startRadicale();
});
afterAll(async () => {
  await radicale?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const visitors = 24;

it("gives one slot to exactly one of 24 visitors booking it at once through two server processes", async () => {
  const calendarUrl = await radicale.newCalendar(`race-${Date.now()}`);
  const env = {
    DATABASE_URL: await createDatabase(inject("postgresUrl"), "booking_race"),
    RATE_LIMITS: "off",
    OUTBOX_POLL_MS: "20",
    BOOKING_SECRET: bookingSecret,
    BOOKING_CALDAV_URL: calendarUrl,
    BOOKING_CALDAV_USERNAME: radicale.username,
    BOOKING_CALDAV_PASSWORD: radicale.password,
    BOOKING_HOURS: "mon-sun 00:00-24:00",
    BOOKING_MIN_NOTICE_MINUTES: "60",
    BOOKING_DAYS_AHEAD: "1",
  };
  const servers = [await startServer(siteDir, env), await startServer(siteDir, env)];
  try {
    const base = (n: number) => servers[n % 2]?.baseURL ?? "";
    const tokens = await Promise.all(
      Array.from({ length: visitors }, async (_, n) => {
        const email = `visitor${n}@example.com`;
        const response = await postJson(`${base(n)}/api/emailSender`, validMessage({ email }));
        return ((await response.json()) as { booking: string }).booking;
      }),
    );
    const slots = (await (
      await fetch(`${base(0)}/api/booking/slots?t=${encodeURIComponent(tokens[0] ?? "")}`)
    ).json()) as { slots: { days: { slots: { start: number }[] }[] } };
    const start = slots.slots.days[0]?.slots[0]?.start;
    if (start === undefined) throw new Error("no slot offered");

    const statuses = await Promise.all(
      tokens.map(async (token, n) => {
        const response = await postJson(`${base(n)}/api/booking`, { token, start });
        const body = (await response.json()) as { kind: string };
        return `${response.status} ${body.kind}`;
      }),
    );
    expect(statuses.filter((status) => status === "200 booked")).toHaveLength(1);
    expect(statuses.filter((status) => status === "409 taken")).toHaveLength(visitors - 1);

    const config = readBookingConfig({
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALDAV_URL: calendarUrl,
      BOOKING_CALDAV_USERNAME: radicale.username,
      BOOKING_CALDAV_PASSWORD: radicale.password,
    });
    if (!config) throw new Error("no calendar");
    const range = { start: start - 1, end: start + 24 * 3_600_000 };
    const events = () => openCalendar(config).busyTimes(range, { fresh: true });
    await until(async () => (await events()).length > 0, { what: "the event in Radicale" });
    expect(await events()).toEqual([{ start, end: start + 30 * 60_000 }]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});
