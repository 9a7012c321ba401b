import { sql, value } from "../../server/storage/operation";
import type { Stores } from "../../server/hosts/stores";

const day = 24 * 60 * 60 * 1000;

/**
 * Two of the team's jobs (weekly digests), sent: one due 91 days before `now`, past the 90 days
 * the team's settled jobs are kept, and one due 89 days before, inside them.
 */
export async function settledTeamJobs(stores: Stores, now: number) {
  const job = (period: string, dueAt: number) => ({
    event: "digest.weekly",
    channel: "mail",
    target: "inbox",
    period,
    dueAt,
    deliverUntil: dueAt + day,
  });
  const old = job("old-week", now - 91 * day);
  const young = job("young-week", now - 89 * day);
  for (const spec of [old, young]) {
    await stores.messages.insertTeamJob(spec);
    const sent = sql(
      "UPDATE outbox SET status = 'sent', sent_at = ? WHERE message_id IS NULL AND period = ?",
      spec.dueAt,
      spec.period,
    );
    await stores.engine.run(sent);
  }
  return { old: old.period, young: young.period };
}

/** The periods of the team's jobs the outbox holds, sorted. */
export const teamJobPeriods = (stores: Stores) =>
  stores.engine.run(
    value(
      sql<{ period: string }>("SELECT period FROM outbox WHERE message_id IS NULL ORDER BY period"),
      (rows) => rows.map((row) => row.period),
    ),
  );
