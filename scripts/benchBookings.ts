// The booking part of `npm run bench:api`: the slot list (GET /api/booking/slots, the calendar's
// busy times cached, as a burst of visitors finds them) on a server with the default booking
// rules, and bookings (POST /api/booking, each with its own message and capability and a slot of
// its own) on a server whose every half hour of every day is bookable, so there are enough slots.
// Both use the embedded calendar file (BOOKING_CALENDAR_FILE) and SQLite.
import autocannon, { type Result } from "autocannon";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startServer, type RunningServer } from "../tests/e2e/support/testServer";
import { proofFromServer } from "../tests/support/proofs";
import { proofField } from "../common/contact/proofOfWork";
import { bookingPath } from "../common/bookingPath";
import { cpuPerRequest, cpuSeconds } from "./serverCpu";

interface BenchSettings {
  dir: string;
  smtpPort: number;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  /** Bookings measured (after as many again, a tenth, unmeasured). */
  bookings: number;
}

const zone = "America/New_York";
const message = (i: number, proof: string) =>
  JSON.stringify({
    [proofField]: proof,
    firstName: "Anna",
    lastName: "de Vries",
    email: `anna.${i}@example.nl`,
    company: "Kaasmakerij Noord B.V.",
    phone: "",
    message: "We prepare for BRCGS in March. Could you show us the CAPA tracking?",
    timestamp: new Date().toISOString(),
  });

/** The team's week: a weekly meeting on Monday mornings and one on Thursday afternoons. */
function writeCalendar(file: string) {
  const event = (uid: string, start: string, rule: string) => [
    "BEGIN:VEVENT",
    `UID:${uid}@bench`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=Europe/Amsterdam:${start}`,
    "DURATION:PT1H",
    `RRULE:${rule}`,
    "SUMMARY:Team meeting",
    "END:VEVENT",
  ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bench//EN",
    ...event("monday", "20260105T090000", "FREQ=WEEKLY;BYDAY=MO"),
    ...event("thursday", "20260108T140000", "FREQ=WEEKLY;BYDAY=TH"),
    "END:VCALENDAR",
  ];
  writeFileSync(file, lines.join("\r\n"));
}

// BENCH_TEAM_HOSTS=5: a team of five hosts, each with their own calendar file, instead of one.
const teamHosts = Number(process.env.BENCH_TEAM_HOSTS ?? 0);

/** The calendar settings: one file, or a team file naming `teamHosts` hosts with a file each. */
function calendarSettings(dir: string, name: string): Record<string, string> {
  if (!teamHosts) {
    const calendarFile = path.join(dir, `${name}.ics`);
    writeCalendar(calendarFile);
    return { BOOKING_CALENDAR_FILE: calendarFile };
  }
  const hosts = Array.from({ length: teamHosts }, (_, i) => {
    const file = path.join(dir, `${name}-host-${i}.ics`);
    writeCalendar(file);
    const email = `host${i}@bench.example`;
    return { name: `Host ${i}`, email, calendar: { file }, languages: ["en", "nl"] };
  });
  const teamFile = path.join(dir, `${name}-team.json`);
  writeFileSync(teamFile, JSON.stringify({ hosts }));
  return { BOOKING_TEAM_FILE: teamFile };
}

async function bookingServer(settings: BenchSettings, name: string, env: Record<string, string>) {
  return startServer(path.join(settings.dir, "site"), {
    DATA_DIR: path.join(settings.dir, name),
    SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
    ...calendarSettings(settings.dir, name),
    // Required with a calendar (it signs the cancel and reschedule links); any value will do here.
    BOOKING_SECRET: randomBytes(32).toString("hex"),
    ...env,
  });
}

/**
 * `count` messages, as many at once as the benchmark's connections, each with the proof of work
 * the scripted form solves (a message without one is held for review and gets no capability);
 * their booking capabilities.
 */
async function capabilities(server: RunningServer, count: number, connections: number) {
  const url = `${server.baseURL}/api/emailSender`;
  const send = async (i: number) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: message(i, await proofFromServer(url)),
    });
    const { booking } = (await response.json()) as { booking?: string };
    if (!booking) throw new Error(`message ${i} got no booking capability (${response.status})`);
    return booking;
  };
  const tokens: string[] = [];
  for (let first = 0; first < count; first += connections) {
    const batch = Array.from({ length: Math.min(connections, count - first) }, (_, i) =>
      send(first + i),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

async function slotStarts(server: RunningServer, token: string): Promise<number[]> {
  const query = new URLSearchParams({ t: token, zone });
  const listing = (await (
    await fetch(`${server.baseURL}${bookingPath}/slots?${query}`)
  ).json()) as {
    slots: { days: { slots: { start: number }[] }[] };
  };
  return listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

const figures = (result: Result, ok: number) =>
  `${ok} answered 200 (${(ok / result.duration).toFixed(0)}/s), ${result.non2xx} not 2xx, ` +
  `${result.errors} errors; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;

/** GET of the slot list with one capability, the calendar cache warm (its minute not over). */
async function benchSlotList(settings: BenchSettings) {
  const server = await bookingServer(settings, "slots", {});
  try {
    const [token = ""] = await capabilities(server, 1, 1);
    const offered = (await slotStarts(server, token)).length;
    const url = `${server.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: token, zone })}`;
    const run = (duration: number) =>
      autocannon({ url, connections: settings.connections, duration });
    await run(settings.warmUpSeconds);
    const cpuBefore = cpuSeconds(server.process.pid);
    const result = await run(settings.seconds);
    console.log(
      `Slot list (${offered} slots, cached busy times): ${figures(result, result["2xx"])}` +
        cpuPerRequest(server.process.pid, cpuBefore, result["2xx"]),
    );
  } finally {
    await server.stop();
  }
}

/** POST of bookings, each its own message's capability and its own slot. */
async function benchBookingRequests(settings: BenchSettings) {
  const warmUp = Math.ceil(settings.bookings / 10);
  const total = settings.bookings + warmUp;
  // Every half hour of every day: 48 slots a day, and a few days to spare.
  const daysAhead = Math.ceil(total / 48) + 2;
  const server = await bookingServer(settings, "bookings", {
    BOOKING_HOURS: "mon-sun 00:00-24:00",
    BOOKING_MIN_NOTICE_MINUTES: "0",
    BOOKING_DAYS_AHEAD: String(daysAhead),
    // Above the run's bookings: each is booked at once, none held for a mail past the cap.
    BOOKING_HOURLY_CAP: String(total),
  });
  try {
    const tokens = await capabilities(server, total, settings.connections);
    const starts = (await slotStarts(server, tokens[0] ?? "")).slice(0, total);
    if (starts.length < total) throw new Error(`only ${starts.length} slots for ${total} bookings`);
    let next = 0;
    const run = (amount: number) =>
      autocannon({
        url: `${server.baseURL}${bookingPath}`,
        connections: Math.min(settings.connections, amount),
        amount,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json" },
            setupRequest: (request) => {
              const i = next++;
              return {
                ...request,
                body: JSON.stringify({ token: tokens[i], start: starts[i], zone }),
              };
            },
          },
        ],
      });
    await run(warmUp);
    const cpuBefore = cpuSeconds(server.process.pid);
    const result = await run(settings.bookings);
    console.log(
      `Bookings (${settings.bookings}, distinct slots over ${daysAhead} days): ${figures(result, result["2xx"])}` +
        cpuPerRequest(server.process.pid, cpuBefore, result["2xx"]),
    );
  } finally {
    await server.stop();
  }
}

export async function benchBookings(settings: BenchSettings): Promise<void> {
  await benchSlotList(settings);
  await benchBookingRequests(settings);
}
