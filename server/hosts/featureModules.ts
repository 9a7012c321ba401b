import { attendanceModule } from "../booking/attendance/attendanceModule";
import { bookingModule } from "../booking/bookingModule";
import { eachModule, type FeatureModule } from "../featureKit/featureModule";
import { funnelModule } from "../funnel/funnelModule";
import { reviewModule } from "../review/reviewModule";
import { visitsModule } from "../visits/visitsModule";

/**
 * The server's feature modules, each under its name: a feature with its own tables, store,
 * commands, routes, periodic jobs, mails or sweeps is registered by one line here
 * (docs/decisions/0624-feature-modules.md). Its store is `stores[name]`; two modules cannot
 * share a name. Their commands are listed in the help, their sweeps run, in this order.
 */
export const featureModules = {
  booking: bookingModule,
  attendance: attendanceModule,
  visits: visitsModule,
  funnel: funnelModule,
  review: reviewModule,
};

type Modules = typeof featureModules;

/** Every feature module's store, under the module's name. */
export type ModuleStores = {
  [Name in keyof Modules]: Modules[Name] extends FeatureModule<infer Store> ? Store : never;
};

/**
 * What `use` takes of each module that has it (its routes, its periodic jobs, …), each module
 * given its own store out of `stores`.
 */
export const fromEachModule = <T>(
  stores: ModuleStores,
  use: <Store extends object>(module: FeatureModule<Store>, store: Store) => T | undefined,
): T[] =>
  eachModule(featureModules, stores, use).flatMap((part) => (part === undefined ? [] : [part]));
