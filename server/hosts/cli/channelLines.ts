import type { ServerConfig } from "../../config/serverConfig";
import { channelNamed } from "../../delivery/channels";
import type { OutboxJob } from "../../storage/outboxJobs";

const iso = (ms: number) => new Date(ms).toISOString();

function state(job: OutboxJob): string {
  if (job.status === "sent" && job.sentAt !== null) return `sent ${iso(job.sentAt)}`;
  if (job.status === "pending") return `pending, next try ${iso(job.nextAttemptAt)}`;
  return job.status;
}

/** A booking change's jobs are told apart by the change they deliver. */
const changeOf = (job: OutboxJob) => (job.changeId > 0 ? ` [booking change #${job.changeId}]` : "");

/** Where the job goes, as the channel table names it; a channel this version lacks by its name. */
export const whereTo = (job: OutboxJob, leads: ServerConfig["leads"]) =>
  channelNamed(job.channel)?.describe(job.target, leads) ?? `${job.channel} (unknown channel)`;

/** `leads show`: one line per job of the message, with its own attempts and last error. */
export function channelLines(jobs: OutboxJob[], leads: ServerConfig["leads"]): string[] {
  if (jobs.length === 0) return ["channels:    none (quarantined, held or not delivered)"];
  return [
    "channels:",
    ...jobs.map((job) =>
      [
        `  ${job.event} → ${whereTo(job, leads)}${changeOf(job)}: ${state(job)} (attempts: ${job.attempts})`,
        job.lastError ? `; last error: ${job.lastError}` : "",
      ].join(""),
    ),
  ];
}
