import { contactFieldTable, type MailRowField } from "../../common/contact/contactFields";
import { leadSourceFields } from "../../common/contact/leadSource";
import { auditSoonMark, qualificationRows } from "../../common/contact/qualificationWords";
import { translator, type Translate } from "../../common/i18n/translate";
import { fullName, senderDomain } from "../delivery/mail/mailNames";
import { htmlDocument, type MailSettings, type OutgoingMail } from "../delivery/mail/outgoingMail";
import type { StoredMessage } from "../storage/storage";
import { escapeHtml, headerText } from "../text/escape";
import confirmationMailCopy from "@content/mails/contactConfirmation.json";
import { leadMailCopy } from "./leadMailCopy";

/** The fields the inbox mail lists in its table, in the form's order (common/contact/contactFields.ts). */
const mailRowFields = contactFieldTable.flatMap((spec): MailRowField[] =>
  spec.mail === "row" ? [spec.name] : [],
);

/** Which of a lead's two mails: the name is part of its Message-ID, so it never changes. */
type MailKind = "notification" | "confirmation";

function messageIdFor(message: StoredMessage, kind: MailKind, from: string): string {
  return `<${message.id}.${kind}@${senderDomain(from)}>`;
}

type Row = [label: string, value: string];
type MailTranslate = Translate<keyof typeof leadMailCopy.en & string>;

/** The "Source" block's rows: the known values of the lead's source, in the table's order. */
function sourceRows(message: StoredMessage, t: MailTranslate): Row[] {
  return leadSourceFields.flatMap((field): Row[] => {
    const value = message.source[field];
    return value === undefined ? [] : [[t(field), value]];
  });
}

function htmlTable(rows: Row[]): string {
  const cells = rows.map(
    ([label, value]) =>
      `<tr><th style="text-align:left;padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  );
  return `<table>${cells.join("")}</table>`;
}

/** The block, or nothing when the source is unknown. */
function sourceBlock(message: StoredMessage, t: MailTranslate): { text: string[]; html: string } {
  const rows = sourceRows(message, t);
  if (rows.length === 0) return { text: [], html: "" };
  return {
    text: [`${t("source")}:`, ...rows.map(([label, value]) => `  ${label}: ${value}`), ""],
    html: `<h2 style="font-size:1em">${escapeHtml(t("source"))}</h2>${htmlTable(rows)}`,
  };
}

/** Plain paragraphs: line breaks the visitor typed are kept, everything else is escaped text. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

/**
 * The lead's mail to the inbox; `soonWeeks` (BOOKING_SOON_WEEKS): an audit that close, reckoned
 * from the message's arrival, is marked in the subject ("audit in 4 weeks, BRCGS").
 */
export function renderInboxMail(
  message: StoredMessage,
  settings: MailSettings,
  soonWeeks: number,
): OutgoingMail {
  const lang = settings.inboxLang;
  const t = translator(leadMailCopy, lang);
  const f = message.fields;
  const name = fullName(message);
  const rows: Row[] = [
    [t("name"), name],
    ...mailRowFields.map((field): Row => [t(field), f[field] || t("notGiven")]),
    ...qualificationRows(message.qualification, lang),
    [t("language"), message.lang],
    [t("submittedAt"), message.submittedAt],
    [t("reference"), message.id],
  ];
  const source = sourceBlock(message, t);
  const mark = auditSoonMark(message.qualification, message.createdAt, soonWeeks, lang);
  const text = [
    t("inboxIntro"),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...source.text,
    `${t("message")}:`,
    f.message,
    "",
    t("replyHint", { name }),
  ].join("\n");
  const html = htmlDocument(
    lang,
    settings.productName,
    [
      `<p>${escapeHtml(t("inboxIntro"))}</p>`,
      htmlTable(rows),
      source.html,
      `<h2 style="font-size:1em">${escapeHtml(t("message"))}</h2>`,
      `<p>${htmlText(f.message)}</p>`,
      `<p style="color:#475569">${escapeHtml(t("replyHint", { name }))}</p>`,
    ].join(""),
  );
  return {
    messageId: messageIdFor(message, "notification", settings.from),
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: headerText(f.email) },
    subject: headerText(
      [t("inboxSubject", { name, company: headerText(f.company) }), mark]
        .filter(Boolean)
        .join(" – "),
    ),
    text,
    html,
  };
}

export function renderConfirmationMail(
  message: StoredMessage,
  settings: MailSettings,
): OutgoingMail {
  const t = translator(confirmationMailCopy, message.lang);
  const name = fullName(message);
  const params = { name, product: settings.productName };
  const paragraphs = [t("greeting", params), t("body", params), t("yourMessage", params)];
  const signature = t("signature", params);
  const text = [...paragraphs, message.fields.message, signature].join("\n\n");
  const html = htmlDocument(
    message.lang,
    settings.productName,
    [
      ...paragraphs.map((paragraph) => `<p>${htmlText(paragraph)}</p>`),
      `<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:1em">${htmlText(message.fields.message)}</blockquote>`,
      `<p>${htmlText(signature)}</p>`,
    ].join(""),
  );
  return {
    messageId: messageIdFor(message, "confirmation", settings.from),
    from: settings.from,
    to: { name, address: headerText(message.fields.email) },
    replyTo: settings.to,
    subject: headerText(t("subject", params)),
    text,
    html,
  };
}
