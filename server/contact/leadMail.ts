import { contactFieldTable, type MailRowField } from "../../common/contact/contactFields";
import { leadSourceFields } from "../../common/contact/leadSource";
import { auditSoonMark, qualificationRows } from "../../common/contact/qualificationWords";
import { translator, type Translate } from "../../common/i18n/translate";
import { fullName } from "../delivery/mail/mailNames";
import { teamMail, visitorMail, visitorParams } from "../delivery/mail/messageMails";
import type { MailSettings, OutgoingMail } from "../delivery/mail/outgoingMail";
import type { MailBlock } from "../delivery/mail/templates/mailBlocks";
import type { StoredMessage } from "../storage/storage";
import confirmationMailCopy from "@content/mails/contactConfirmation.json";
import { leadMailCopy } from "./leadMailCopy";

/** The fields the inbox mail lists in its table, in the form's order (common/contact/contactFields.ts). */
const mailRowFields = contactFieldTable.flatMap((spec): MailRowField[] =>
  spec.mail === "row" ? [spec.name] : [],
);

/** Which of a lead's two mails: the name is part of its Message-ID, so it never changes. */
type MailKind = "notification" | "confirmation";

const mailName = (message: StoredMessage, kind: MailKind) => `${message.id}.${kind}`;

type Row = [label: string, value: string];
type MailTranslate = Translate<keyof typeof leadMailCopy.en & string>;

/** The "Source" block under its heading: the known values of the lead's source, or nothing. */
function sourceBlocks(message: StoredMessage, t: MailTranslate): MailBlock[] {
  const rows = leadSourceFields.flatMap((field): Row[] => {
    const value = message.source[field];
    return value === undefined ? [] : [[t(field), value]];
  });
  if (rows.length === 0) return [];
  return [
    { kind: "heading", text: t("source") },
    { kind: "details", rows },
  ];
}

/**
 * The new lead for the team's inbox: who wrote, where they came from, what they wrote.
 * `soonWeeks` (BOOKING_SOON_WEEKS): an audit that close, reckoned from the message's arrival, is
 * marked in the subject ("audit in 4 weeks, BRCGS").
 */
export function renderInboxMail(
  message: StoredMessage,
  settings: MailSettings,
  soonWeeks: number,
): OutgoingMail {
  const t = translator(leadMailCopy, settings.inboxLang);
  const f = message.fields;
  const name = fullName(message);
  const rows: Row[] = [
    [t("name"), name],
    ...mailRowFields.map((field): Row => [t(field), f[field] || t("notGiven")]),
    ...qualificationRows(message.qualification, settings.inboxLang),
    [t("language"), message.lang],
    [t("submittedAt"), message.submittedAt],
    [t("reference"), message.id],
  ];
  const { qualification, createdAt } = message;
  const mark = auditSoonMark(qualification, createdAt, soonWeeks, settings.inboxLang);
  return teamMail(message, settings, {
    name: mailName(message, "notification"),
    subject: [t("inboxSubject", { name, company: f.company }), mark].filter(Boolean).join(" – "),
    blocks: [
      { kind: "text", text: t("inboxIntro") },
      { kind: "details", rows },
      ...sourceBlocks(message, t),
      { kind: "heading", text: t("message") },
      { kind: "text", text: f.message },
      { kind: "text", text: t("replyHint", { name }) },
    ],
  });
}

/** The visitor's confirmation, in their language: we have it, we reply soon, what they wrote. */
export function renderConfirmationMail(
  message: StoredMessage,
  settings: MailSettings,
): OutgoingMail {
  const t = translator(confirmationMailCopy, message.lang);
  const params = visitorParams(message, settings);
  const paragraphs = [t("greeting", params), t("body", params), t("yourMessage", params)];
  return visitorMail(message, settings, {
    name: mailName(message, "confirmation"),
    subject: t("subject", params),
    blocks: [
      ...paragraphs.map((text): MailBlock => ({ kind: "text", text })),
      { kind: "quote", text: message.fields.message },
      { kind: "text", text: t("signature", params) },
    ],
  });
}
