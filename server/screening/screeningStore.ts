import { sqlTypes, type Migration } from "../storage/migration";
import { changes, sql, value } from "../storage/operation";
import type { Storage } from "../storage/storage";

/** What screening keeps: the proofs of work already used and the blocklist. */
export interface ScreeningStore {
  /** The shared replay store: true the first time a proof's challenge is claimed, on any instance. */
  claimProof(challengeId: string, expiresAt: number): Promise<boolean>;
  /** Forgets claims of challenges expired before `now` (the retention run); returns how many. */
  purgeProofClaims(now: number): Promise<number>;
  /** The blocklist's entries (normalised addresses and domains), sorted. */
  blockedEntries(): Promise<string[]>;
  /** Adds a normalised entry; false when it was listed already. */
  addBlocked(entry: string, now: number): Promise<boolean>;
  /** Removes an entry; false when it was not listed. */
  removeBlocked(entry: string): Promise<boolean>;
}

export const screeningStore = (engine: Storage): ScreeningStore => ({
  claimProof: (challengeId, expiresAt) => engine.run(claimProof(challengeId, expiresAt)),
  purgeProofClaims: (now) => engine.run(purgeProofClaims(now)),
  blockedEntries: () => engine.run(blockedEntries()),
  addBlocked: (entry, now) => engine.run(addBlocked(entry, now)),
  removeBlocked: (entry) => engine.run(removeBlocked(entry)),
});

/** True the first time a challenge is claimed: one statement, so two instances cannot both win. */
const claimProof = (challengeId: string, expiresAt: number) =>
  value(
    sql<{ challenge_id: string }>(
      `INSERT INTO proof_claims (challenge_id, expires_at) VALUES (?, ?)
       ON CONFLICT (challenge_id) DO NOTHING RETURNING challenge_id`,
      challengeId,
      expiresAt,
    ),
    (rows) => rows.length === 1,
  );

/** Claims of challenges that expired before `now` can no longer be replayed: they go. */
const purgeProofClaims = (now: number) =>
  changes(sql("DELETE FROM proof_claims WHERE expires_at < ?", now));

const blockedEntries = () =>
  value(sql<{ entry: string }>("SELECT entry FROM blocked_senders ORDER BY entry"), (rows) =>
    rows.map((row) => row.entry),
  );

/** Adds an entry (already normalised); false when it was listed before. */
const addBlocked = (entry: string, now: number) =>
  value(
    sql<{ entry: string }>(
      `INSERT INTO blocked_senders (entry, added_at) VALUES (?, ?)
       ON CONFLICT (entry) DO NOTHING RETURNING entry`,
      entry,
      now,
    ),
    (rows) => rows.length === 1,
  );

/** Removes an entry; false when it was not listed. */
const removeBlocked = (entry: string) =>
  value(
    sql<{ entry: string }>("DELETE FROM blocked_senders WHERE entry = ? RETURNING entry", entry),
    (rows) => rows.length === 1,
  );

/**
 * Version 9: messages held for review with their reason, the proofs of work already used (each
 * challenge counts once on every instance) and the blocklist of addresses and domains
 * (docs/decisions/0841-held-for-review.md).
 */
function heldForReview(int: string): string {
  return `ALTER TABLE messages ADD COLUMN hold_reason TEXT;
     CREATE TABLE proof_claims (challenge_id TEXT PRIMARY KEY, expires_at ${int} NOT NULL);
     CREATE INDEX proof_claims_expires_at ON proof_claims (expires_at);
     CREATE TABLE blocked_senders (entry TEXT PRIMARY KEY, added_at ${int} NOT NULL);`;
}

/** Screening's step of the schema (one global order of versions). */
export const screeningMigrations: Migration[] = [
  { version: 9, sql: (dialect) => heldForReview(sqlTypes(dialect).int) },
];
