import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { bookingPath } from "../../../common/bookingPath";
import { translator } from "../../../common/i18n/translate";
import { createDatabase } from "../../../tests/integration/postgresCluster";
import { startServer } from "../../../tests/e2e/support/testServer";
import { postJson, validMessage } from "../../../tests/support/apiServer";
import { bookableAllDay } from "../../../tests/support/bookingVisitor";
import { emptySiteBuild } from "../../../tests/support/builtSite";
import slotPageCopy from "@content/booking/slotPage.json";
import { postgresStores } from "../../../tests/support/stores";

const dir = mkdtempSync(path.join(tmpdir(), "team-race-"));
const siteDir = emptySiteBuild(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const halfHour = 30 * 60_000;
const visitors = 50;
// Far enough ahead that the slot is still to come once both processes have started.
const start = Math.ceil(Date.now() / halfHour) * halfHour + 4 * halfHour;
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

/** A host's calendar file: empty, or with a customer call at the raced time. */
function calendarFile(host: string, busyAtStart: boolean): string {
  const call = [
    "BEGIN:VEVENT",
    `UID:${host}-call@tests`,
    `DTSTAMP:${stamp(Date.now())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + halfHour)}`,
    "SUMMARY:Customer call",
    "END:VEVENT",
  ];
  const file = path.join(dir, `${host}.ics`);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN"];
  writeFileSync(file, [...lines, ...(busyAtStart ? call : []), "END:VCALENDAR", ""].join("\r\n"));
  return file;
}

/** A team of four of whom Anna has a call at the raced time: three hosts are free then. */
function teamFile(): string {
  const hosts = ["anna", "ben", "cleo", "dirk"].map((name) => ({
    name,
    email: `${name}@auditready.example`,
    calendar: { file: calendarFile(name, name === "anna") },
    languages: ["en", "nl"],
  }));
  const file = path.join(dir, "team.json");
  writeFileSync(file, JSON.stringify({ hosts }));
  return file;
}

interface Answer {
  kind: string;
  booking?: { hostName: string; start: number };
  slots?: { days: { slots: { start: number }[] }[] };
  message?: string;
}

it("gives one start time to exactly the three free hosts of a team of four when 50 people book it at once through two server processes", async () => {
  const databaseUrl = await createDatabase(inject("postgresUrl"), "team_race");
  const env = {
    ...bookableAllDay,
    DATABASE_URL: databaseUrl,
    BOOKING_TEAM_FILE: teamFile(),
    // Room for every booking in the hour: none becomes a hold waiting for mail.
    BOOKING_HOURLY_CAP: String(visitors),
  };
  const servers = await Promise.all([startServer(siteDir, env), startServer(siteDir, env)]);
  const stores = await postgresStores(databaseUrl);
  try {
    const base = (n: number) => servers[n % 2]?.baseURL ?? "";
    // Fifty people of fifty companies, each sending a message from the scripted form.
    const tokens = await Promise.all(
      Array.from({ length: visitors }, async (_, n) => {
        const email = `buyer${n}@company${n}.nl`;
        const sent = await postJson(`${base(n)}/api/emailSender`, validMessage({ email }));
        const answer = await sent.text();
        expect(sent.status, `the message of ${email}: ${answer}`).toBe(200);
        return (JSON.parse(answer) as { booking: string }).booking;
      }),
    );
    const listing = await fetch(
      `${base(0)}${bookingPath}/slots?t=${encodeURIComponent(tokens[0] ?? "")}`,
    );
    const offered = ((await listing.json()) as Answer).slots?.days.flatMap((day) => day.slots);
    expect(offered?.map((slot) => slot.start)).toContain(start);

    const answers = await Promise.all(
      tokens.map(async (token, n) => {
        const response = await postJson(`${base(n)}${bookingPath}`, { token, start });
        return { status: response.status, ...((await response.json()) as Answer) };
      }),
    );
    const booked = answers.filter((answer) => answer.status === 200 && answer.kind === "booked");
    const taken = answers.filter((answer) => answer.status === 409 && answer.kind === "taken");
    expect(booked.map((answer) => answer.booking?.hostName).sort()).toEqual([
      "ben",
      "cleo",
      "dirk",
    ]);
    expect(taken).toHaveLength(visitors - 3);
    const takenMessage = translator(slotPageCopy, "en")("taken");
    for (const answer of taken) {
      const fresh = answer.slots?.days.flatMap((day) => day.slots.map((slot) => slot.start));
      expect(answer.message).toBe(takenMessage);
      expect(fresh).not.toContain(start);
      expect(fresh?.length).toBeGreaterThan(0);
    }
    // The database holds the same: three demos at that time, one per free host.
    const stored = (await stores.booking.upcomingBookings(Date.now())).filter(
      (b) => b.start === start,
    );
    expect(stored.map((booking) => booking.host).sort()).toEqual(["ben", "cleo", "dirk"]);
  } finally {
    await stores.engine.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
});
