import { translator } from "../../common/i18n/translate";
import { senderDomain } from "../delivery/mail/mailNames";
import { htmlDocument, type MailSettings, type OutgoingMail } from "../delivery/mail/outgoingMail";
import { escapeHtml } from "../text/escape";
import { isoWeek, type FunnelFigures } from "./funnel";
import { changeCells, figureCells, funnelFormat, funnelTable } from "./funnelTable";
import { weeklyDigestCopy } from "./weeklyDigestCopy";

/** One week of the digest: its Monday (00:00 UTC) and its figures. */
export interface DigestWeek {
  monday: number;
  figures: FunnelFigures;
}

/** A part of the digest another feature writes (the held messages that wait), text and HTML. */
export interface DigestSection {
  text: string;
  html: string;
}

const day = 24 * 60 * 60 * 1000;
/** The Message-ID's first part: with the week's Monday, the same on every attempt. */
const digestMessageIdPart = "digest.weekly";
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

const quiet = ({ visits, messages, heldForReview, bookings }: FunnelFigures) =>
  !visits && !messages && !heldForReview && !bookings;

/**
 * The digest mail: last week beside the week before, with the change, as one plain-text table
 * (a `<pre>` in the HTML part). Two quiet weeks make a short mail, sent all the same.
 */
export function digestMail(
  weeks: { before: DigestWeek; last: DigestWeek },
  settings: MailSettings,
  held: DigestSection | null = null,
): OutgoingMail {
  const lang = settings.inboxLang;
  const t = translator(weeklyDigestCopy, lang);
  const format = funnelFormat(lang);
  const { before, last } = weeks;
  const lastWeek = isoWeek(last.monday);
  const intro = t("intro", { from: dayOf(last.monday), to: dayOf(last.monday + 6 * day) });
  const table = funnelTable(
    [
      { heading: isoWeek(before.monday), cells: figureCells(before.figures, format) },
      { heading: lastWeek, cells: figureCells(last.figures, format) },
      { heading: format.t("change"), cells: changeCells(before.figures, last.figures, format) },
    ],
    format,
  ).join("\n");
  const paragraphs =
    quiet(before.figures) && quiet(last.figures)
      ? [intro, t("quiet")]
      : [intro, table, t("reading")];
  const closing = t("more");
  return {
    messageId: `<${digestMessageIdPart}.${dayOf(last.monday)}@${senderDomain(settings.from)}>`,
    from: settings.from,
    to: settings.to,
    replyTo: settings.from,
    subject: t("subject", {
      week: lastWeek,
      messages: last.figures.messages,
      bookings: last.figures.bookings,
      demosHeld: last.figures.demosHeld,
    }),
    // The held messages that wait come before the closing line on how to get more or stop it.
    text: [...paragraphs, ...(held ? [held.text] : []), closing].join("\n\n"),
    html: htmlDocument(
      lang,
      paragraphs
        .map((p) =>
          p === table
            ? `<pre style="font-size:0.9em">${escapeHtml(p)}</pre>`
            : `<p>${escapeHtml(p)}</p>`,
        )
        .join("") + `${held?.html ?? ""}<p>${escapeHtml(closing)}</p>`,
    ),
  };
}
