import { sqlTypes, type Dialect, type Migration } from "../../storage/migration";

/** The steps of the schema that make and change booking's tables (one global order of versions). */
export const bookingMigrations: Migration[] = [
  { version: 5, sql: (dialect) => demoBookings(sqlTypes(dialect).int) },
  { version: 7, sql: bookingChanges },
  { version: 8, sql: (dialect) => spamCleanup(sqlTypes(dialect).int) },
  { version: 10, sql: holdsAndMailCaps },
  { version: 13, sql: () => bookingHosts },
];

/**
 * Version 5: demo bookings (docs/decisions/0801-bookings-in-the-database.md). The database keeps
 * the promise that one slot goes to one visitor: the partial unique index refuses a second active
 * booking of the same slot in the same calendar, however many server instances book at once.
 * A capability is stored only as its hash; both go with their message (retention, erasure).
 */
function demoBookings(int: string): string {
  return `CREATE TABLE booking_capabilities (
       token_hash TEXT PRIMARY KEY,
       message_id TEXT NOT NULL UNIQUE REFERENCES messages (id) ON DELETE CASCADE
     );
     CREATE TABLE bookings (
       id TEXT PRIMARY KEY,
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       calendar TEXT NOT NULL,
       slot_start ${int} NOT NULL,
       slot_end ${int} NOT NULL,
       visitor_zone TEXT NOT NULL,
       status TEXT NOT NULL,
       created_at ${int} NOT NULL,
       updated_at ${int} NOT NULL
     );
     CREATE UNIQUE INDEX bookings_active_slot ON bookings (calendar, slot_start)
       WHERE status = 'active';
     CREATE UNIQUE INDEX bookings_active_message ON bookings (message_id)
       WHERE status = 'active';`;
}

/**
 * Version 7: every change of a booking (created, rescheduled, cancelled) is a row with its old
 * and new times, who made it and the iCalendar SEQUENCE it carries
 * (docs/decisions/0810-booking-changes.md). An outbox job names the change it delivers
 * (`change_id`, 0 for a message's own jobs), so a booking's second change gets jobs of its own
 * beside the first one's. The bookings stored before get their "created" change, and their jobs
 * point at it.
 */
function bookingChanges(dialect: Dialect): string {
  const serial =
    dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";
  const int = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  return `CREATE TABLE booking_changes (
       id ${serial},
       booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
       kind TEXT NOT NULL,
       old_start ${int},
       old_end ${int},
       new_start ${int},
       new_end ${int},
       changed_by TEXT NOT NULL,
       sequence INTEGER NOT NULL,
       created_at ${int} NOT NULL,
       UNIQUE (booking_id, sequence)
     );
     ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
     INSERT INTO booking_changes (booking_id, kind, new_start, new_end, changed_by, sequence,
       created_at)
       SELECT id, 'created', slot_start, slot_end, 'visitor', 0, created_at FROM bookings;
     ${outboxPerChange(dialect)}
     UPDATE outbox SET change_id = COALESCE((
         SELECT booking_changes.id FROM booking_changes
         JOIN bookings ON bookings.id = booking_changes.booking_id
         WHERE bookings.message_id = outbox.message_id
         ORDER BY bookings.created_at DESC LIMIT 1), 0)
       WHERE kind IN ('bookingEvent', 'bookingTeamInvitation', 'bookingInvitation');`;
}

/** The outbox's identity gains the change; SQLite copies the table as version 2 did. */
function outboxPerChange(dialect: Dialect): string {
  if (dialect === "postgres") {
    return `ALTER TABLE outbox ADD COLUMN change_id BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE outbox DROP CONSTRAINT outbox_message_id_kind_target_key;
      ALTER TABLE outbox ADD CONSTRAINT outbox_message_id_kind_target_change_key
        UNIQUE (message_id, kind, target, change_id);`;
  }
  const columns =
    "id, message_id, kind, target, status, attempts, next_attempt_at, deliver_until, lease_owner, lease_until, last_error, sent_at";
  return `CREATE TABLE outbox_per_change (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       kind TEXT NOT NULL,
       target TEXT NOT NULL DEFAULT '',
       change_id INTEGER NOT NULL DEFAULT 0,
       status TEXT NOT NULL,
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at INTEGER NOT NULL,
       deliver_until INTEGER NOT NULL,
       lease_owner TEXT,
       lease_until INTEGER,
       last_error TEXT,
       sent_at INTEGER,
       UNIQUE (message_id, kind, target, change_id)
     );
     INSERT INTO outbox_per_change (${columns}) SELECT ${columns} FROM outbox;
     DROP TABLE outbox;
     ALTER TABLE outbox_per_change RENAME TO outbox;
     CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;
}

/**
 * Version 8 (spam cleanup, docs/decisions/0843-links-tied-to-the-booking-and-spam-cleanup.md): a
 * change may carry a reason (`spam` for the operator's cleanup, null otherwise), and a message
 * removed as spam gets a mark, kept with it (retention, erasure) rather than deleting it.
 */
function spamCleanup(int: string): string {
  return `ALTER TABLE booking_changes ADD COLUMN reason TEXT;
     CREATE TABLE spam_marks (
       message_id TEXT PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
       marked_at ${int} NOT NULL
     );`;
}

/**
 * Version 10 (docs/decisions/0842-bookings-by-confirming.md): a booking can be a hold, waiting for
 * the visitor's confirmation by mail until `hold_until` (null once confirmed, or never a hold;
 * `confirmed_at` tells a confirmed hold from an immediate booking). `person` is the booking
 * address normalised (one active future booking per person). `unconfirmed_mail` counts the mail
 * sent to addresses nobody has confirmed, by a hash of the address (the caps); an address is in
 * `confirmed_addresses`, by the same hash, once its owner used a link we mailed to it.
 */
function holdsAndMailCaps(dialect: Dialect): string {
  const serial =
    dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";
  const int = dialect === "sqlite" ? "INTEGER" : "BIGINT";
  return `ALTER TABLE bookings ADD COLUMN hold_until ${int};
     ALTER TABLE bookings ADD COLUMN confirmed_at ${int};
     ALTER TABLE bookings ADD COLUMN person TEXT;
     CREATE INDEX bookings_person ON bookings (person) WHERE status = 'active';
     CREATE INDEX bookings_created_at ON bookings (created_at);
     CREATE TABLE unconfirmed_mail (
       id ${serial},
       address_hash TEXT NOT NULL,
       domain TEXT NOT NULL,
       kind TEXT NOT NULL,
       sent_at ${int} NOT NULL
     );
     CREATE INDEX unconfirmed_mail_sent_at ON unconfirmed_mail (sent_at);
     CREATE INDEX unconfirmed_mail_address ON unconfirmed_mail (address_hash, sent_at);
     CREATE TABLE confirmed_addresses (
       address_hash TEXT PRIMARY KEY,
       confirmed_at ${int} NOT NULL
     );`;
}

/**
 * Version 13: each booking's host, the person of the team giving the demo
 * (docs/decisions/0860-round-robin-across-the-team.md). The database's arbiter becomes one active
 * booking per host and start: the bookings before it were the single calendar's, whose host is
 * that calendar. A change that hands the demo to another host names the host before (`old_host`).
 */
const bookingHosts = `ALTER TABLE bookings ADD COLUMN host TEXT NOT NULL DEFAULT '';
     ALTER TABLE booking_changes ADD COLUMN old_host TEXT;
     UPDATE bookings SET host = calendar;
     DROP INDEX bookings_active_slot;
     CREATE UNIQUE INDEX bookings_active_host_slot ON bookings (host, slot_start)
       WHERE status = 'active';`;
