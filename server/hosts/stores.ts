import { grantCapability } from "../booking/store/capabilities";
import { contactMigrations } from "../contact/rateLimitTable";
import { moduleMigrations, moduleStoresOn } from "../featureKit/featureModule";
import { overFloodLimit } from "../screening/floodStatements";
import {
  screeningMigrations,
  screeningStore,
  type ScreeningStore,
} from "../screening/screeningStore";
import { claimUnconfirmedMailInTurn, eraseAddress } from "../screening/unconfirmedMail";
import { messageStore, type MessageStore } from "../storage/messageStore";
import type { MessageCommitSteps } from "../storage/messages";
import { inVersionOrder } from "../storage/migration";
import { sharedMigrations } from "../storage/schema";
import type { Storage } from "../storage/storage";
import { featureModules, type ModuleStores } from "./modules";

/**
 * The schema of this server: the shared records' steps, screening's, contact's and each feature
 * module's, in their one global order of versions (docs/decisions/0623-feature-stores.md).
 */
export const serverMigrations = inVersionOrder([
  sharedMigrations,
  screeningMigrations,
  contactMigrations,
  ...moduleMigrations(featureModules),
]);

/** The platform's stores: the engine itself, the shared messages and outbox, screening's records. */
interface PlatformStores {
  /** The engine, for what only it has: a secret, a close, PostgreSQL's pool for the rate limits. */
  engine: Storage;
  messages: MessageStore;
  screening: ScreeningStore;
}

/**
 * Every store on one engine, each under its owner's name, as the host hands them out
 * (`stores.messages`, `stores.booking`, …): a feature takes the ones it names, never this whole.
 * A module named like a platform store would change that key's type: storesOn does not compile.
 */
export type Stores = PlatformStores & ModuleStores;

/** What a message's commit and an erasure also write, in screening's and booking's tables. */
const messageCommitSteps: MessageCommitSteps = {
  overFloodLimit,
  grantCapability,
  claimUnconfirmedMail: claimUnconfirmedMailInTurn,
  eraseAddress,
};

export function storesOn(engine: Storage): Stores {
  return {
    engine,
    messages: messageStore(engine, messageCommitSteps),
    screening: screeningStore(engine),
    ...moduleStoresOn(featureModules, engine),
  };
}
