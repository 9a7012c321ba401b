// The funnel's command: visits, messages, bookings and demos over some days.
import { funnelGroupings } from "../../funnel/funnel";
import { command, flag, refuse, text, type CliInput } from "./cliCommand";
import { printFunnel } from "./funnelCommand";
import { dayRange } from "./visitCountLines";

function funnelArgs(input: CliInput) {
  const days = dayRange("funnel", text(input, "from"), text(input, "to"));
  if ("error" in days) return refuse(days.error);
  const asked = text(input, "by");
  const by = funnelGroupings.find((grouping) => grouping === asked);
  if (asked !== undefined && !by) {
    return refuse(`Unknown --by "${asked}". One of: ${funnelGroupings.join(", ")}`);
  }
  return { ...days, by, json: flag(input, "json") };
}

export const funnelCommands = [
  command({
    name: "funnel",
    usage: `  funnel --from DAY --to DAY [--by week|lang|source] [--json]
                                                     visits, messages, bookings, demos: counts,
                                                     rates and medians (docs/operations.md#the-funnel)`,
    options: { from: "string", to: "string", by: "string", json: "boolean" },
    parse: funnelArgs,
    run: (args, { storage }) => printFunnel(storage, args),
  }),
];
