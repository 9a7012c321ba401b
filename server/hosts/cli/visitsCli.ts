// Visits' command: the anonymous visit counts.
import { command, flag, refuse, text } from "./cliCommand";
import { dayRange, printVisitCounts } from "./visitCountLines";

export const visitsCommands = [
  command({
    name: "visits",
    usage: `  visits --from DAY --to DAY [--json]                anonymous visit counts per day, page and
                                                     language (UTC days, both included)`,
    options: { from: "string", to: "string", json: "boolean" },
    parse: (input) => {
      const days = dayRange("visits", text(input, "from"), text(input, "to"));
      return "error" in days ? refuse(days.error) : { days, json: flag(input, "json") };
    },
    run: ({ days, json }, { storage }) => printVisitCounts(storage, days, json),
  }),
];
