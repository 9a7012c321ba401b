import { eachModule, type FeatureModule } from "../featureKit/featureModule";
import * as featureModules from "./featureModules";

/** The registered feature modules under their names (./featureModules.ts), in their names' order. */
export { featureModules };

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
