// How `npm run leads` prints a stored message: a list line, its details, a CSV row.
import {
  contactFieldTable,
  contactFields,
  personName,
} from "../../../common/contact/contactFields";
import { leadSourceFields } from "../../../common/contact/leadSource";
import { columnOf } from "../../storage/messages";
import type { StoredMessage } from "../../storage/storage";
import { csvRow } from "./csv";
import { translator } from "../../../common/i18n/translate";
import { holdReasonCopy } from "../../screening/holdReasons";
import type { HoldReason } from "../../storage/storage";
import { sourceColumnOf, sourceLines } from "./sourceLines";
import { qualificationRows } from "../../../common/contact/qualificationWords";

const iso = (ms: number) => new Date(ms).toISOString();

/** `flood — it came in after …`: the documented code, to filter by, and the summary's words. */
const holdReasonLine = (reason: HoldReason) =>
  `${reason} — ${translator(holdReasonCopy, "en")(reason)}`;

export function listLine(m: StoredMessage, spamAt: number | undefined): string {
  const name = personName(m.fields);
  return [
    m.id,
    iso(m.createdAt),
    (spamAt === undefined ? m.status : `${m.status} spam`).padEnd(16),
    String(m.attempts).padStart(3),
    m.lang,
    m.form.padEnd(8),
    `${name} (${m.fields.company})`,
    m.status === "held" && m.holdReason ? `held: ${holdReasonLine(m.holdReason)}` : "",
  ]
    .join("  ")
    .trimEnd();
}

/** The fields `show` lists one per line between the name and the message body. */
const rowFields = contactFieldTable.flatMap((spec) => (spec.mail === "row" ? [spec.name] : []));

export function details(m: StoredMessage, spamAt: number | undefined): string {
  return [
    `id:          ${m.id}`,
    `status:      ${m.status} (attempts: ${m.attempts})`,
    spamAt === undefined ? null : `spam:        removed as spam ${iso(spamAt)}`,
    m.lastError ? `last error:  ${m.lastError}` : null,
    m.holdReason
      ? `${m.status === "held" ? "held:" : "was held:"}`.padEnd(13) + holdReasonLine(m.holdReason)
      : null,
    `received:    ${iso(m.createdAt)} (form time ${m.submittedAt})`,
    `language:    ${m.lang}`,
    `form:        ${m.form === "plain" ? "plain (sent before or without scripts)" : "enhanced"}`,
    `request id:  ${m.requestId}`,
    `name:        ${personName(m.fields)}`,
    ...rowFields.map((field) => `${`${columnOf(field)}:`.padEnd(13)}${m.fields[field]}`),
    // The two optional answers, in the operator's words, only when given.
    ...qualificationRows(m.qualification, "en").map(
      ([label, value]) => `${`${label.toLowerCase()}:`.padEnd(13)}${value}`,
    ),
    ...sourceLines(m.source),
    "",
    m.fields.message,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

export const csvHeader = [
  "id",
  "received",
  "status",
  "attempts",
  "language",
  "form",
  ...contactFields.map(columnOf),
  ...leadSourceFields.map(sourceColumnOf),
  "standards",
  "next_audit",
  "last_error",
];

export function csvLine(m: StoredMessage): string {
  return csvRow([
    m.id,
    iso(m.createdAt),
    m.status,
    m.attempts,
    m.lang,
    m.form,
    ...contactFields.map((field) => m.fields[field]),
    ...leadSourceFields.map((field) => m.source[field] ?? ""),
    m.qualification.standards.join(" "),
    m.qualification.nextAudit ?? "",
    m.lastError,
  ]);
}
