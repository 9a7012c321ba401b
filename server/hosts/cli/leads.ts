// `npm run leads -- list | show <id> | export --csv | retry <id> | export-person | erase-person |
// cancel-booking <id> | bookings | spam … | release <id> | block add|remove|list`:
// the operator's view of the same storage the server uses (DATABASE_URL or DATA_DIR).
import { parseArgs } from "node:util";
import type { CalendarSource } from "../../booking/calendarSource";
import { openCalendar } from "../../booking/openCalendar";
import { loadHostConfig } from "../../config/hostConfig";
import type { ServerConfig } from "../../config/serverConfig";
import {
  contactFieldTable,
  contactFields,
  personName,
} from "../../../common/contact/contactFields";
import { leadSourceFields } from "../../../common/contact/leadSource";
import { openStorage } from "../../storage/openStorage";
import { columnOf } from "../../storage/messages";
import { channelNames, isChannelName, type ChannelName } from "../../delivery/channels";
import type { MessageStatus, Storage, StoredMessage } from "../../storage/storage";
import { channelLines } from "./channelLines";
import { bookingLine } from "./bookingLine";
import { cancelBookingCommand } from "./bookingCommands";
import { csvRow } from "./csv";
import { blockCommand, holdReasonText, releaseCommand, type BlockAction } from "./heldCommands";
import { erasePerson, exportPerson } from "./personRequests";
import { sourceColumnOf, sourceLines } from "./sourceLines";
import { listUpcomingDemos } from "./upcomingDemos";
import { spamCommand, spamSelectionOf, type SpamSelection } from "./spamCommand";

const usage = `Usage: npm run leads -- <command>
  list [--status pending|sent|failed|quarantined|held]  newest first
  show <id>                                          one message in full, with each channel's status
  export --csv                                       every message as CSV on stdout
  retry <id> [--channel <channel>]                   send again what failed (only that channel:
                                                     ${channelNames.join(", ")})
  export-person <email>                              all held on that address, as JSON (access)
  erase-person <email> [--yes]                       delete all held on that address (erasure)
  cancel-booking <id>                                cancel a demo (booking id or message id): every
                                                     target the server recorded is told
  bookings                                           upcoming demos, soonest first

  spam (--ids id1,id2 | --address a@b | --domain example.org | --from ISO --to ISO) [--dry-run] [--block]
                                                     cancel those active bookings as spam: no mail
                                                     to the visitor, the calendar and the webhooks
                                                     are told (reason "spam"), the messages marked
  release <id>                                       deliver a message held for review, as usual
  block add|remove <address|domain>...               hold every message from it (or stop)
  block list                                         the blocklist`;

const statuses: MessageStatus[] = ["pending", "sent", "failed", "quarantined", "held"];
const isStatus = (value: string): value is MessageStatus => (statuses as string[]).includes(value);
const iso = (ms: number) => new Date(ms).toISOString();

function listLine(m: StoredMessage, spamAt: number | undefined): string {
  const name = personName(m.fields);
  return [
    m.id,
    iso(m.createdAt),
    (spamAt === undefined ? m.status : `${m.status} spam`).padEnd(16),
    String(m.attempts).padStart(3),
    m.lang,
    m.form.padEnd(8),
    `${name} (${m.fields.company})`,
    m.status === "held" && m.holdReason ? `held: ${holdReasonText[m.holdReason]}` : "",
  ]
    .join("  ")
    .trimEnd();
}

/** The fields `show` lists one per line between the name and the message body. */
const rowFields = contactFieldTable.flatMap((spec) => (spec.mail === "row" ? [spec.name] : []));

function details(m: StoredMessage, spamAt: number | undefined): string {
  return [
    `id:          ${m.id}`,
    `status:      ${m.status} (attempts: ${m.attempts})`,
    spamAt === undefined ? null : `spam:        removed as spam ${iso(spamAt)}`,
    m.lastError ? `last error:  ${m.lastError}` : null,
    m.holdReason
      ? `${m.status === "held" ? "held:" : "was held:"}`.padEnd(13) + holdReasonText[m.holdReason]
      : null,
    `received:    ${iso(m.createdAt)} (form time ${m.submittedAt})`,
    `language:    ${m.lang}`,
    `form:        ${m.form === "plain" ? "plain (sent before or without scripts)" : "enhanced"}`,
    `request id:  ${m.requestId}`,
    `name:        ${personName(m.fields)}`,
    ...rowFields.map((field) => `${`${columnOf(field)}:`.padEnd(13)}${m.fields[field]}`),
    ...sourceLines(m.source),
    "",
    m.fields.message,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

const csvHeader = [
  "id",
  "received",
  "status",
  "attempts",
  "language",
  "form",
  ...contactFields.map(columnOf),
  ...leadSourceFields.map(sourceColumnOf),
  "last_error",
];

function csvLine(m: StoredMessage): string {
  return csvRow([
    m.id,
    iso(m.createdAt),
    m.status,
    m.attempts,
    m.lang,
    m.form,
    ...contactFields.map((field) => m.fields[field]),
    ...leadSourceFields.map((field) => m.source[field] ?? ""),
    m.lastError,
  ]);
}

type Command =
  | { name: "list"; status?: MessageStatus }
  | { name: "show" | "cancel-booking"; id: string }
  | { name: "export" }
  | { name: "retry"; id: string; channel?: ChannelName }
  | { name: "export-person" | "erase-person"; email: string; yes: boolean }
  | { name: "bookings" }
  | { name: "spam"; selection: SpamSelection; dryRun: boolean; block: boolean }
  | { name: "release"; id: string }
  | { name: "block"; action: BlockAction; entries: string[] };

function parseBlock([action, ...entries]: string[]): Command | { error: string } {
  if (action === "list" && entries.length === 0) return { name: "block", action, entries };
  if ((action === "add" || action === "remove") && entries.length > 0) {
    return { name: "block", action, entries };
  }
  return { error: usage };
}

/** The command the arguments ask for, or the text to print before exiting with 2. */
function parseCommand(args: string[]): Command | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        status: { type: "string" },
        csv: { type: "boolean" },
        channel: { type: "string" },
        yes: { type: "boolean" },
        ids: { type: "string" },
        address: { type: "string" },
        domain: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        "dry-run": { type: "boolean" },
        block: { type: "boolean" },
      },
    });
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}\n${usage}` };
  }
  const [name, id = ""] = parsed.positionals;
  const { status, csv, channel, yes = false } = parsed.values;
  switch (name) {
    case "list":
      if (status !== undefined && !isStatus(status))
        return { error: `Unknown status "${status}". One of: ${statuses.join(", ")}` };
      return { name, status };
    case "show":
    case "cancel-booking":
      return { name, id };
    case "retry":
      if (channel !== undefined && !isChannelName(channel))
        return { error: `Unknown channel "${channel}". One of: ${channelNames.join(", ")}` };
      return { name, id, channel };
    case "export":
      if (csv) return { name };
      break;
    case "bookings":
      return { name };
    case "spam": {
      const selection = spamSelectionOf(parsed.values);
      if ("error" in selection) return { error: `${selection.error}\n${usage}` };
      return {
        name,
        selection,
        dryRun: parsed.values["dry-run"] ?? false,
        block: parsed.values.block ?? false,
      };
    }
    case "release":
      if (id) return { name, id };
      break;
    case "block":
      return parseBlock(parsed.positionals.slice(1));
    case "export-person":
    case "erase-person":
      if (id.includes("@")) return { name, email: id, yes };
  }
  return { error: usage };
}

async function run(
  command: Command,
  storage: Storage,
  config: ServerConfig,
  calendar: CalendarSource | null,
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
      return erasePerson(command.email, command.yes, storage, { config, calendar });
    case "cancel-booking":
      return cancelBookingCommand(command.id, storage, config);
    case "bookings":
      return listUpcomingDemos(storage, config);
    case "spam":
      return spamCommand(command.selection, command, storage, { config, calendar });
    case "release":
      return releaseCommand(command.id, storage, config);
    case "block":
      return blockCommand(command.action, command.entries, storage);
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
  const storage = await openStorage(config);
  try {
    // The one calendar of this command, for a cancel's jobs and an erasure's event removal.
    const calendar = config.booking && openCalendar(config.booking);
    return await run(command, storage, config, calendar);
  } finally {
    await storage.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
