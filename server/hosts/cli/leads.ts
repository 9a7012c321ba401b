// `npm run leads -- list | show <id> | export --csv | retry <id> | export-person | erase-person |
// cancel-booking <id> | bookings | visits`:
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
import { channelKinds, isChannelKind, kindsOf, type ChannelKind } from "../../storage/outboxJobs";
import type { MessageStatus, Storage, StoredMessage } from "../../storage/storage";
import { channelLines } from "./channelLines";
import { bookingLine } from "./bookingLine";
import { cancelBookingCommand } from "./bookingCommands";
import { csvRow } from "./csv";
import { erasePerson, exportPerson } from "./personRequests";
import { sourceColumnOf, sourceLines } from "./sourceLines";
import { listUpcomingDemos } from "./upcomingDemos";
import { printVisitCounts, visitDays } from "./visitCountLines";

const usage = `Usage: npm run leads -- <command>
  list [--status pending|sent|failed|quarantined]   newest first
  show <id>                                          one message in full, with each channel's status
  export --csv                                       every message as CSV on stdout
  retry <id> [--channel mail|webhook|slack]          send again what failed (only that channel)
  export-person <email>                              all held on that address, as JSON (access)
  erase-person <email> [--yes]                       delete all held on that address (erasure)
  cancel-booking <id>                                cancel a demo (booking id or message id): the
                                                     visitor, the calendar and the webhooks are told
  bookings                                           upcoming demos, soonest first
  visits --from DAY --to DAY [--json]                anonymous visit counts per day, page and
                                                     language (UTC days, both included)`;

const statuses: MessageStatus[] = ["pending", "sent", "failed", "quarantined"];
const isStatus = (value: string): value is MessageStatus => (statuses as string[]).includes(value);
const iso = (ms: number) => new Date(ms).toISOString();

function listLine(m: StoredMessage): string {
  const name = personName(m.fields);
  return [
    m.id,
    iso(m.createdAt),
    m.status.padEnd(11),
    String(m.attempts).padStart(3),
    m.lang,
    m.form.padEnd(8),
    `${name} (${m.fields.company})`,
  ].join("  ");
}

/** The fields `show` lists one per line between the name and the message body. */
const rowFields = contactFieldTable.flatMap((spec) => (spec.mail === "row" ? [spec.name] : []));

function details(m: StoredMessage): string {
  return [
    `id:          ${m.id}`,
    `status:      ${m.status} (attempts: ${m.attempts})`,
    m.lastError ? `last error:  ${m.lastError}` : null,
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
  | { name: "retry"; id: string; channel?: ChannelKind }
  | { name: "export-person" | "erase-person"; email: string; yes: boolean }
  | { name: "bookings" }
  | { name: "visits"; from: string; to: string; json: boolean };

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
        from: { type: "string" },
        to: { type: "string" },
        json: { type: "boolean" },
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
      if (channel !== undefined && !isChannelKind(channel))
        return { error: `Unknown channel "${channel}". One of: ${channelKinds.join(", ")}` };
      return { name, id, channel };
    case "export":
      if (csv) return { name };
      break;
    case "bookings":
      return { name };
    case "visits": {
      const days = visitDays(parsed.values.from, parsed.values.to);
      return "error" in days ? days : { name, ...days, json: parsed.values.json ?? false };
    }
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
      for (const message of messages) console.log(listLine(message));
      const counts = await storage.counts();
      console.error(`${messages.length} shown; ${counts.pending} pending, ${counts.failed} failed`);
      return 0;
    }
    case "show": {
      const message = command.id ? await storage.get(command.id) : null;
      if (!message) {
        console.error(`No message with id "${command.id}"`);
        return 1;
      }
      console.log(details(message));
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
      const kinds = command.channel ? kindsOf(command.channel) : undefined;
      const requeued = await storage.retry(
        command.id,
        now,
        now + config.outbox.giveUpAfterMs,
        kinds,
      );
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
      return cancelBookingCommand(command.id, storage, { config, calendar });
    case "bookings":
      return listUpcomingDemos(storage, config);
    case "visits":
      return printVisitCounts(storage, command, command.json);
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
