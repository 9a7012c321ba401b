// `npm run attack`: issue 36's bot, then issue 44's bot that solves the invisible check, each
// against a fresh real server on loopback (tests/support/botAttack.ts), then what each achieved:
// mail to the team's inbox, bookings in the team's calendar, slots left, mail per address the bot
// typed, webhooks, reminders, the moves one replayed reschedule link made, and how two people who
// wrote during it fared. A report, not a test. ATTACK_BOT (plain, solver or both: the default),
// ATTACK_SECONDS (default 120), ATTACK_SOURCES (300), ATTACK_WORKERS (20), ATTACK_REPLAYS (40).
import type { BotKind } from "../tests/support/bookingBot";
import { runBotAttack, type AttackFigures } from "../tests/support/botAttack";

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: setting("ATTACK_SECONDS", 120),
  sources: setting("ATTACK_SOURCES", 300),
  workers: setting("ATTACK_WORKERS", 20),
  replays: setting("ATTACK_REPLAYS", 40),
};
const bots: BotKind[] =
  process.env.ATTACK_BOT === "plain" || process.env.ATTACK_BOT === "solver"
    ? [process.env.ATTACK_BOT]
    : ["plain", "solver"];
const seconds = (ms: number | undefined) =>
  ms === undefined ? "-" : `${(ms / 1000).toFixed(2)} s`;

const report = (figures: AttackFigures) => {
  const { bookings, mail, replay } = figures;
  return [
    `Slots offered: ${figures.slotsAtStart} at the start, ${figures.slotsAtEnd} at the end (one is the replayed link's own demo)`,
    `Booking posts answered 200 (booked, or held for the mail confirmation): ${bookings.succeeded} of ${bookings.attempts} (first at ${seconds(bookings.firstMs)}, last at ${seconds(bookings.lastMs)}); ${figures.calendarEvents} events added to the team's calendar`,
    `Messages posted: ${figures.messages.posted} (${figures.messages.limited} refused with 429)`,
    `Mail: ${mail.total} in all; ${mail.toTeam} to the team's inbox; ${mail.toBotAddresses} to ${mail.botAddresses} addresses the bot typed (at most ${mail.maxPerBotAddress} to one)`,
    `Webhooks: ${figures.webhooks.total} (${Object.entries(figures.webhooks.byType)
      .map(([type, count]) => `${type} ${count}`)
      .join(", ")})`,
    `Reminders scheduled: ${figures.remindersScheduled}`,
    replay
      ? `One reschedule link posted ${replay.posts} times at once in ${replay.elapsedMs} ms: ${replay.moves} moves`
      : "No booking to replay a link of",
    `Deliveries still due after the drain: ${figures.undelivered}`,
    `A person with scripts who wrote during it: ${figures.scriptedPerson}; one without scripts: answered ${figures.plainPerson}`,
  ].join("\n");
};

for (const bot of bots) {
  console.log(
    `\nAttack by the ${bot === "plain" ? "plain bot" : "bot that solves the check"}: ${settings.sources} source addresses, ${settings.workers} workers, ${settings.seconds} s`,
  );
  console.log(report(await runBotAttack({ ...settings, bot })));
}
