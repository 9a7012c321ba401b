import { featureModule } from "../featureKit/featureModule";
import { funnelModule } from "../funnel/funnelModule";
import { proofRetention } from "../screening/proofRetention";
import { screeningMigrations, screeningStore } from "../screening/screeningStore";
import { visitsModule } from "../visits/visitsModule";

// Screening is platform (the contact and booking features call it), so it cannot import the
// feature kit above it; the host spells out its module here instead.
const screeningModule = featureModule({
  name: "screening",
  migrations: screeningMigrations,
  store: screeningStore,
  retention: proofRetention,
});

/**
 * The server's feature modules: a feature with its own table, routes and commands is registered
 * by one line here (docs/decisions/0624-feature-modules.md). Their commands are listed in the
 * help and their sweeps run in this order.
 */
export const featureModules = [screeningModule, visitsModule, funnelModule];

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  whole: infer Whole,
) => void
  ? Whole
  : never;

/** Every feature module's store, as one. */
export type ModuleStores = Intersection<ReturnType<(typeof featureModules)[number]["store"]>>;
