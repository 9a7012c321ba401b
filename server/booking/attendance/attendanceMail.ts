import { personName } from "../../../common/contact/contactFields";
import { whenIn, zoneName } from "../../../common/booking/zoneNames";
import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import type { Notice } from "../../delivery/notice";
import type { Attendance } from "./attendanceStatements";
import type { StoredBooking } from "../store/bookings";
import type { StoredMessage } from "../../storage/storage";
import { teamMail, visitorMail } from "../../delivery/mail/messageMails";
import type { MailBlock } from "../../delivery/mail/templates/mailBlocks";
import demoDetailsCopy from "@content/mails/demoDetails.json";
import noShowMailCopy from "@content/mails/noShow.json";
import { textBlocks } from "../mails/demoBlocks";
import { demoParams } from "../mails/demoParams";
import { attendanceNoticeCopy, attendanceRequestCopy } from "./attendanceMailCopy";

/** A demo as the team reads it: the visitor, and the time in the team's zone. */
function teamParams(booking: StoredBooking, message: StoredMessage, lang: Lang, zone: string) {
  return {
    name: personName(message.fields),
    company: message.fields.company,
    when: whenIn(booking.start, lang, zone),
    zone: zoneName(zone, lang, booking.start),
    id: message.id,
  };
}

/**
 * The host's question after the demo, in the team's language, with the two signed links. Its
 * Message-ID names the demo's end, so a moved demo's question is not taken for a repeat.
 */
export function attendanceRequestMail(
  demo: { booking: StoredBooking; message: StoredMessage },
  settings: MailSettings,
  teamZone: string,
  links: Record<Attendance, string>,
): OutgoingMail {
  const lang = settings.inboxLang;
  const t = translator(attendanceRequestCopy, lang);
  const params = teamParams(demo.booking, demo.message, lang, teamZone);
  const blocks: MailBlock[] = [
    { kind: "text", text: t("body", params) },
    { kind: "text", text: t("noShow", params) },
    {
      kind: "buttons",
      links: [
        { label: t("heldButton"), href: links.held },
        { label: t("noShowButton"), href: links.no_show },
      ],
    },
    { kind: "text", text: t("reference", params) },
  ];
  return teamMail(demo.message, settings, {
    name: `${demo.booking.id}.attendance.${demo.booking.end}`,
    subject: t("subject", params),
    blocks,
  });
}

/** The visitor's one mail after a no-show, in their language and zone, with the reschedule link. */
export function noShowMail(
  demo: { booking: StoredBooking; message: StoredMessage },
  settings: MailSettings,
  rescheduleLink: string,
): OutgoingMail {
  const { booking, message } = demo;
  const lang = message.lang;
  const t = translator(noShowMailCopy, lang);
  const params = demoParams(message, settings, { start: booking.start, zone: booking.visitorZone });
  const buttons = translator(demoDetailsCopy, lang);
  return visitorMail(message, settings, {
    name: `${booking.id}.no-show.${booking.end}`,
    subject: t("subject", params),
    blocks: [
      ...textBlocks(t("body", params)),
      ...textBlocks(t("reschedule", params)),
      { kind: "buttons", links: [{ label: buttons("chooseTime"), href: rescheduleLink }] },
      ...textBlocks(t("signature", params)),
    ],
  });
}

/** The chat notice of a recorded attendance, in the team's language and zone. */
export function attendanceNotice(
  demo: { booking: StoredBooking; message: StoredMessage },
  attendance: Attendance,
  lang: Lang,
  teamZone: string,
): Notice {
  const t = translator(attendanceNoticeCopy, lang);
  const params = teamParams(demo.booking, demo.message, lang, teamZone);
  return { title: t(attendance, params), lines: [t("reference", params)] };
}
