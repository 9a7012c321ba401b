import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import type { ServerConfig } from "../../config/serverConfig";
import type { Team } from "../../booking/team/team";
import { whereTo } from "./channelLines";
import type { StoredBooking } from "../../booking/store/bookings";
import type { StoredMessage } from "../../storage/storage";
import type { Stores } from "../stores";
import { removeCalendarEvents } from "./bookingCommands";

/**
 * A data subject's requests (docs/product.md#data-subject-requests): everything held on one
 * address as one JSON document (access, GDPR article 15), or all of it erased (article 17).
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function bookingRecord(booking: StoredBooking | null) {
  if (!booking) return null;
  const { id, calendar, visitorZone, status } = booking;
  return {
    id,
    calendar,
    start: iso(booking.start),
    end: iso(booking.end),
    visitorZone,
    status,
    booked: iso(booking.createdAt),
  };
}

async function messageRecord(message: StoredMessage, stores: Stores, config: ServerConfig) {
  const jobs = await stores.messages.jobsOf(message.id);
  const booking = await stores.booking.bookingOf(message.id);
  return {
    id: message.id,
    received: iso(message.createdAt),
    submittedAt: message.submittedAt,
    language: message.lang,
    form: message.form,
    status: message.status,
    fields: message.fields,
    source: message.source,
    answers: message.qualification,
    booking: bookingRecord(booking),
    deliveries: jobs.map((job) => ({
      event: job.event,
      channel: whereTo(job, config.leads),
      status: job.status,
      attempts: job.attempts,
      sentAt: iso(job.sentAt),
      lastError: job.lastError,
    })),
  };
}

/** `leads export-person <email>`: the access request's answer on stdout. */
export async function exportPerson(email: string, stores: Stores, config: ServerConfig) {
  const messages = await stores.messages.messagesOf(email);
  const document = {
    email,
    exportedAt: new Date().toISOString(),
    messages: await Promise.all(messages.map((m) => messageRecord(m, stores, config))),
  };
  console.log(JSON.stringify(document, null, 2));
  console.error(`${messages.length} message(s) held on ${email}`);
  return 0;
}

/** The outbox's mail files (DATA_DIR/mail, without SMTP) of these messages: named `<id>.<kind>@…`. */
async function mailFilesOf(dir: string, ids: readonly string[]): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => ids.some((id) => name.startsWith(`${id}.`)))
    .map((name) => path.join(dir, name));
}

async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

/** `leads erase-person <email> [--yes]`: deletes it all and prints what went. */
export async function erasePerson(
  email: string,
  yes: boolean,
  stores: Stores,
  { config, team }: { config: ServerConfig; team: Team | null },
) {
  const found = await stores.messages.messagesOf(email);
  if (found.length === 0) {
    console.log(`Nothing held on ${email}.`);
    return 0;
  }
  const question = `Erase ${found.length} message(s) of ${email} and everything delivered from them? [y/N] `;
  if (!yes && !(await confirmed(question))) {
    console.error("Nothing erased.");
    return 1;
  }
  let events: number;
  try {
    events = await removeCalendarEvents(
      found.map((message) => message.id),
      stores,
      { config, team },
    );
  } catch (error) {
    console.error(
      `Nothing erased: the demo's event could not be removed from the team's calendar (${error instanceof Error ? error.message : String(error)}). Try again when it can be reached.`,
    );
    return 1;
  }
  const erasure = await stores.messages.erasePerson(email, Date.now());
  const mailDir = path.join(config.dataDir, "mail");
  const files = await mailFilesOf(mailDir, erasure.messageIds);
  await Promise.all(files.map((file) => rm(file, { force: true })));
  console.log(
    [
      `Erased on ${email}:`,
      `  messages:         ${erasure.messageIds.length} (${erasure.messageIds.join(", ")})`,
      `  outbox jobs:      ${erasure.outboxJobs}`,
      `  idempotency keys: ${erasure.idempotencyKeys} (kept alone, so a replay stores nothing)`,
      `  mail files:       ${files.length}${files.length > 0 ? ` in ${mailDir}` : ""}`,
      `  calendar events:  ${events}`,
    ].join("\n"),
  );
  return 0;
}
