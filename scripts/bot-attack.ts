// `npm run attack`: issue 36's bot against the real server on loopback (tests/support/botAttack.ts),
// then what it achieved: bookings in the team's calendar, slots left, mail per address the bot
// typed, webhooks, reminders, and the moves one replayed reschedule link made. A report, not a test.
// ATTACK_SECONDS (default 120), ATTACK_SOURCES (300), ATTACK_WORKERS (20), ATTACK_REPLAYS (40).
import { runBotAttack } from "../tests/support/botAttack";

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: setting("ATTACK_SECONDS", 120),
  sources: setting("ATTACK_SOURCES", 300),
  workers: setting("ATTACK_WORKERS", 20),
  replays: setting("ATTACK_REPLAYS", 40),
};
console.log(
  `Attack: ${settings.sources} source addresses, ${settings.workers} workers, ${settings.seconds} s`,
);
const figures = await runBotAttack(settings);
const { bookings, mail, replay } = figures;
const seconds = (ms: number | undefined) =>
  ms === undefined ? "-" : `${(ms / 1000).toFixed(2)} s`;
console.log(
  [
    `Slots offered: ${figures.slotsAtStart} at the start, ${figures.slotsAtEnd} at the end (one is the replayed link's own demo)`,
    `Booking posts answered 200 (booked, or held for the mail confirmation): ${bookings.succeeded} of ${bookings.attempts} (first at ${seconds(bookings.firstMs)}, last at ${seconds(bookings.lastMs)}); ${figures.calendarEvents} events added to the team's calendar`,
    `Messages posted: ${figures.messages.posted} (${figures.messages.limited} refused with 429)`,
    `Mail: ${mail.total} in all; ${mail.toBotAddresses} to ${mail.botAddresses} addresses the bot typed (at most ${mail.maxPerBotAddress} to one)`,
    `Webhooks: ${figures.webhooks.total} (${Object.entries(figures.webhooks.byType)
      .map(([type, count]) => `${type} ${count}`)
      .join(", ")})`,
    `Reminders scheduled: ${figures.remindersScheduled}`,
    replay
      ? `One reschedule link posted ${replay.posts} times at once in ${replay.elapsedMs} ms: ${replay.moves} moves`
      : "No booking to replay a link of",
    `Deliveries still due after the drain: ${figures.undelivered}`,
  ].join("\n"),
);
