// Review as the host registers it: its store (the release) and the hourly summary's job. Its
// links' pages, the summary's rendering and its commands read contact's targets and booking's
// offer, so the host wires those (server/hosts/features.ts, server/hosts/cli/reviewCli.ts).
import { featureModule } from "../featureKit/featureModule";
import { heldSummaryJobs } from "./heldSummary";
import { reviewStore } from "./reviewStore";

export const reviewModule = featureModule({
  store: reviewStore,
  periodicJobs: (_store, config) => {
    const jobs = heldSummaryJobs(config.mail.heldSummary, config.outbox.giveUpAfterMs);
    return async (now) => jobs(now);
  },
});
