import { personName } from "../../common/contact/contactFields";
import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { senderDomain } from "../delivery/mail/mailNames";
import { htmlDocument, type MailSettings, type OutgoingMail } from "../delivery/mail/outgoingMail";
import type { StoredMessage } from "../storage/storage";
import { domainOf } from "../text/address";
import { escapeHtml, headerText } from "../text/escape";
import type { HeldAction } from "./heldLinks";
import { heldSummaryCopy, holdReasonCopy } from "./heldSummaryCopy";

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

type Block = { text: string; link?: string; quote?: boolean };

function entryBlocks({ message, links }: HeldEntry, lang: Lang): Block[] {
  const t = translator(heldSummaryCopy, lang);
  const reasons = translator(holdReasonCopy, lang);
  const f = message.fields;
  const email = f.email;
  const when = new Date(message.createdAt).toISOString().slice(0, 16).replace("T", " ");
  const reason = message.holdReason ? reasons(message.holdReason) : "";
  const linkBlocks: Block[] = [];
  if (links.release) linkBlocks.push({ text: t("release"), link: links.release });
  if (links["block-address"])
    linkBlocks.push({ text: t("blockAddress", { email }), link: links["block-address"] });
  if (links["block-domain"])
    linkBlocks.push({
      text: t("blockDomain", { domain: domainOf(email) }),
      link: links["block-domain"],
    });
  return [
    {
      text: `${t("who", { name: personName(f), company: f.company, email })}\n${t("reason", { reason, when })}`,
    },
    { text: firstLines(f.message), quote: true },
    ...linkBlocks,
  ];
}

const textOf = (block: Block) =>
  block.quote
    ? block.text
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n")
    : block.link
      ? `${block.text}\n${block.link}`
      : block.text;

function htmlOf(block: Block): string {
  const text = escapeHtml(block.text).replace(/\n/g, "<br>");
  if (block.quote) return `<blockquote style="margin:0 0 0 1em;color:#334155">${text}</blockquote>`;
  if (!block.link) return `<p style="margin:1.5em 0 0.25em"><strong>${text}</strong></p>`;
  const href = escapeHtml(block.link);
  return `<p style="margin:0.25em 0">${text} <a href="${href}">${href}</a></p>`;
}

/** The list of held messages with their links, as text and HTML: the summary's and the digest's. */
function heldListBodies(list: HeldList, lang: Lang): { text: string; html: string } {
  const t = translator(heldSummaryCopy, lang);
  const entries = list.entries.map((entry) => entryBlocks(entry, lang));
  const notes = [
    ...(list.more > 0 ? [t("more", { count: list.more })] : []),
    ...(list.blockedLeftOut > 0 ? [t("blockedLeftOut", { count: list.blockedLeftOut })] : []),
  ];
  return {
    text: [...entries.map((blocks) => blocks.map(textOf).join("\n")), ...notes].join("\n\n"),
    html:
      entries.map((blocks) => blocks.map(htmlOf).join("")).join("") +
      notes.map((note) => `<p>${escapeHtml(note)}</p>`).join(""),
  };
}

function subjectOf(summary: HeldSummary, lang: Lang): string {
  const t = translator(heldSummaryCopy, lang);
  const { fresh, waiting } = summary;
  if (fresh === 0) return waiting === 1 ? t("subjectWaitingOne") : t("subjectWaiting", { waiting });
  return fresh === 1 ? t("subjectNewOne", { waiting }) : t("subjectNew", { count: fresh, waiting });
}

/**
 * The summary to the team's inbox, in its language: what the held messages are, how the links
 * work, then each message with its links. Its Message-ID names the hour, the same on a retry.
 */
export function heldSummaryMail(summary: HeldSummary, settings: MailSettings): OutgoingMail {
  const lang = settings.inboxLang;
  const t = translator(heldSummaryCopy, lang);
  const intro = [t("intro"), t("how", { days: summary.linkDays })];
  const list = heldListBodies(summary, lang);
  return {
    messageId: `<held.summary.${summary.period}@${senderDomain(settings.from)}>`,
    from: settings.from,
    to: settings.to,
    replyTo: settings.from,
    subject: headerText(subjectOf(summary, lang)),
    text: [...intro, list.text].join("\n\n"),
    html: htmlDocument(lang, intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("") + list.html),
  };
}

/** The digest's part: what still waits, under its heading, as text and HTML. */
export function heldDigestSection(
  list: HeldList & { waiting: number },
  lang: Lang,
): { text: string; html: string } {
  const heading = translator(heldSummaryCopy, lang)("digestHeading", { waiting: list.waiting });
  const bodies = heldListBodies(list, lang);
  return {
    text: `${heading}\n\n${bodies.text}`,
    html: `<p><strong>${escapeHtml(heading)}</strong></p>${bodies.html}`,
  };
}
