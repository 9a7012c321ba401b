import {
  contactFieldTable,
  personName,
  type MailRowField,
} from "../../../common/contact/contactFields";
import { leadSourceFields } from "../../../common/contact/leadSource";
import type { Lang } from "../../../common/i18n/lang";
import { translator, type Translate } from "../../../common/i18n/translate";
import type { StoredMessage } from "../../storage/storage";
import { mailCopy } from "./copy";
import { escapeHtml, headerText } from "../../text/escape";

interface Address {
  name: string;
  address: string;
}

export interface OutgoingMail {
  /** Stable per message and kind, so a receiver can recognise a re-delivery after a crash. */
  messageId: string;
  from: string;
  to: string | Address;
  replyTo: string | Address;
  subject: string;
  text: string;
  html: string;
  /**
   * A demo booking's iCalendar invitation (RFC 5546), sent as `text/calendar; method=…`: a
   * REQUEST for a new or moved demo, a CANCEL for a cancelled one.
   */
  invitation?: { method: "REQUEST" | "CANCEL"; calendar: string };
}

export interface MailSettings {
  from: string;
  to: string;
  inboxLang: Lang;
  /** The site's product name (the build's), as the confirmation signs with it. */
  productName: string;
}

/** The fields the inbox mail lists in its table, in the form's order (common/contact/contactFields.ts). */
const mailRowFields = contactFieldTable.flatMap((spec): MailRowField[] =>
  spec.mail === "row" ? [spec.name] : [],
);

/** Which of a lead's two mails: the name is part of its Message-ID, so it never changes. */
type MailKind = "notification" | "confirmation";

function messageIdFor(message: StoredMessage, kind: MailKind, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${message.id}.${kind}@${domain}>`;
}

function fullName(message: StoredMessage): string {
  return headerText(personName(message.fields));
}

type Row = [label: string, value: string];
type MailTranslate = Translate<keyof typeof mailCopy.en & string>;

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

function htmlDocument(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${body}</body></html>`;
}

/** Plain paragraphs: line breaks the visitor typed are kept, everything else is escaped text. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

export function renderInboxMail(message: StoredMessage, settings: MailSettings): OutgoingMail {
  const t = translator(mailCopy, settings.inboxLang);
  const f = message.fields;
  const name = fullName(message);
  const rows: Row[] = [
    [t("name"), name],
    ...mailRowFields.map((field): Row => [t(field), f[field] || t("notGiven")]),
    [t("language"), message.lang],
    [t("submittedAt"), message.submittedAt],
    [t("reference"), message.id],
  ];
  const source = sourceBlock(message, t);
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
    settings.inboxLang,
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
    subject: headerText(t("inboxSubject", { name, company: headerText(f.company) })),
    text,
    html,
  };
}

export function renderConfirmationMail(
  message: StoredMessage,
  settings: MailSettings,
): OutgoingMail {
  const t = translator(mailCopy, message.lang);
  const product = settings.productName;
  const name = fullName(message);
  const paragraphs = [
    t("confirmationGreeting", { name }),
    t("confirmationBody", { product }),
    t("confirmationCopy"),
  ];
  const signature = t("confirmationSignature", { product });
  const text = [...paragraphs, message.fields.message, signature].join("\n\n");
  const html = htmlDocument(
    message.lang,
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
    subject: headerText(t("confirmationSubject", { product })),
    text,
    html,
  };
}
