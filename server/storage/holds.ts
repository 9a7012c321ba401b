import { createHash } from "node:crypto";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import { normalisedAddress } from "../text/address";
import type { OutboxJobSpec } from "./outboxJobs";
import { sql, value, type Operation } from "./operation";

/**
 * Holds (bookings waiting for the visitor's confirmation by mail) and the caps on mail to
 * addresses nobody has confirmed, once for both databases
 * (docs/decisions/0842-bookings-by-confirming.md).
 */

export type MailCapName = keyof UnconfirmedMailCaps;

/** The address as the caps' ledger and the confirmed addresses know it: a hash, never the address. */
export const addressHash = (address: string) =>
  createHash("sha256").update(normalisedAddress(address)).digest("base64url");

/** What the mail ledger and the confirmed addresses keep of an erased person: nothing. */
export function* eraseAddress(address: string): Operation<void> {
  const hash = addressHash(address);
  yield* sql("DELETE FROM unconfirmed_mail WHERE address_hash = ?", hash);
  yield* sql("DELETE FROM confirmed_addresses WHERE address_hash = ?", hash);
}

/** One mail to an address, as the caps count it when nobody has confirmed the address. */
export interface UnconfirmedMail {
  /** A hash of the normalised address: the ledger keeps no address. */
  addressHash: string;
  domain: string;
  /**
   * Which mail: a hold's confirmation request, MAIL_CONFIRMATION's acknowledgement, or a
   * released message's booking offer.
   */
  kind: "bookingHold" | "acknowledgement" | "bookingOffer";
  caps: UnconfirmedMailCaps;
}

/** Why a booking waits for the visitor's confirmation. */
export type HoldReason = "plainForm" | "freeMail" | "disposable" | "heldForFlood" | "hourlyCap";

/** When and how a booking is stored as a hold instead of at once. */
export interface HoldTerms {
  /** A reason that holds whatever the hour; null: a hold only past the hourly cap. */
  reason: Exclude<HoldReason, "hourlyCap"> | null;
  /** Bookings made at once (never held) per hour and host; past it, the host's bookings are holds. */
  hourlyCap: number;
  /** When the hold lapses unless confirmed. */
  until: number;
  /** The confirmation mail's job. */
  jobs: OutboxJobSpec[];
  mail: UnconfirmedMail;
}

const hour = 60 * 60_000;
const day = 24 * hour;

/**
 * The writers that count (bookings, capped mail) one at a time: in PostgreSQL the upsert locks
 * this row until the transaction ends; SQLite's transaction already holds the write lock.
 */
export function* countOneAtATime(): Operation<void> {
  yield* sql(
    `INSERT INTO settings (name, value) VALUES ('holds.counting', '')
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
}

const isConfirmedAddress = (addressHash: string) =>
  value(
    sql("SELECT 1 FROM confirmed_addresses WHERE address_hash = ?", addressHash),
    (rows) => rows.length > 0,
  );

/** The owner used a link we mailed to the address: mail to it is not capped any more. */
export const confirmAddress = (addressHash: string, now: number) =>
  sql(
    `INSERT INTO confirmed_addresses (address_hash, confirmed_at) VALUES (?, ?)
     ON CONFLICT (address_hash) DO NOTHING`,
    addressHash,
    now,
  );

/**
 * Counts one mail to an unconfirmed address when every cap allows it, and answers null; else the
 * cap that refused, and nothing is counted. A confirmed address is neither capped nor counted.
 * Run it inside the transaction that enqueues the mail, after `countOneAtATime`.
 */
export function* claimUnconfirmedMail(
  mail: UnconfirmedMail,
  now: number,
): Operation<MailCapName | null> {
  if (yield* isConfirmedAddress(mail.addressHash)) return null;
  yield* sql("DELETE FROM unconfirmed_mail WHERE sent_at <= ?", now - day);
  const { rows } = yield* sql<Record<MailCapName, number | string | null>>(
    `SELECT SUM(CASE WHEN address_hash = ? THEN 1 ELSE 0 END) AS "perAddressPerDay",
       SUM(CASE WHEN domain = ? AND sent_at > ? THEN 1 ELSE 0 END) AS "perDomainPerHour",
       SUM(CASE WHEN sent_at > ? THEN 1 ELSE 0 END) AS "perHour"
     FROM unconfirmed_mail`,
    mail.addressHash,
    mail.domain,
    now - hour,
    now - hour,
  );
  const counts = rows[0];
  const names: MailCapName[] = ["perAddressPerDay", "perDomainPerHour", "perHour"];
  const over = names.find((name) => Number(counts?.[name] ?? 0) >= mail.caps[name]);
  if (over) return over;
  yield* sql(
    "INSERT INTO unconfirmed_mail (address_hash, domain, kind, sent_at) VALUES (?, ?, ?, ?)",
    mail.addressHash,
    mail.domain,
    mail.kind,
    now,
  );
  return null;
}

/**
 * Holds nobody confirmed in time, on the slot or of the message about to be booked, make way:
 * marked lapsed in the booking's transaction, so the unique indexes see only live rows.
 */
export const releaseLapsedHolds = (
  at: { host: string; start: number },
  messageId: string,
  now: number,
) =>
  sql(
    `UPDATE bookings SET status = 'lapsed', updated_at = ?
     WHERE status = 'active' AND hold_until IS NOT NULL AND hold_until <= ?
       AND ((host = ? AND slot_start = ?) OR message_id = ?)`,
    now,
    now,
    at.host,
    at.start,
    messageId,
  );

/** Whether the person has an active booking (or a live hold) of a demo not yet over. */
export const hasFutureBooking = (person: string, now: number) =>
  value(
    sql(
      `SELECT 1 FROM bookings WHERE person = ? AND status = 'active' AND slot_end > ?
         AND (hold_until IS NULL OR hold_until > ?)`,
      person,
      now,
      now,
    ),
    (rows) => rows.length > 0,
  );

/** Whether a booking now must be a hold: its own reason, or its host's hourly cap reached. */
export function* holdReasonOf(
  terms: HoldTerms,
  host: string,
  now: number,
): Operation<HoldReason | null> {
  if (terms.reason) return terms.reason;
  const { rows } = yield* sql<{ count: number | string }>(
    `SELECT COUNT(*) AS count FROM bookings
     WHERE host = ? AND created_at > ? AND hold_until IS NULL AND confirmed_at IS NULL`,
    host,
    now - hour,
  );
  return Number(rows[0]?.count ?? 0) >= terms.hourlyCap ? "hourlyCap" : null;
}

/** Holds waiting for their confirmation at `now`, for health. */
export const waitingHolds = (now: number) =>
  value(
    sql<{ count: number | string }>(
      "SELECT COUNT(*) AS count FROM bookings WHERE status = 'active' AND hold_until > ?",
      now,
    ),
    ([row]) => Number(row?.count ?? 0),
  );

/** The hash of the capability a message was handed, to book again from a lapsed hold's link. */
export const capabilityOf = (messageId: string) =>
  value(
    sql<{ token_hash: string }>(
      "SELECT token_hash FROM booking_capabilities WHERE message_id = ?",
      messageId,
    ),
    ([row]) => row?.token_hash ?? null,
  );
