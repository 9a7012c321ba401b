import { bookingCommands } from "./bookingCli";
import { commandTable } from "./commandTable";
import { contactCommands } from "./contactCli";
import { funnelCommands } from "./funnelCli";
import { reviewCommands } from "./reviewCli";
import { visitsCommands } from "./visitsCli";

/** `npm run leads`'s commands: each feature's, registered here as a whole. */
export const leadsCommands = commandTable([
  contactCommands,
  bookingCommands,
  visitsCommands,
  funnelCommands,
  reviewCommands,
]);
