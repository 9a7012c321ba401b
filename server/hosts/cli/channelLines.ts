import type { ServerConfig } from "../../config/serverConfig";
import { bookingHandlers } from "../../booking/bookingJobs";
import { jobHandlers } from "../../delivery/channels";
import type { OutboxJob } from "../../storage/outboxJobs";

/** How the operator's view names each job; naming needs no calendar, so none is opened for it. */
export const jobNames = jobHandlers(bookingHandlers(null));

const iso = (ms: number) => new Date(ms).toISOString();

function state(job: OutboxJob): string {
  if (job.status === "sent" && job.sentAt !== null) return `sent ${iso(job.sentAt)}`;
  if (job.status === "pending") return `pending, next try ${iso(job.nextAttemptAt)}`;
  return job.status;
}

/** A booking change's jobs are told apart by the change they deliver. */
const changeOf = (job: OutboxJob) => (job.changeId > 0 ? ` [booking change #${job.changeId}]` : "");

/** `leads show`: one line per channel of the message, with its own attempts and last error. */
export function channelLines(jobs: OutboxJob[], leads: ServerConfig["leads"]): string[] {
  if (jobs.length === 0) return ["channels:    none (quarantined, held or not delivered)"];
  return [
    "channels:",
    ...jobs.map((job) =>
      [
        `  ${jobNames[job.kind].describe(job.target, leads)}${changeOf(job)}: ${state(job)} (attempts: ${job.attempts})`,
        job.lastError ? `; last error: ${job.lastError}` : "",
      ].join(""),
    ),
  ];
}
