import type { ClaimedJob } from "./messages";
import { changes, sql, type Operation } from "./operation";

/**
 * A job of the team's own, about no message (the weekly digest): `period` names what it covers
 * (`2026-W48`), and the outbox holds one such job per event, channel, target and period, however
 * many workers schedule it (docs/decisions/0852-digest-schedule.md).
 */
export interface TeamJobSpec {
  event: string;
  channel: string;
  target: string;
  period: string;
  dueAt: number;
  deliverUntil: number;
}

/** A claimed team job: like a message's, without a message. */
export interface ClaimedTeamJob {
  jobId: number;
  event: string;
  channel: string;
  target: string;
  period: string;
  attempts: number;
  deliverUntil: number;
  message?: never;
}

/** What the worker claims: a message's job, or one of the team's own. */
export type DeliveryJob = ClaimedJob | ClaimedTeamJob;

/**
 * Version 16: a job may belong to no message (its `message_id` null) and cover a `period`
 * instead; the partial index keeps one per period. SQLite cannot drop a NOT NULL: it copies the
 * table, as versions 2, 7 and 11 did.
 */
export function teamJobs(dialect: "sqlite" | "postgres"): string {
  const onePerPeriod = `CREATE UNIQUE INDEX outbox_team_job ON outbox (event, channel, target, period)
       WHERE message_id IS NULL;`;
  if (dialect === "postgres") {
    return `ALTER TABLE outbox ALTER COLUMN message_id DROP NOT NULL;
      ALTER TABLE outbox ADD COLUMN period TEXT;
      ${onePerPeriod}`;
  }
  const columns =
    "id, message_id, event, channel, target, change_id, status, attempts, next_attempt_at, deliver_until, lease_owner, lease_until, last_error, sent_at";
  return `CREATE TABLE outbox_team_jobs (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       message_id TEXT REFERENCES messages (id) ON DELETE CASCADE,
       event TEXT NOT NULL,
       channel TEXT NOT NULL,
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
       period TEXT,
       UNIQUE (message_id, event, channel, target, change_id)
     );
     INSERT INTO outbox_team_jobs (${columns}) SELECT ${columns} FROM outbox;
     DROP TABLE outbox;
     ALTER TABLE outbox_team_jobs RENAME TO outbox;
     CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
     ${onePerPeriod}`;
}

/** Adds the job unless its period has one already; true when this call added it. */
export function* insertTeamJob(job: TeamJobSpec): Operation<boolean> {
  const { changes } = yield* sql(
    `INSERT INTO outbox (message_id, event, channel, target, change_id, status, next_attempt_at,
       deliver_until, period)
     VALUES (NULL, ?, ?, ?, 0, 'pending', ?, ?, ?) ON CONFLICT DO NOTHING`,
    job.event,
    job.channel,
    job.target,
    job.dueAt,
    job.deliverUntil,
    job.period,
  );
  return changes > 0;
}

/**
 * Retention: the team jobs settled (sent, failed, skipped) before `cutoff` go; the worker adds only
 * the latest period's job, so a deleted one is never sent again. Returns how many rows.
 */
export const deleteSettledTeamJobs = (cutoff: number) =>
  changes(
    sql(
      `DELETE FROM outbox WHERE message_id IS NULL AND status <> 'pending' AND next_attempt_at < ?`,
      cutoff,
    ),
  );

/** The operator's retry: the team's failed jobs of `event` back to pending; their periods. */
export function* retryTeamJobs(
  event: string,
  now: number,
  deliverUntil: number,
): Operation<string[]> {
  const { rows } = yield* sql<{ period: string }>(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, deliver_until = ?,
       lease_owner = NULL, lease_until = NULL
     WHERE message_id IS NULL AND event = ? AND status = 'failed'
     RETURNING period`,
    now,
    deliverUntil,
    event,
  );
  return rows.map((row) => row.period).sort();
}
