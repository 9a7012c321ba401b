// `npm run leads -- list [--status failed] | show <id> | export --csv | retry <id> [--channel c]`:
// the operator's view of the same storage the server uses (DATABASE_URL or DATA_DIR).
import { readServerConfig } from "../../config/serverConfig";
import { openStorage } from "../../storage/openStorage";
import { channelKinds, isChannelKind, kindsOf } from "../../storage/outboxJobs";
import type { MessageStatus, StoredMessage } from "../../storage/storage";
import { channelLines } from "./channelLines";
import { csvRow } from "./csv";

const usage = `Usage: npm run leads -- <command>
  list [--status pending|sent|failed|quarantined]   newest first
  show <id>                                          one message in full, with each channel's status
  export --csv                                       every message as CSV on stdout
  retry <id> [--channel mail|webhook|slack]          send again what failed (only that channel)`;

const statuses: MessageStatus[] = ["pending", "sent", "failed", "quarantined"];
const iso = (ms: number) => new Date(ms).toISOString();

function listLine(m: StoredMessage): string {
  const name = `${m.fields.firstName} ${m.fields.lastName}`;
  return [
    m.id,
    iso(m.createdAt),
    m.status.padEnd(11),
    String(m.attempts).padStart(3),
    m.lang,
    `${name} (${m.fields.company})`,
  ].join("  ");
}

function details(m: StoredMessage): string {
  return [
    `id:          ${m.id}`,
    `status:      ${m.status} (attempts: ${m.attempts})`,
    m.lastError ? `last error:  ${m.lastError}` : null,
    `received:    ${iso(m.createdAt)} (form time ${m.submittedAt})`,
    `language:    ${m.lang}`,
    `request id:  ${m.requestId}`,
    `name:        ${m.fields.firstName} ${m.fields.lastName}`,
    `email:       ${m.fields.email}`,
    `company:     ${m.fields.company}`,
    `phone:       ${m.fields.phone}`,
    "",
    m.fields.message,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

const csvHeader = [
  "id",
  "received",
  "status",
  "attempts",
  "language",
  "first_name",
  "last_name",
  "email",
  "company",
  "phone",
  "message",
  "last_error",
];

function csvLine(m: StoredMessage): string {
  const f = m.fields;
  return csvRow([
    m.id,
    iso(m.createdAt),
    m.status,
    m.attempts,
    m.lang,
    f.firstName,
    f.lastName,
    f.email,
    f.company,
    f.phone,
    f.message,
    m.lastError,
  ]);
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const config = readServerConfig(process.env);
  const storage = await openStorage(config);
  try {
    switch (command) {
      case "list": {
        const flag = rest.indexOf("--status");
        const status = flag >= 0 ? rest[flag + 1] : undefined;
        if (status !== undefined && !statuses.includes(status as MessageStatus)) {
          console.error(`Unknown status "${status}". One of: ${statuses.join(", ")}`);
          return 2;
        }
        const messages = await storage.list({ status: status as MessageStatus | undefined });
        for (const message of messages) console.log(listLine(message));
        const counts = await storage.counts();
        console.error(
          `${messages.length} shown; ${counts.pending} pending, ${counts.failed} failed`,
        );
        return 0;
      }
      case "show": {
        const message = rest[0] ? await storage.get(rest[0]) : null;
        if (!message) {
          console.error(`No message with id "${rest[0] ?? ""}"`);
          return 1;
        }
        console.log(details(message));
        console.log(
          ["", ...channelLines(await storage.jobsOf(message.id), config.leads)].join("\n"),
        );
        return 0;
      }
      case "export": {
        if (!rest.includes("--csv")) break;
        console.log(csvRow(csvHeader));
        for (const message of (await storage.list({ limit: 1_000_000 })).reverse()) {
          console.log(csvLine(message));
        }
        return 0;
      }
      case "retry": {
        const id = rest[0] ?? "";
        const flag = rest.indexOf("--channel");
        const channel = flag >= 0 ? (rest[flag + 1] ?? "") : undefined;
        if (channel !== undefined && !isChannelKind(channel)) {
          console.error(`Unknown channel "${channel}". One of: ${channelKinds.join(", ")}`);
          return 2;
        }
        const now = Date.now();
        const kinds = channel ? kindsOf(channel) : undefined;
        const requeued = await storage.retry(id, now, now + config.outbox.giveUpAfterMs, kinds);
        if (requeued > 0) {
          console.log(
            `Message ${id}: ${requeued} failed ${requeued === 1 ? "delivery is" : "deliveries are"} back in the outbox; a running server sends shortly.`,
          );
          return 0;
        }
        const what = channel ? `${channel} ` : "";
        console.error(`No failed ${what}delivery for a message with id "${id}"`);
        return 1;
      }
    }
    console.error(usage);
    return 2;
  } finally {
    await storage.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
