// Booking as the host registers it: its tables and its store. Its routes, renderings, health and
// commands cross other features (contact's answers, the team's calendars, review's offer), so
// the host wires those (server/hosts/features.ts, server/hosts/cli/bookingCli.ts).
import { featureModule } from "../featureKit/featureModule";
import { bookingMigrations } from "./store/bookingMigrations";
import { bookingStore } from "./store/bookingStore";

export const bookingModule = featureModule({
  migrations: bookingMigrations,
  store: bookingStore,
});
