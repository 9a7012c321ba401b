import { personName } from "../../../common/contact/contactFields";
import { whenIn } from "../../../common/booking/zoneNames";
import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import type { Attendance } from "./attendanceStatements";
import { escapeHtml } from "../../text/escape";
import { bookingDocument, plainForm } from "../slotPage/bookingPage";
import { linkFields, type SignedLink } from "../bookingLinks";
import { attendancePath } from "./attendanceLinks";
import { attendancePageCopy } from "./attendancePageCopy";
import { attendanceWindowMs } from "./attendanceSchedule";
import type { AttendanceAnswer, Demo } from "./attendanceService";

export interface AttendancePageSite {
  lang: Lang;
  productName: string;
  /** The team's zone: the host reads the demo's time in it. */
  teamZone: string;
  /** The site's home in the page's language. */
  home: string;
}

const paragraph = (text: string, role = "") =>
  `<p${role && ` role="${role}"`}>${escapeHtml(text)}</p>`;

/** How many days after a demo its links record attendance, as the expired page says. */
const windowDays = Math.round(attendanceWindowMs / (24 * 60 * 60_000));

const demoParams = ({ booking, message }: Demo, site: AttendancePageSite) => ({
  name: personName(message.fields),
  company: message.fields.company,
  when: whenIn(booking.start, site.lang, site.teamZone),
});

type Page = { title: string; html: string };

function confirmPage(
  asked: Attendance,
  demo: Demo,
  link: SignedLink<Attendance>,
  site: AttendancePageSite,
): Page {
  const t = translator(attendancePageCopy, site.lang);
  const params = demoParams(demo, site);
  const fields: [string, string][] = [...linkFields(link), ["lang", site.lang]];
  const effect = asked === "no_show" ? paragraph(t("no_showEffect", params)) : "";
  const form = plainForm(attendancePath[asked], fields, "", t(`${asked}Button`));
  return {
    title: t("confirmTitle"),
    html: paragraph(t(`${asked}Question`, params)) + effect + form,
  };
}

function body(answer: AttendanceAnswer, link: SignedLink<Attendance>, site: AttendancePageSite) {
  const t = translator(attendancePageCopy, site.lang);
  switch (answer.kind) {
    case "confirm":
      return confirmPage(answer.asked, answer.demo, link, site);
    case "recorded":
      return {
        title: t("recordedTitle"),
        html: paragraph(t(answer.asked, demoParams(answer.demo, site)), "status"),
      };
    case "alreadyRecorded": {
      const key = answer.recorded === "held" ? "alreadyHeld" : "alreadyNoShow";
      return {
        title: t("alreadyTitle"),
        html: paragraph(t(key, demoParams(answer.demo, site)), "status"),
      };
    }
    case "cancelled":
    case "notEnded":
      return {
        title: t(`${answer.kind}Title`),
        html: paragraph(t(answer.kind, demoParams(answer.demo, site)), "alert"),
      };
    default:
      return {
        title: t(`${answer.kind}Title`),
        html: paragraph(t(answer.kind, { days: windowDays }), "alert"),
      };
  }
}

/** A refusal without a readable link: the request carried no signed parameters. */
export function unreadableAttendancePage(
  kind: "invalid" | "unreadable",
  site: AttendancePageSite,
): string {
  const t = translator(attendancePageCopy, site.lang);
  return bookingDocument(site, { title: t(`${kind}Title`), html: paragraph(t(kind), "alert") });
}

/** A complete HTML document for a host's attendance link; a plain form, no scripts needed. */
export function renderAttendancePage(
  answer: AttendanceAnswer,
  link: SignedLink<Attendance>,
  site: AttendancePageSite,
): string {
  return bookingDocument(site, body(answer, link, site));
}
