import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bookingPath } from "../../common/bookingPath";
import { startServer, type RunningServer } from "../e2e/support/testServer";
import { plainPersonSends, scriptedPersonBooks } from "./attackVisitors";
import { BookingBot, replayRescheduleLink, type BotKind } from "./bookingBot";
import { proofFromServer } from "./proofs";
import { emptySiteBuild } from "./builtSite";
import { floodRuleDefaults } from "./floodSettings";
import { smtpSink, type SmtpSink } from "./smtpSink";
import { closeSourceConnections, loopbackSources, requestFrom } from "./sourceAddressClient";
import { webhookReceiver, type WebhookReceiver } from "./webhookReceiver";

export interface AttackSettings {
  /** How long the bot runs; it stops by itself. */
  seconds: number;
  sources: number;
  workers: number;
  /** How often one reschedule link is posted at once. */
  replays: number;
  /** Issue 36's bot (no proof, and the plain form) or issue 44's, which solves each proof. */
  bot: BotKind;
  /** Extra server settings (the defences wave 2 adds, say). */
  env?: Record<string, string>;
}

export interface AttackFigures {
  slotsAtStart: number;
  slotsAtEnd: number;
  /** Events the attack added to the team's calendar file. */
  calendarEvents: number;
  bookings: { attempts: number; succeeded: number; firstMs?: number; lastMs?: number };
  messages: { posted: number; limited: number };
  mail: {
    total: number;
    /** Mails to the team's inbox (MAIL_TO). */
    toTeam: number;
    /** Mails to addresses the bot typed, and the most any one of them got. */
    toBotAddresses: number;
    maxPerBotAddress: number;
    botAddresses: number;
  };
  webhooks: { total: number; byType: Record<string, number> };
  remindersScheduled: number;
  replay?: { posts: number; moves: number; elapsedMs: number };
  /** Deliveries still due when the drain wait ended (0: everything went out). */
  undelivered: number;
  /** How the person with scripts who wrote a quarter into the attack fared. */
  scriptedPerson: string;
  /** The HTTP status the person without scripts got for the plain form (303: accepted). */
  plainPerson: number;
}

const teamInbox = "sales@auditready.example";

const observer = "127.0.0.2";
const emptyCalendar = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Attack//EN", "END:VCALENDAR"];

export const eventCount = (file: string) =>
  (readFileSync(file, "utf8").match(/BEGIN:VEVENT/g) ?? []).length;

interface Health {
  channels?: Record<string, { pending: number }>;
  bookings?: Record<string, { pending: number; scheduled: number }>;
}
async function health(server: RunningServer): Promise<Health> {
  return (await (await fetch(`${server.baseURL}/api/health`)).json()) as Health;
}
const due = (h: Health) =>
  [...Object.values(h.channels ?? {}), ...Object.values(h.bookings ?? {})].reduce(
    (sum, channel) => sum + channel.pending,
    0,
  );

/** Waits (at most `ms`) until the outbox has nothing due; returns what is still due. */
export async function drained(server: RunningServer, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const left = due(await health(server));
    if (left === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The observer: a person (an address the bot never uses, a solved proof as the browser sends)
 * whose capability lists the free times, and whose own demo gives the link the attack replays.
 */
export async function observerToken(
  server: RunningServer,
  email = "olga@kaasmakerij.nl",
): Promise<string> {
  const contactUrl = `${server.baseURL}/api/emailSender`;
  const sent = await requestFrom(observer, contactUrl, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      firstName: "Olga",
      lastName: "Observer",
      email,
      company: "Kaasmakerij Noord B.V.",
      phone: "",
      message: "Which times are still free for a demo?",
      timestamp: new Date().toISOString(),
      proof: await proofFromServer(contactUrl),
    }),
  });
  return (JSON.parse(sent.text) as { booking?: string }).booking ?? "";
}

/** The observer books the first free time; its reschedule link is the one the attack replays. */
async function observerRescheduleLink(server: RunningServer, token: string): Promise<string> {
  const query = new URLSearchParams({ t: token });
  const listing = JSON.parse(
    (await requestFrom(observer, `${server.baseURL}${bookingPath}/slots?${query}`)).text,
  ) as { slots?: { days: { slots: { start: number }[] }[] } };
  const start = listing.slots?.days[0]?.slots[0]?.start;
  const answer = await requestFrom(observer, `${server.baseURL}${bookingPath}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ token, start, zone: "Europe/Amsterdam" }),
  });
  const booked = JSON.parse(answer.text) as { kind: string; links?: { reschedule: string } };
  if (booked.kind !== "booked" || !booked.links)
    throw new Error(`observer not booked: ${answer.text}`);
  return booked.links.reschedule;
}

export async function slotsOffered(server: RunningServer, token: string): Promise<number> {
  const query = new URLSearchParams({ t: token });
  const listing = JSON.parse(
    (await requestFrom(observer, `${server.baseURL}${bookingPath}/slots?${query}`)).text,
  ) as { slots?: { days: { slots: unknown[] }[] } };
  return listing.slots?.days.reduce((sum, day) => sum + day.slots.length, 0) ?? 0;
}

export function mailFigures(sink: SmtpSink, typed: Set<string>): AttackFigures["mail"] {
  const perAddress = new Map<string, number>();
  let toTeam = 0;
  for (const mail of sink.mails) {
    const to = (mail.headers.get("to") ?? "").toLowerCase();
    if (to.includes(teamInbox)) toTeam++;
    for (const address of to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []) {
      if (typed.has(address)) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    }
  }
  const counts = [...perAddress.values()];
  return {
    total: sink.mails.length,
    toTeam,
    toBotAddresses: counts.reduce((sum, n) => sum + n, 0),
    maxPerBotAddress: Math.max(0, ...counts),
    botAddresses: typed.size,
  };
}

function webhookFigures(receiver: WebhookReceiver): AttackFigures["webhooks"] {
  const byType: Record<string, number> = {};
  for (const request of receiver.requests) {
    const type = (JSON.parse(request.body) as { type?: string }).type ?? "unknown";
    byType[type] = (byType[type] ?? 0) + 1;
  }
  return { total: receiver.requests.length, byType };
}

/**
 * Issue 36's attack on loopback against the real server (its own process, SQLite, a calendar
 * file with the default bookable hours free, MAIL_CONFIRMATION on, the outbox running), with a
 * real SMTP sink and webhook receiver. Measures after the outbox has delivered what it could.
 */
export async function runBotAttack(settings: AttackSettings): Promise<AttackFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "bot-attack-"));
  const calendarFile = path.join(dir, "team.ics");
  writeFileSync(calendarFile, emptyCalendar.join("\r\n"));
  const sink = await smtpSink();
  const receiver = await webhookReceiver();
  await sink.start();
  await receiver.start();
  const server = await startServer(emptySiteBuild(dir), {
    DATA_DIR: path.join(dir, "data"),
    LOG_LEVEL: "error",
    SMTP_URL: sink.url,
    MAIL_TO: teamInbox,
    MAIL_CONFIRMATION: "on",
    LEAD_WEBHOOKS: receiver.entry,
    BOOKING_CALENDAR_FILE: calendarFile,
    BOOKING_SECRET: randomBytes(32).toString("hex"),
    ...floodRuleDefaults,
    ...settings.env,
  });
  try {
    const token = await observerToken(server);
    const slotsAtStart = await slotsOffered(server, token);
    // A second person books a demo of their own: its reschedule link is the one replayed.
    const booker = await observerToken(server, "otto@zuivelhuis.nl");
    const rescheduleLink = await observerRescheduleLink(server, booker);
    // The observer's own event first, so the count below is the attack's alone.
    for (let waited = 0; eventCount(calendarFile) === 0 && waited < 20_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const eventsBefore = eventCount(calendarFile);
    const sources = loopbackSources(settings.sources);
    const startedAt = Date.now();
    const bot = new BookingBot(server.baseURL, sources, startedAt, settings.bot);
    const attack = bot.run(settings.workers, startedAt + settings.seconds * 1000);
    // A quarter into the attack two people write: one with scripts books, one without sends.
    const people = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (settings.seconds * 1000) / 4));
      return Promise.all([
        scriptedPersonBooks(server.baseURL, sink),
        plainPersonSends(server.baseURL),
      ]);
    })();
    // Halfway through the attack, the observer's own reschedule link is posted many times at once.
    const replay = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (settings.seconds * 1000) / 2));
      return replayRescheduleLink(server.baseURL, observer, rescheduleLink, settings.replays);
    })();
    const [, replayFigures, [scriptedPerson, plainPerson]] = await Promise.all([
      attack,
      replay,
      people,
    ]);
    const undelivered = await drained(server, 120_000);
    const slotsAtEnd = await slotsOffered(server, token);
    const { bookedAt } = bot.tally;
    return {
      slotsAtStart,
      slotsAtEnd,
      // The person's own demo, when booked, is not the bot's.
      calendarEvents:
        eventCount(calendarFile) - eventsBefore - (scriptedPerson.startsWith("booked") ? 1 : 0),
      bookings: {
        attempts: bot.tally.bookingAttempts,
        succeeded: bookedAt.length,
        firstMs: bookedAt[0],
        lastMs: bookedAt.at(-1),
      },
      messages: { posted: bot.tally.messages, limited: bot.tally.limited },
      mail: mailFigures(sink, bot.tally.typed),
      webhooks: webhookFigures(receiver),
      remindersScheduled: Object.values((await health(server)).bookings ?? {}).reduce(
        (sum, channel) => sum + channel.scheduled,
        0,
      ),
      replay: replayFigures,
      undelivered,
      scriptedPerson,
      plainPerson,
    };
  } finally {
    closeSourceConnections();
    await server.stop();
    await receiver.stop();
    await sink.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
