import type { Hono } from "hono";
import type { ServerConfig } from "../config/serverConfig";
import type { Renderings } from "../delivery/channels";
import type { PeriodicJobs } from "../delivery/deliveryWorker";
import type { RetentionSweep } from "../delivery/retention";
import type { AppEnv } from "../http/requestContext";
import type { Migration } from "../storage/migration";
import type { Storage } from "../storage/storage";
import type { CommandContext, TableCommand } from "./featureCommand";

/**
 * A server feature as the host registers it, under its name, in one line of
 * server/hosts/featureModules.ts (docs/decisions/0624-feature-modules.md): its tables, its store
 * on the engine, and what it adds to the API, to `npm run leads`, to the outbox (its periodic
 * jobs and the renderings of its events) and to the retention sweep. Every part but the store is
 * optional; each is given the feature's own store, never the host's whole.
 */
export interface FeatureModule<Store extends object> {
  /** Its steps of the schema, numbered in the server's one order of versions. */
  migrations?: readonly Migration[];
  store: (engine: Storage) => Store;
  /** Its `npm run leads` commands, listed in the help together. */
  commands?: TableCommand<CommandContext<Store>>[];
  /** Its API routes, mounted beside the other features'. */
  routes?: (store: Store, config: ServerConfig) => Hono<AppEnv>;
  /** The team's jobs it schedules (a digest, a summary), added by every host's outbox worker. */
  periodicJobs?: (store: Store, config: ServerConfig) => PeriodicJobs;
  /** How the outbox renders its events (its mails) on each channel. */
  renderings?: (store: Store, config: ServerConfig) => Renderings;
  /** What it deletes once past its retention, run by every host. */
  retention?: (store: Store, config: ServerConfig) => RetentionSweep;
}

/** Declares a module with its store's type kept (the host's list types each one's store). */
export const featureModule = <Store extends object>(module: FeatureModule<Store>) => module;

/**
 * Modules under their names: the module called `name` keeps `Stores[name]`, and a host's stores
 * hold it at that key. Two modules cannot share a name (an object's keys are one each).
 */
export type ModulesOf<Stores extends Record<string, object>> = {
  [Name in keyof Stores]: FeatureModule<Stores[Name]>;
};

/** What a command of a module runs against in a host: every store (it takes its own) and the settings. */
export interface HostContext<Stores> {
  stores: Stores;
  config: ServerConfig;
}

// Object.keys gives strings; the list's keys are its modules' names.
const namesOf = <Stores extends Record<string, object>>(modules: ModulesOf<Stores>) =>
  Object.keys(modules) as (keyof Stores)[];

/** Each module's store on the engine, under the module's name. */
export function moduleStoresOn<Stores extends Record<string, object>>(
  modules: ModulesOf<Stores>,
  engine: Storage,
): Stores {
  const stores: Partial<Stores> = {};
  for (const name of namesOf(modules)) stores[name] = modules[name].store(engine);
  // Every name of the list has its store now.
  return stores as Stores;
}

/**
 * `use` applied to each module with its own store out of the host's, in the list's order: what a
 * host takes of every module (its routes, periodic jobs, renderings, sweep).
 */
export const eachModule = <Stores extends Record<string, object>, T>(
  modules: ModulesOf<Stores>,
  stores: NoInfer<Stores>,
  use: <Store extends object>(module: FeatureModule<Store>, store: Store) => T,
): T[] => namesOf(modules).map((name) => use(modules[name], stores[name]));

/** A module's command as a host's table runs it: with the module's own store. */
function withOwnStore<Stores extends Record<string, object>, Name extends keyof Stores>(
  command: TableCommand<CommandContext<Stores[Name]>>,
  name: Name,
): TableCommand<HostContext<Stores>> {
  return {
    ...command,
    start: (input) => {
      const started = command.start(input);
      if (typeof started !== "function") return started;
      return (context) => started({ store: context.stores[name], config: context.config });
    },
  };
}

/** Each module's commands (one group per module, in the list's order), each with its own store. */
export const moduleCommands = <Stores extends Record<string, object>>(
  modules: ModulesOf<Stores>,
): TableCommand<HostContext<Stores>>[][] =>
  namesOf(modules).flatMap((name) => {
    const commands = modules[name].commands;
    return commands
      ? [commands.map((command) => withOwnStore<Stores, typeof name>(command, name))]
      : [];
  });

/** Every module's steps of the schema. */
export const moduleMigrations = <Stores extends Record<string, object>>(
  modules: ModulesOf<Stores>,
): (readonly Migration[])[] => namesOf(modules).map((name) => modules[name].migrations ?? []);
