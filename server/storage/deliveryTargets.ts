import { sql, value, type Operation } from "./operation";

/**
 * One channel target the server delivers to, as it recorded it at its start: names only (a
 * webhook's key and label), never a URL's path or a secret. The operator's commands queue their
 * jobs to these, and the server's worker, which has the secrets, delivers them
 * (docs/decisions/0618-changes-reach-the-servers-targets.md).
 */
export interface RecordedTarget {
  channel: string;
  target: string;
  /** How the operator reads it: "webhook https://crm.example #1a2b3c4d", "Slack", … */
  label: string;
}

/** Version 12: the targets the server records at its start, in the channel table's order. */
export const deliveryTargetsTable = `CREATE TABLE delivery_targets (
     position INTEGER PRIMARY KEY,
     channel TEXT NOT NULL,
     target TEXT NOT NULL,
     label TEXT NOT NULL
   );`;

/** What the server recorded; empty when no server of this version has started yet. */
export const recordedTargets = () =>
  value(
    sql<RecordedTarget>("SELECT channel, target, label FROM delivery_targets ORDER BY position"),
    (rows) => rows.map(({ channel, target, label }) => ({ channel, target, label })),
  );

const same = (a: readonly RecordedTarget[], b: readonly RecordedTarget[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Replaces the recorded targets. Reads first, so an unchanged start writes nothing (a full disk);
 * upserts, so instances starting at once with the same settings cannot collide.
 */
export function* recordTargets(targets: readonly RecordedTarget[]): Operation<void> {
  if (same(yield* recordedTargets(), targets)) return;
  yield* sql("DELETE FROM delivery_targets WHERE position >= ?", targets.length);
  for (const [position, { channel, target, label }] of targets.entries()) {
    yield* sql(
      `INSERT INTO delivery_targets (position, channel, target, label) VALUES (?, ?, ?, ?)
       ON CONFLICT (position) DO UPDATE
         SET channel = excluded.channel, target = excluded.target, label = excluded.label`,
      position,
      channel,
      target,
      label,
    );
  }
}
