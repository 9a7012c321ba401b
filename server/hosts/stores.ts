import { attendanceMigrations } from "../booking/attendance/attendanceStatements";
import { attendanceStore, type AttendanceStore } from "../booking/attendance/attendanceStore";
import { bookingMigrations } from "../booking/store/bookingMigrations";
import { bookingStore, type BookingStore } from "../booking/store/bookingStore";
import { reviewStore, type ReviewStore } from "../review/reviewStore";
import { messageStore, type MessageStore } from "../storage/messageStore";
import { inVersionOrder } from "../storage/migration";
import { sharedMigrations } from "../storage/schema";
import type { Storage } from "../storage/storage";
import { featureModules, type ModuleStores } from "./featureModules";

/**
 * The schema of this server: the shared records' steps and each feature's, in their one global
 * order of versions (docs/decisions/0623-feature-stores.md).
 */
export const serverMigrations = inVersionOrder([
  sharedMigrations,
  bookingMigrations,
  attendanceMigrations,
  ...featureModules.map((module) => module.migrations ?? []),
]);

/**
 * Every store on one engine, as the host hands them out: each feature asks for its own port
 * (and the shared messages'), never for this whole.
 */
export type Stores = Storage &
  MessageStore &
  BookingStore &
  AttendanceStore &
  ReviewStore &
  ModuleStores & {
    /** The engine itself, for what only its driver has (PostgreSQL's pool for the rate limits). */
    engine: Storage;
  };

// Each module's store has its own type; their union of methods is the intersection of those.
const moduleStores = (storage: Storage) =>
  Object.assign({}, ...featureModules.map((module) => module.store(storage))) as ModuleStores;

export function storesOn(storage: Storage): Stores {
  const engine: Storage = {
    kind: storage.kind,
    run: (operation) => storage.run(operation),
    transaction: (operation, bookkeeping) => storage.transaction(operation, bookkeeping),
    commit: (operation, bookkeeping, commitBy) => storage.commit(operation, bookkeeping, commitBy),
    dropOldCopies: () => storage.dropOldCopies(),
    secret: (name, create) => storage.secret(name, create),
    ping: () => storage.ping(),
    probeWrite: (deadline) => storage.probeWrite(deadline),
    close: () => storage.close(),
  };
  return {
    engine: storage,
    ...engine,
    ...messageStore(storage),
    ...bookingStore(storage),
    ...attendanceStore(storage),
    ...reviewStore(storage),
    ...moduleStores(storage),
  };
}
