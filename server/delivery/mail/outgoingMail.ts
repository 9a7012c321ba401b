import type { Lang } from "../../../common/i18n/lang";
import { escapeHtml } from "../../text/escape";

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

/**
 * A mail's HTML part around its body: the language, the one style every mail shares and the
 * product's name at its head, as the template's mails have it.
 */
export function htmlDocument(lang: Lang, productName: string, body: string): string {
  const head = `<p style="font-size:1.1em;font-weight:700;color:#0b5f59">${escapeHtml(productName)}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${head}${body}</body></html>`;
}
