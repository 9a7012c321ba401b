import type { Hono } from "hono";
import type { ServerConfig } from "../config/serverConfig";
import type { RetentionSweep } from "../delivery/retention";
import type { AppEnv } from "../http/requestContext";
import type { Migration } from "../storage/migration";
import type { Storage } from "../storage/storage";
import type { CommandContext, TableCommand } from "./featureCommand";

/**
 * A server feature as the host registers it, in one line of server/hosts/featureModules.ts
 * (docs/decisions/0624-feature-modules.md): its tables, its store on the engine, and what it
 * adds to the API, to `npm run leads` and to the retention sweep. Each part is optional but
 * the name; each is given the feature's own store, never the host's whole.
 */
export interface FeatureModule<Store extends object> {
  name: string;
  /** Its steps of the schema, numbered in the server's one order of versions. */
  migrations?: readonly Migration[];
  store: (engine: Storage) => Store;
  /** Its `npm run leads` commands, listed in the help together. */
  commands?: TableCommand<CommandContext<Store>>[];
  /** Its API routes, mounted beside the other features'. */
  routes?: (store: Store, config: ServerConfig) => Hono<AppEnv>;
  /** What it deletes once past its retention. */
  retention?: (store: Store) => RetentionSweep;
}

/** Declares a module with its store's type kept (the host's list types each one's store). */
export const featureModule = <Store extends object>(module: FeatureModule<Store>) => module;
