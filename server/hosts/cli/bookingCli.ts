// Booking's commands: the upcoming demos, a cancellation, a host move, attendance and spam.
import { attendanceCommand } from "./attendanceCommand";
import { cancelBookingCommand } from "./bookingCommands";
import { flag, refuse, text } from "../../featureKit/featureCommand";
import { command } from "./cliContext";
import { moveHostCommand } from "./moveHostCommand";
import { spamCommand, spamSelectionOf } from "./spamCommand";
import { listUpcomingDemos } from "./upcomingDemos";

// One line of the help for both answers; printed once.
const attendanceUsage = `  attended <id> | no-show <id>                       record whether an ended demo took place (booking
                                                     id or message id); a no-show's visitor gets
                                                     one reschedule mail, every target is told`;

const idGiven = ({ positionals: [id] }: { positionals: string[] }) => (id ? { id } : undefined);

export const bookingCommands = [
  command({
    name: "cancel-booking",
    usage: `  cancel-booking <id>                                cancel a demo (booking id or message id): every
                                                     target the server recorded is told`,
    parse: ({ positionals: [id = ""] }) => ({ id }),
    run: ({ id }, { stores, config }) => cancelBookingCommand(id, stores, config),
  }),
  command({
    name: "bookings",
    usage:
      "  bookings                                           upcoming demos, soonest first, with their host",
    parse: () => ({}),
    run: (_, { stores, config }) => listUpcomingDemos(stores, config),
  }),
  command({
    name: "move-host",
    usage: `  move-host <id> <host>                              hand a demo to another host of the team file,
                                                     same time (the host must be free then)`,
    parse: ({ positionals: [id, host, ...rest] }) =>
      id && host && rest.length === 0 ? { id, host } : undefined,
    run: ({ id, host }, { stores, config, team }) =>
      moveHostCommand(id, host, stores, { config, team }),
  }),
  command({
    name: "attended",
    usage: attendanceUsage,
    parse: idGiven,
    run: ({ id }, { stores, config }) => attendanceCommand(id, "held", stores, config),
  }),
  command({
    name: "no-show",
    usage: attendanceUsage,
    parse: idGiven,
    run: ({ id }, { stores, config }) => attendanceCommand(id, "no_show", stores, config),
  }),
  command({
    name: "spam",
    usage: `  spam (--ids id1,id2 | --address a@b | --domain example.org | --from ISO --to ISO) [--dry-run] [--block]
                                                     cancel those active bookings as spam: no mail
                                                     to the visitor, the calendar and the webhooks
                                                     are told (reason "spam"), the messages marked`,
    options: {
      ids: "string",
      address: "string",
      domain: "string",
      from: "string",
      to: "string",
      "dry-run": "boolean",
      block: "boolean",
    },
    parse: (input) => {
      const selection = spamSelectionOf({
        ids: text(input, "ids"),
        address: text(input, "address"),
        domain: text(input, "domain"),
        from: text(input, "from"),
        to: text(input, "to"),
      });
      if ("error" in selection) return refuse(selection.error, true);
      return { selection, dryRun: flag(input, "dry-run"), block: flag(input, "block") };
    },
    run: ({ selection, ...choices }, { stores, config, team }) =>
      spamCommand(selection, choices, stores, { config, team }),
  }),
];
