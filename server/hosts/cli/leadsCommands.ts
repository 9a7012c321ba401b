import { moduleCommands } from "../../featureKit/featureModule";
import { featureModules } from "../modules";
import { bookingCommands } from "./bookingCli";
import { commandTable } from "./commandTable";
import { contactCommands } from "./contactCli";
import { reviewCommands } from "./reviewCli";

/** `npm run leads`'s commands: the host's cross-feature ones and each feature module's. */
export const leadsCommands = commandTable([
  contactCommands,
  bookingCommands,
  ...moduleCommands(featureModules),
  reviewCommands,
]);
