// The arguments of `npm run leads`, read into one command (or the usage text to print).
import { parseArgs } from "node:util";
import { channelNames, isChannelName, type ChannelName } from "../../delivery/channels";
import type { MessageStatus } from "../../storage/storage";
import type { BlockAction } from "./heldCommands";
import { spamSelectionOf, type SpamSelection } from "./spamCommand";
import { dayRange } from "./visitCountLines";
import { funnelGroupings, type FunnelGrouping } from "../../funnel/funnel";

const usage = `Usage: npm run leads -- <command>
  list [--status pending|sent|failed|quarantined|held]  newest first
  show <id>                                          one message in full, with each channel's status
  export --csv                                       every message as CSV on stdout
  retry <id> [--channel <channel>]                   send again what failed (only that channel:
                                                     ${channelNames.join(", ")})
  retry digest                                       send again a weekly digest that failed
  export-person <email>                              all held on that address, as JSON (access)
  erase-person <email> [--yes]                       delete all held on that address (erasure)
  cancel-booking <id>                                cancel a demo (booking id or message id): every
                                                     target the server recorded is told
  bookings                                           upcoming demos, soonest first, with their host
  move-host <id> <host>                              hand a demo to another host of the team file,
                                                     same time (the host must be free then)
  attended <id> | no-show <id>                       record whether an ended demo took place (booking
                                                     id or message id); a no-show's visitor gets
                                                     one reschedule mail, every target is told
  visits --from DAY --to DAY [--json]                anonymous visit counts per day, page and
                                                     language (UTC days, both included)
  funnel --from DAY --to DAY [--by week|lang|source] [--json]
                                                     visits, messages, bookings, demos: counts,
                                                     rates and medians (docs/operations.md#the-funnel)

  spam (--ids id1,id2 | --address a@b | --domain example.org | --from ISO --to ISO) [--dry-run] [--block]
                                                     cancel those active bookings as spam: no mail
                                                     to the visitor, the calendar and the webhooks
                                                     are told (reason "spam"), the messages marked
  release <id>                                       deliver a message held for review, as usual
  block add|remove <address|domain>...               hold every message from it (or stop)
  block list                                         the blocklist`;

const statuses: MessageStatus[] = ["pending", "sent", "failed", "quarantined", "held"];
const isStatus = (value: string): value is MessageStatus => (statuses as string[]).includes(value);

export type Command =
  | { name: "list"; status?: MessageStatus }
  | { name: "show" | "cancel-booking" | "attended" | "no-show"; id: string }
  | { name: "export" }
  | { name: "retry"; id: string; channel?: ChannelName }
  | { name: "export-person" | "erase-person"; email: string; yes: boolean }
  | { name: "bookings" }
  | { name: "move-host"; id: string; host: string }
  | { name: "spam"; selection: SpamSelection; dryRun: boolean; block: boolean }
  | { name: "release"; id: string }
  | { name: "block"; action: BlockAction; entries: string[] }
  | { name: "visits"; from: string; to: string; json: boolean }
  | { name: "funnel"; from: string; to: string; by?: FunnelGrouping; json: boolean };

function parseBlock([action, ...entries]: string[]): Command | { error: string } {
  if (action === "list" && entries.length === 0) return { name: "block", action, entries };
  if ((action === "add" || action === "remove") && entries.length > 0) {
    return { name: "block", action, entries };
  }
  return { error: usage };
}

function parseFunnel(values: {
  from?: string;
  to?: string;
  by?: string;
  json?: boolean;
}): Command | { error: string } {
  const days = dayRange("funnel", values.from, values.to);
  if ("error" in days) return days;
  const by = funnelGroupings.find((grouping) => grouping === values.by);
  if (values.by !== undefined && !by) {
    return { error: `Unknown --by "${values.by}". One of: ${funnelGroupings.join(", ")}` };
  }
  return { name: "funnel", ...days, by, json: values.json ?? false };
}

/** The command the arguments ask for, or the text to print before exiting with 2. */
export function parseCommand(args: string[]): Command | { error: string } {
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
        json: { type: "boolean" },
        by: { type: "string" },
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
    case "attended":
    case "no-show":
      if (id) return { name, id };
      break;
    case "retry":
      if (channel !== undefined && !isChannelName(channel))
        return { error: `Unknown channel "${channel}". One of: ${channelNames.join(", ")}` };
      return { name, id, channel };
    case "export":
      if (csv) return { name };
      break;
    case "bookings":
      return { name };
    case "move-host": {
      const host = parsed.positionals[2];
      if (id && host && parsed.positionals.length === 3) return { name, id, host };
      break;
    }
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
    case "visits": {
      const days = dayRange(name, parsed.values.from, parsed.values.to);
      return "error" in days ? days : { name, ...days, json: parsed.values.json ?? false };
    }
    case "funnel":
      return parseFunnel(parsed.values);
    case "export-person":
    case "erase-person":
      if (id.includes("@")) return { name, email: id, yes };
  }
  return { error: usage };
}
