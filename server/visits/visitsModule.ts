// Visits as the host registers them: the counts' table, their store, the command and retention.
import { command, dayRange, flag, refuse, text } from "../featureKit/featureCommand";
import type { CommandContext } from "../featureKit/featureCommand";
import { featureModule } from "../featureKit/featureModule";
import { printVisitCounts } from "./visitCountLines";
import { visitMigrations } from "./visitCountStatements";
import { visitRetention } from "./visitRetention";
import { visitStore, type VisitStore } from "./visitStore";

const visitsCommand = command({
  name: "visits",
  usage: `  visits --from DAY --to DAY [--json]                anonymous visit counts per day, page and
                                                     language (UTC days, both included)`,
  options: { from: "string", to: "string", json: "boolean" },
  parse: (input) => {
    const days = dayRange("visits", text(input, "from"), text(input, "to"));
    return "error" in days ? refuse(days.error) : { days, json: flag(input, "json") };
  },
  run: ({ days, json }, { store }: CommandContext<VisitStore>) =>
    printVisitCounts(store, days, json),
});

/** The beacon's routes stay with the host's features: they share the page serving (features.ts). */
export const visitsModule = featureModule({
  migrations: visitMigrations,
  store: visitStore,
  commands: [visitsCommand],
  retention: visitRetention,
});
