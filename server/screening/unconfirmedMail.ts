import { createHash } from "node:crypto";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import type { MailCapName, UnconfirmedMail } from "../storage/messages";
import { sql, value, type Operation } from "../storage/operation";
import { domainOf, normalisedAddress } from "../text/address";

/**
 * The caps on mail to addresses nobody has confirmed, once for both databases: a ledger of such
 * mail (hashes, never addresses) and the addresses whose owners used a link we mailed. Contact's
 * acknowledgement, booking's holds and review's released offers all count against them
 * (docs/decisions/0842-bookings-by-confirming.md).
 */

const hour = 60 * 60_000;
const day = 24 * hour;

/** The address as the caps' ledger and the confirmed addresses know it: a hash, never the address. */
export const addressHash = (address: string) =>
  createHash("sha256").update(normalisedAddress(address)).digest("base64url");

/** One mail to `address` as the caps count it. */
export function unconfirmedMailOf(
  address: string,
  kind: UnconfirmedMail["kind"],
  caps: UnconfirmedMailCaps,
): UnconfirmedMail {
  return { addressHash: addressHash(address), domain: domainOf(address), kind, caps };
}

/** What the mail ledger and the confirmed addresses keep of an erased person: nothing. */
export function* eraseAddress(address: string): Operation<void> {
  const hash = addressHash(address);
  yield* sql("DELETE FROM unconfirmed_mail WHERE address_hash = ?", hash);
  yield* sql("DELETE FROM confirmed_addresses WHERE address_hash = ?", hash);
}

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

/** A mail on its own turn: `countOneAtATime`, then `claimUnconfirmedMail`. */
export function* claimUnconfirmedMailInTurn(
  mail: UnconfirmedMail,
  now: number,
): Operation<MailCapName | null> {
  yield* countOneAtATime();
  return yield* claimUnconfirmedMail(mail, now);
}
