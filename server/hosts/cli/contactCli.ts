// Contact's commands: the messages the form stored, their deliveries, and a person's requests.
import { channelNames, isChannelName, type ChannelName } from "../../delivery/channels";
import type { HoldReason, MessageStatus } from "../../storage/storage";
import { holdReasons, isHoldReason } from "../../screening/holdReasons";
import { bookingLine } from "./bookingLine";
import { channelLines } from "./channelLines";
import { flag, refuse, text } from "../../featureKit/featureCommand";
import { command, type CliContext } from "./cliContext";
import { csvRow } from "./csv";
import { csvHeader, csvLine, details, listLine } from "./messageLines";
import { erasePerson, exportPerson } from "./personRequests";
import { retryDigest } from "./retryDigest";

const statuses: MessageStatus[] = ["pending", "sent", "failed", "quarantined", "held"];
const isStatus = (value: string): value is MessageStatus => (statuses as string[]).includes(value);

interface ListFilter {
  status?: MessageStatus;
  /** Held messages held for this reason only. */
  reason?: HoldReason;
}

async function listMessages({ status, reason }: ListFilter, { stores }: CliContext) {
  const listed = await stores.messages.list({ status });
  const messages = reason ? listed.filter((message) => message.holdReason === reason) : listed;
  const spam = await stores.booking.spamMarks(messages.map((message) => message.id));
  for (const message of messages) console.log(listLine(message, spam.get(message.id)));
  const counts = await stores.messages.counts();
  console.error(
    `${messages.length} shown; ${counts.pending} pending, ${counts.failed} failed, ${counts.held} held`,
  );
  return 0;
}

async function showMessage(id: string, { stores, config }: CliContext) {
  const message = id ? await stores.messages.get(id) : null;
  if (!message) {
    console.error(`No message with id "${id}"`);
    return 1;
  }
  const spam = await stores.booking.spamMarks([message.id]);
  console.log(details(message, spam.get(message.id)));
  const booking = bookingLine(await stores.booking.bookingOf(message.id));
  if (booking.length > 0) console.log(booking.join("\n"));
  console.log(
    ["", ...channelLines(await stores.messages.jobsOf(message.id), config.leads)].join("\n"),
  );
  return 0;
}

async function exportMessages({ stores }: CliContext) {
  console.log(csvRow(csvHeader));
  for (const message of (await stores.messages.list({ limit: 1_000_000 })).reverse()) {
    console.log(csvLine(message));
  }
  return 0;
}

async function retryMessage(
  { id, channel }: { id: string; channel?: ChannelName },
  { stores, config }: CliContext,
) {
  if (id === "digest") return retryDigest(stores, config);
  const now = Date.now();
  const deliverUntil = now + config.outbox.giveUpAfterMs;
  const requeued = await stores.messages.retry(id, now, deliverUntil, channel);
  if (requeued > 0) {
    const what = requeued === 1 ? "delivery is" : "deliveries are";
    console.log(
      `Message ${id}: ${requeued} failed ${what} back in the outbox; a running server sends shortly.`,
    );
    return 0;
  }
  const what = channel ? `${channel} ` : "";
  console.error(`No failed ${what}delivery for a message with id "${id}"`);
  return 1;
}

const emailOf = ({ positionals: [email = ""] }: { positionals: string[] }) =>
  email.includes("@") ? email : undefined;

export const contactCommands = [
  command({
    name: "list",
    usage:
      "  list [--status pending|sent|failed|quarantined|held] [--reason <code>]  newest first; --reason: held for that reason (blocked, flood, proof-missing, …)",
    options: { status: "string", reason: "string" },
    parse: (input) => {
      const status = text(input, "status");
      if (status !== undefined && !isStatus(status))
        return refuse(`Unknown status "${status}". One of: ${statuses.join(", ")}`);
      const reason = text(input, "reason");
      if (reason === undefined) return { status };
      if (!isHoldReason(reason))
        return refuse(`Unknown reason "${reason}". One of: ${holdReasons.join(", ")}`);
      if (status !== undefined && status !== "held")
        return refuse(`--reason lists held messages; it does not go with --status ${status}`);
      return { status: "held" as const, reason };
    },
    run: (filter, context) => listMessages(filter, context),
  }),
  command({
    name: "show",
    usage:
      "  show <id>                                          one message in full, with each channel's status",
    parse: ({ positionals: [id = ""] }) => ({ id }),
    run: ({ id }, context) => showMessage(id, context),
  }),
  command({
    name: "export",
    usage: "  export --csv                                       every message as CSV on stdout",
    options: { csv: "boolean" },
    parse: (input) => (flag(input, "csv") ? {} : undefined),
    run: (_, context) => exportMessages(context),
  }),
  command({
    name: "retry",
    usage: `  retry <id> [--channel <channel>]                   send again what failed (only that channel:
                                                     ${channelNames.join(", ")})
  retry digest                                       send again a weekly digest that failed`,
    options: { channel: "string" },
    parse: (input) => {
      const [id = ""] = input.positionals;
      const channel = text(input, "channel");
      if (channel !== undefined && !isChannelName(channel))
        return refuse(`Unknown channel "${channel}". One of: ${channelNames.join(", ")}`);
      return { id, channel };
    },
    run: retryMessage,
  }),
  command({
    name: "export-person",
    usage:
      "  export-person <email>                              all held on that address, as JSON (access)",
    parse: (input) => {
      const email = emailOf(input);
      return email ? { email } : undefined;
    },
    run: ({ email }, { stores, config }) => exportPerson(email, stores, config),
  }),
  command({
    name: "erase-person",
    usage:
      "  erase-person <email> [--yes]                       delete all held on that address (erasure)",
    options: { yes: "boolean" },
    parse: (input) => {
      const email = emailOf(input);
      return email ? { email, yes: flag(input, "yes") } : undefined;
    },
    run: ({ email, yes }, { stores, config, team }) =>
      erasePerson(email, yes, stores, { config, team }),
  }),
];
