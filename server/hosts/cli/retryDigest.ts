import type { ServerConfig } from "../../config/serverConfig";
import { digestEvent } from "../../funnel/weeklyDigest";
import type { Stores } from "../stores";

/**
 * `leads retry digest`: a weekly digest belongs to no message, so it is named by what it is; every
 * one that failed goes back to the outbox (docs/decisions/0854-digest-retry-and-first-week.md).
 */
export async function retryDigest(stores: Stores, config: ServerConfig): Promise<number> {
  const now = Date.now();
  const weeks = await stores.messages.retryTeamJobs(
    digestEvent,
    now,
    now + config.outbox.giveUpAfterMs,
  );
  if (weeks.length === 0) {
    console.error("No failed weekly digest");
    return 1;
  }
  console.log(
    `Weekly digest of the week of ${weeks.join(", ")} back in the outbox; a running server sends shortly.`,
  );
  return 0;
}
