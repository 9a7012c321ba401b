import type { ServerConfig } from "../config/serverConfig";
import { messageRetention } from "../contact/messageRetention";
import { teamJobsRetention, type RetentionSweep } from "../delivery/retention";
import { proofRetention } from "../screening/proofRetention";
import { fromEachModule } from "./modules";
import type { Stores } from "./stores";

/**
 * What is deleted once past its retention: the shared messages and the used proofs, each
 * feature module's, and the team's settled jobs. The one list every host runs: the server on
 * start and daily, the function's scheduled run and `npm run outbox:deliver` at each run.
 */
export const retentionSweeps = (stores: Stores, config: ServerConfig): RetentionSweep[] => [
  messageRetention(stores.messages, config.retentionDays),
  proofRetention(stores.screening),
  ...fromEachModule(stores, (module, store) => module.retention?.(store, config)),
  teamJobsRetention(stores.messages),
];
