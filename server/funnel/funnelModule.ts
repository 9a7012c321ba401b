// The funnel as the host registers it: its store (it reads others' tables), its command and the
// weekly digest's job. The digest's rendering lists review's waiting messages too, so the host
// wires it (server/hosts/features.ts).
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
import { digestJobs } from "./weeklyDigest";

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
  run: (args, { store }: CommandContext<FunnelStore>) => printFunnel(store, args),
});

export const funnelModule = featureModule({
  store: funnelStore,
  commands: [funnelCommand],
  periodicJobs: (store, config) =>
    digestJobs(store, config.mail.weeklyDigest, config.outbox.giveUpAfterMs),
});
