// The funnel as the host registers it: its store (it reads others' tables) and its command.
import {
  command,
  dayRange,
  flag,
  refuse,
  text,
  type CliInput,
  type CommandContext,
} from "../featureKit/featureCommand";
import { featureModule } from "../featureKit/featureModule";
import { funnelGroupings } from "./funnel";
import { printFunnel } from "./funnelCommand";
import { funnelStore, type FunnelStore } from "./funnelStore";

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

const funnelCommand = command({
  name: "funnel",
  usage: `  funnel --from DAY --to DAY [--by week|lang|source|standard] [--json]
                                                     visits, messages, bookings, demos: counts,
                                                     rates and medians (docs/operations.md#the-funnel)`,
  options: { from: "string", to: "string", by: "string", json: "boolean" },
  parse: funnelArgs,
  run: (args, { storage }: CommandContext<FunnelStore>) => printFunnel(storage, args),
});

export const funnelModule = featureModule({
  name: "funnel",
  store: funnelStore,
  commands: [funnelCommand],
});
