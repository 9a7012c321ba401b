/**
 * Version 11: an outbox job is (event, channel, target) instead of one of eleven kinds
 * (docs/decisions/0616-jobs-are-event-channel-target.md). Every stored job keeps its id, status,
 * attempts, lease and times, so nothing pending is lost, nothing sent is sent again, and a failed
 * job is retried as before. A booking job's event is its change's kind (`booking.created`, …);
 * a kind this version does not know keeps its name as channel and fails for good when claimed.
 */
const kindMapping: Record<string, { event: string; channel: string; target?: string }> = {
  notification: { event: "lead", channel: "mail", target: "inbox" },
  confirmation: { event: "lead", channel: "mail", target: "visitor" },
  webhook: { event: "lead", channel: "webhook" },
  slack: { event: "lead", channel: "slack" },
  bookingEvent: { event: "change", channel: "calendar" },
  bookingTeamInvitation: { event: "change", channel: "mail", target: "inbox" },
  bookingInvitation: { event: "change", channel: "mail", target: "visitor" },
  bookingWebhook: { event: "change", channel: "webhook" },
  bookingSlack: { event: "change", channel: "slack" },
  bookingReminder: { event: "booking.reminder", channel: "mail", target: "visitor" },
  bookingHoldMail: { event: "booking.hold", channel: "mail", target: "visitor" },
};

const kinds = Object.entries(kindMapping);
const changeEvent = `COALESCE((SELECT 'booking.' || booking_changes.kind FROM booking_changes
    WHERE booking_changes.id = outbox.change_id), 'booking.created')`;

const eventOf = `CASE kind ${kinds
  .map(
    ([kind, { event }]) => `WHEN '${kind}' THEN ${event === "change" ? changeEvent : `'${event}'`}`,
  )
  .join(" ")} ELSE kind END`;
const channelOf = `CASE kind ${kinds
  .map(([kind, { channel }]) => `WHEN '${kind}' THEN '${channel}'`)
  .join(" ")} ELSE kind END`;
const targetOf = `CASE kind ${kinds
  .flatMap(([kind, { target }]) => (target ? [`WHEN '${kind}' THEN '${target}'`] : []))
  .join(" ")} ELSE outbox.target END`;

/**
 * Version 10 gave each hold its own mail job (target: the hold's booking); now a message has one
 * `booking.hold` job to its visitor, rendered from its current hold. A message held again after
 * a hold lapsed keeps its newest such job: the older ones were for holds that can no longer be
 * confirmed, and would render nothing.
 */
const olderHoldMails = `DELETE FROM outbox WHERE kind = 'bookingHoldMail' AND id < (
    SELECT MAX(newest.id) FROM outbox newest
    WHERE newest.kind = 'bookingHoldMail' AND newest.message_id = outbox.message_id);`;

export function outboxPerEvent(dialect: "sqlite" | "postgres"): string {
  if (dialect === "postgres") {
    return `${olderHoldMails}
      ALTER TABLE outbox ADD COLUMN event TEXT NOT NULL DEFAULT '';
      ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT '';
      ALTER TABLE outbox DROP CONSTRAINT outbox_message_id_kind_target_change_key;
      UPDATE outbox SET event = ${eventOf}, channel = ${channelOf}, target = ${targetOf};
      ALTER TABLE outbox DROP COLUMN kind;
      ALTER TABLE outbox ALTER COLUMN event DROP DEFAULT;
      ALTER TABLE outbox ALTER COLUMN channel DROP DEFAULT;
      ALTER TABLE outbox ADD CONSTRAINT outbox_job_key
        UNIQUE (message_id, event, channel, target, change_id);`;
  }
  // SQLite cannot drop a UNIQUE constraint: it copies the table, as versions 2 and 7 did.
  const kept =
    "change_id, status, attempts, next_attempt_at, deliver_until, lease_owner, lease_until, last_error, sent_at";
  return `${olderHoldMails}
     CREATE TABLE outbox_per_event (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
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
       UNIQUE (message_id, event, channel, target, change_id)
     );
     INSERT INTO outbox_per_event (id, message_id, event, channel, target, ${kept})
       SELECT id, message_id, ${eventOf}, ${channelOf}, ${targetOf}, ${kept} FROM outbox;
     DROP TABLE outbox;
     ALTER TABLE outbox_per_event RENAME TO outbox;
     CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;
}
