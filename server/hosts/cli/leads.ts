// `npm run leads -- list | show <id> | export --csv | retry <id> | export-person | erase-person |
// cancel-booking <id> | bookings | move-host <id> <host> | attended <id> | no-show <id> | spam … |
// release <id> | block … | visits | funnel`:
// the operator's view of the same storage the server uses (DATABASE_URL or DATA_DIR).
import { openTeam, type Team } from "../../booking/team/team";
import { loadHostConfig } from "../../config/hostConfig";
import type { ServerConfig } from "../../config/serverConfig";
import { openStores } from "../openStores";
import type { Stores } from "../stores";
import { channelLines } from "./channelLines";
import { bookingLine } from "./bookingLine";
import { cancelBookingCommand } from "./bookingCommands";
import { attendanceCommand } from "./attendanceCommand";
import { csvRow } from "./csv";
import { blockCommand, releaseCommand } from "./heldCommands";
import { parseCommand, type Command } from "./leadsCommand";
import { csvHeader, csvLine, details, listLine } from "./messageLines";
import { erasePerson, exportPerson } from "./personRequests";
import { listUpcomingDemos } from "./upcomingDemos";
import { moveHostCommand } from "./moveHostCommand";
import { spamCommand } from "./spamCommand";
import { printVisitCounts } from "./visitCountLines";
import { printFunnel } from "./funnelCommand";
import { retryDigest } from "./retryDigest";

async function run(
  command: Command,
  storage: Stores,
  config: ServerConfig,
  team: Team | null,
): Promise<number> {
  switch (command.name) {
    case "list": {
      const messages = await storage.list({ status: command.status });
      const spam = await storage.spamMarks(messages.map((message) => message.id));
      for (const message of messages) console.log(listLine(message, spam.get(message.id)));
      const counts = await storage.counts();
      console.error(
        `${messages.length} shown; ${counts.pending} pending, ${counts.failed} failed, ${counts.held} held`,
      );
      return 0;
    }
    case "show": {
      const message = command.id ? await storage.get(command.id) : null;
      if (!message) {
        console.error(`No message with id "${command.id}"`);
        return 1;
      }
      const spam = await storage.spamMarks([message.id]);
      console.log(details(message, spam.get(message.id)));
      const booking = bookingLine(await storage.bookingOf(message.id));
      if (booking.length > 0) console.log(booking.join("\n"));
      console.log(["", ...channelLines(await storage.jobsOf(message.id), config.leads)].join("\n"));
      return 0;
    }
    case "export": {
      console.log(csvRow(csvHeader));
      for (const message of (await storage.list({ limit: 1_000_000 })).reverse()) {
        console.log(csvLine(message));
      }
      return 0;
    }
    case "retry": {
      if (command.id === "digest") return retryDigest(storage, config);
      const now = Date.now();
      const deliverUntil = now + config.outbox.giveUpAfterMs;
      const requeued = await storage.retry(command.id, now, deliverUntil, command.channel);
      if (requeued > 0) {
        const what = requeued === 1 ? "delivery is" : "deliveries are";
        console.log(
          `Message ${command.id}: ${requeued} failed ${what} back in the outbox; a running server sends shortly.`,
        );
        return 0;
      }
      const what = command.channel ? `${command.channel} ` : "";
      console.error(`No failed ${what}delivery for a message with id "${command.id}"`);
      return 1;
    }
    case "export-person":
      return exportPerson(command.email, storage, config);
    case "erase-person":
      return erasePerson(command.email, command.yes, storage, { config, team });
    case "cancel-booking":
      return cancelBookingCommand(command.id, storage, config);
    case "bookings":
      return listUpcomingDemos(storage, config);
    case "move-host":
      return moveHostCommand(command.id, command.host, storage, { config, team });
    case "attended":
    case "no-show":
      return attendanceCommand(
        command.id,
        command.name === "attended" ? "held" : "no_show",
        storage,
        config,
      );
    case "spam":
      return spamCommand(command.selection, command, storage, { config, team });
    case "release":
      return releaseCommand(command.id, storage, config);
    case "block":
      return blockCommand(command.action, command.entries, storage);
    case "visits":
      return printVisitCounts(storage, command, command.json);
    case "funnel":
      return printFunnel(storage, command);
  }
}

// `npm run leads -- bookings | head` closes the pipe early: the reader has what it wanted.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

async function main(args: string[]): Promise<number> {
  const command = parseCommand(args);
  if ("error" in command) {
    console.error(command.error);
    return 2;
  }
  const { config } = loadHostConfig(process.env);
  const storage = await openStores(config);
  try {
    // The hosts' calendars of this command, for an erasure's event removal and a host move.
    const team = config.booking && openTeam(config.booking);
    return await run(command, storage, config, team);
  } finally {
    await storage.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
