import { senderDomain } from "../delivery/mail/mailNames";
import { personName } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import type { MailSettings, OutgoingMail } from "../delivery/mail/outgoingMail";
import { mailBodies } from "../delivery/mail/templates/mailBodies";
import type { MailBlock } from "../delivery/mail/templates/mailBlocks";
import type { StoredMessage } from "../storage/storage";
import { domainOf } from "../text/address";
import { headerText } from "../text/escape";
import type { HeldAction } from "./heldLinks";
import { holdReasonCopy } from "../screening/holdReasons";
import { heldSummaryCopy } from "./heldSummaryCopy";

/** A held message as the summary lists it, with its signed links. */
interface HeldEntry {
  message: StoredMessage;
  links: Partial<Record<HeldAction, string>>;
}

/** The messages the summary lists, and what it only counts. */
export interface HeldList {
  /** Newest first, at most `heldListLimit`. */
  entries: HeldEntry[];
  /** Waiting messages beyond the limit. */
  more: number;
  /** Held messages from senders on the blocklist now: counted, not listed. */
  blockedLeftOut: number;
}

/** What the summary says, besides the list: its hour and how many of the list are new. */
export interface HeldSummary extends HeldList {
  /** The hour it covers (`2026-11-28T05`), in its Message-ID. */
  period: string;
  fresh: number;
  waiting: number;
  linkDays: number;
}

const firstLinesShown = 3;
const firstCharsShown = 300;

/** The message's first lines, as the team reads them before deciding. */
export function firstLines(text: string): string {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const shown = lines.slice(0, firstLinesShown).join("\n");
  const chars = Array.from(shown);
  const cut = chars.length > firstCharsShown || lines.length > firstLinesShown;
  return `${chars.slice(0, firstCharsShown).join("").trimEnd()}${cut ? " …" : ""}`;
}

function entryBlocks({ message, links }: HeldEntry, lang: Lang): MailBlock[] {
  const t = translator(heldSummaryCopy, lang);
  const reasons = translator(holdReasonCopy, lang);
  const f = message.fields;
  const email = f.email;
  const when = new Date(message.createdAt).toISOString().slice(0, 16).replace("T", " ");
  const reason = message.holdReason ? reasons(message.holdReason) : "";
  const actions: { label: string; href: string }[] = [];
  if (links.release) actions.push({ label: t("release"), href: links.release });
  if (links["block-address"])
    actions.push({ label: t("blockAddress", { email }), href: links["block-address"] });
  if (links["block-domain"])
    actions.push({
      label: t("blockDomain", { domain: domainOf(email) }),
      href: links["block-domain"],
    });
  return [
    {
      kind: "text",
      text: `${t("who", { name: personName(f), company: f.company, email })}\n${t("reason", { reason, when })}`,
    },
    { kind: "quote", text: firstLines(f.message) },
    ...(actions.length ? [{ kind: "buttons", links: actions } as const] : []),
  ];
}

type CountedKey = "subjectNew" | "subjectWaiting" | "waiting" | "more" | "blockedLeftOut";

/** The text for a count: its `…One` form for 1, since both languages say one otherwise than more. */
const byCount = (key: CountedKey, count: number) => (count === 1 ? (`${key}One` as const) : key);

/** The list of held messages with their links: the summary's and the digest's. */
function heldListBlocks(list: HeldList, lang: Lang): MailBlock[] {
  const t = translator(heldSummaryCopy, lang);
  const note = (key: CountedKey, count: number) => t(byCount(key, count), { count });
  const notes = [
    ...(list.more > 0 ? [note("more", list.more)] : []),
    ...(list.blockedLeftOut > 0 ? [note("blockedLeftOut", list.blockedLeftOut)] : []),
  ];
  return [
    ...list.entries.flatMap((entry) => entryBlocks(entry, lang)),
    ...notes.map((text): MailBlock => ({ kind: "text", text })),
  ];
}

function subjectOf(summary: HeldSummary, lang: Lang): string {
  const t = translator(heldSummaryCopy, lang);
  const { fresh, waiting } = summary;
  if (fresh === 0) return t(byCount("subjectWaiting", waiting), { waiting });
  const waitingPart = t(byCount("waiting", waiting), { waiting });
  return t(byCount("subjectNew", fresh), { count: fresh, waiting: waitingPart });
}

/**
 * The summary to the team's inbox, in its language: what the held messages are, how the links
 * work, then each message with its links. Its Message-ID names the hour, the same on a retry.
 */
export function heldSummaryMail(summary: HeldSummary, settings: MailSettings): OutgoingMail {
  const lang = settings.inboxLang;
  const t = translator(heldSummaryCopy, lang);
  const intro: MailBlock[] = [t("intro"), t("how", { days: summary.linkDays })].map((text) => ({
    kind: "text",
    text,
  }));
  const domain = senderDomain(settings.from);
  return {
    messageId: `<held.summary.${summary.period}@${domain}>`,
    from: settings.from,
    to: settings.to,
    replyTo: settings.from,
    subject: headerText(subjectOf(summary, lang)),
    ...mailBodies([...intro, ...heldListBlocks(summary, lang)], lang, settings.productName),
  };
}

/** The digest's part: what still waits, under its heading. */
export function heldDigestSection(list: HeldList & { waiting: number }, lang: Lang): MailBlock[] {
  const heading = translator(heldSummaryCopy, lang)("digestHeading", { waiting: list.waiting });
  return [{ kind: "text", text: heading }, ...heldListBlocks(list, lang)];
}
