import type { Lang } from "../../../common/i18n/lang";

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
  /** The site's product name (the build's): at the head of every mail, and its copy's `{product}`. */
  productName: string;
}
