import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBuiltSiteConfig } from "../../../tests/support/builtSite";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { storedMessage } from "../../../tests/support/storedMessage";
import { attendanceRequestJobs } from "../../booking/attendance/attendanceSchedule";
import { openTeam } from "../../booking/team/team";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import { loadHostConfig } from "../../config/hostConfig";
import { assembleFeatures } from "../features";
import { sqliteStores } from "../../../tests/support/stores";
import type { Stores } from "../stores";
import { serverProcessArgs, type ServerEntry } from "../../../tests/support/serverBundle";

const root = path.resolve(import.meta.dirname, "../../..");
const minute = 60_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "team-commands-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const calendarOf = (name: string) => path.join(dataDir, `${name}.ics`);
const env = {
  DATA_DIR: dataDir,
  SITE_CONFIG_FILE: writeBuiltSiteConfig(dataDir, {}),
  BOOKING_TEAM_FILE: path.join(dataDir, "team.json"),
  BOOKING_SECRET: bookingSecret,
  MAIL_FROM: "demos@auditready.example",
};

/** A command of `npm run leads` or `npm run outbox:deliver`, as the operator runs it. */
function run(script: ServerEntry, args: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...serverProcessArgs(script), ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const deliver = async () => expect((await run("deliverOutbox")).code).toBe(0);
const leads = (...args: string[]) => run("leads", args);
const busyEvent = (start: number) =>
  [
    "BEGIN:VEVENT",
    `UID:busy-${start}@test`,
    `DTSTART:${new Date(start).toISOString().replace(/[-:]|\.\d+/g, "")}`,
    `DTEND:${new Date(start + 60 * minute).toISOString().replace(/[-:]|\.\d+/g, "")}`,
    "SUMMARY:Busy",
    "END:VEVENT",
  ].join("\r\n");
const calendarWith = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR", ""].join(
    "\r\n",
  );

describe("the operator's commands with a team of hosts", () => {
  let stores: Stores;
  const start = Date.UTC(2030, 2, 5, 9, 0);
  const clash = Date.UTC(2030, 2, 6, 9, 0);

  beforeAll(async () => {
    writeFileSync(calendarOf("anna"), calendarWith());
    // Ben has something of his own at the second demo's time.
    writeFileSync(calendarOf("ben"), calendarWith(busyEvent(clash)));
    const host = (name: string, file: string) => ({
      name,
      email: `${file}@auditready.example`,
      calendar: { file: calendarOf(file) },
      languages: ["en", "nl"],
    });
    const team = { hosts: [host("Anna de Vries", "anna"), host("Ben Carter", "ben")] };
    writeFileSync(env.BOOKING_TEAM_FILE, JSON.stringify(team));
    stores = sqliteStores(path.join(dataDir, "messages.sqlite"));
    // What the server records at its start: the operator's commands queue jobs for these.
    const features = assembleFeatures(loadHostConfig(env).config, stores);
    await stores.messages.recordDeliveryTargets(features.targets);
  });

  afterAll(() => stores.engine.close());

  /** A demo with Anna, as the booking service stores it, its event delivered to her calendar. */
  async function bookedWithAnna(at: number, extraJobs: OutboxJobSpec[] = []) {
    const { config } = loadHostConfig(env);
    const features = assembleFeatures(config, stores);
    const anna = config.booking && openTeam(config.booking).hosts[0];
    if (!features.booking || !anna) throw new Error("no team");
    const hash = randomUUID();
    const message = { ...storedMessage(Date.now(), minute), bookingCapabilityHash: hash, jobs: [] };
    await stores.messages.insert(message);
    const result = await stores.booking.book({
      id: randomUUID(),
      capabilityHash: hash,
      calendar: anna.calendar.name,
      host: anna.key,
      start: at,
      end: at + 30 * minute,
      visitorZone: "Europe/Amsterdam",
      jobs: [...features.booking.jobs("booking.created", { after: [anna] }), ...extraJobs],
      now: Date.now(),
      deliverUntil: Date.now() + 60 * minute,
    });
    if (result.kind !== "booked") throw new Error(result.kind);
    await deliver();
    return result.booking;
  }

  it("moves a demo to another host: the event leaves one calendar for the other, same UID", async () => {
    const booking = await bookedWithAnna(start);
    const uid = `UID:${booking.id}@auditready.example`;
    expect(readFileSync(calendarOf("anna"), "utf8")).toContain(uid);

    const moved = await leads("move-host", booking.id, "Ben Carter");
    expect(moved.stderr).toBe("");
    expect(moved.stdout).toContain(`moved from Anna de Vries to Ben Carter`);
    expect((await stores.booking.bookingById(booking.id))?.host).toBe("Ben Carter");
    await deliver();
    expect(readFileSync(calendarOf("anna"), "utf8")).not.toContain(uid);
    expect(readFileSync(calendarOf("ben"), "utf8")).toContain(uid);
    expect(readFileSync(calendarOf("ben"), "utf8")).toMatch(/SEQUENCE:1/);

    const listed = await leads("bookings");
    expect(listed.stdout).toMatch(new RegExp(`Ben Carter +active +${booking.id}`));

    // The operator's cancel reaches the host the demo is with now.
    expect((await leads("cancel-booking", booking.id)).code).toBe(0);
    await deliver();
    expect(readFileSync(calendarOf("ben"), "utf8")).not.toContain(uid);
  });

  it("refuses a host who is busy then, or unknown, and changes nothing", async () => {
    const booking = await bookedWithAnna(clash);
    const busy = await leads("move-host", booking.id, "Ben Carter");
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain("Ben Carter's calendar is busy");
    const unknown = await leads("move-host", booking.id, "Cleo");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("The hosts: Anna de Vries, Ben Carter.");
    expect((await stores.booking.bookingById(booking.id))?.host).toBe("Anna de Vries");
    expect(readFileSync(calendarOf("anna"), "utf8")).toContain(`UID:${booking.id}@`);
  });

  it("asks the demo's host, at their own address, whether an ended demo took place", async () => {
    const ended = Date.now() - 60 * minute;
    const booking = await bookedWithAnna(ended, attendanceRequestJobs(ended + 30 * minute));
    const mails = readdirSync(path.join(dataDir, "mail"))
      .filter((name) => name.startsWith(`${booking.id}.attendance.`))
      .map((name) => readFileSync(path.join(dataDir, "mail", name), "utf8"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: anna@auditready\.example$/m);
  });
});
