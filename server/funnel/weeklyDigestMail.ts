import { senderDomain } from "../delivery/mail/mailNames";
import { translator } from "../../common/i18n/translate";
import type { MailSettings, OutgoingMail } from "../delivery/mail/outgoingMail";
import { mailBodies } from "../delivery/mail/templates/mailBodies";
import type { MailBlock } from "../delivery/mail/templates/mailBlocks";
import { isoWeek, noStandard, type FunnelFigures, type FunnelGroup } from "./funnel";
import { standardName } from "../../common/contact/qualificationWords";
import type { Standard } from "../../common/contact/qualification";
import type { Lang } from "../../common/i18n/lang";
import {
  changeCells,
  figureCells,
  funnelFormat,
  funnelTable,
  type FunnelFormat,
} from "./funnelTable";
import { weeklyDigestCopy } from "./weeklyDigestCopy";

/** One week of the digest: its Monday (00:00 UTC), its figures, and them by standard named. */
export interface DigestWeek {
  monday: number;
  figures: FunnelFigures;
  /** One group per standard its messages named, and `(none)`; a message naming two is in both. */
  byStandard?: readonly FunnelGroup[];
}

/** A part of the digest another feature writes (the held messages that wait). */
export type DigestSection = readonly MailBlock[];

const day = 24 * 60 * 60 * 1000;
/** The Message-ID's first part: with the week's Monday, the same on every attempt. */
const digestMessageIdPart = "digest.weekly";
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

const quiet = ({ visits, messages, heldForReview, bookings }: FunnelFigures) =>
  !visits && !messages && !heldForReview && !bookings;

/**
 * Last week's funnel by the standard each visitor named (docs/operations.md#the-weekly-digest):
 * its lead line and its table, one column per standard named; nothing in a week without leads.
 */
function standardsSection(week: DigestWeek, lang: Lang, format: FunnelFormat): MailBlock[] {
  const groups = week.byStandard ?? [];
  if (groups.length === 0) return [];
  const t = translator(weeklyDigestCopy, lang);
  const heading = (key: string) =>
    key === noStandard ? t("noStandard") : standardName(key as Standard, lang);
  const columns = groups.map((group) => ({
    heading: heading(group.key),
    cells: figureCells(group.figures, format),
  }));
  return [
    { kind: "text", text: t("byStandard") },
    { kind: "preformatted", text: funnelTable(columns, format).join("\n") },
  ];
}

/**
 * The digest mail: last week beside the week before, with the change, as one plain-text table
 * (preformatted in the HTML part). Two quiet weeks make a short mail, sent all the same.
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
  const text = (words: string): MailBlock => ({ kind: "text", text: words });
  const figures: MailBlock[] =
    quiet(before.figures) && quiet(last.figures)
      ? [text(t("quiet"))]
      : [
          { kind: "preformatted", text: table },
          text(t("reading")),
          ...standardsSection(last, lang, format),
        ];
  const domain = senderDomain(settings.from);
  return {
    messageId: `<${digestMessageIdPart}.${dayOf(last.monday)}@${domain}>`,
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
    ...mailBodies(
      [text(intro), ...figures, ...(held ?? []), text(t("more"))],
      lang,
      settings.productName,
    ),
  };
}
