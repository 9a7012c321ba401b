import { Hono } from "hono";
import { pathFor } from "../../../common/pagePaths";
import { answerPageHeaders, type AnswerSite } from "../../http/pageDocument";
import type { AppEnv } from "../../http/requestContext";
import { signedLinkOf } from "../../http/signedLinks";
import { langOf } from "../slotPage/bookingRoutes";
import type { ManageBooking } from "../manage/manageBooking";
import { renderManagePage } from "../manage/manageBookingPage";
import { calendarFileAction, calendarFilePath, type DemoCalendar } from "./demoCalendar";

const refusalStatus = {
  invalid: 403,
  expired: 410,
  outdated: 409,
  cancelled: 409,
  changeLimit: 409,
  unavailable: 503,
} as const;

/**
 * `GET /api/booking/calendar.ics?b=…&e=…&q=…&s=…`: the booked demo as a file for any calendar,
 * from a signed link tied to the booking as it is (a moved demo's link is outdated; its page and
 * mail carry the new one). A refusal is the manage pages' own, in the visitor's language.
 */
export function calendarFileRoutes(
  manage: ManageBooking,
  calendar: DemoCalendar,
  site: AnswerSite,
) {
  return new Hono<AppEnv>().get(calendarFilePath, async (c) => {
    const query = c.req.query();
    const lang = langOf(c, query.lang);
    const link = signedLinkOf(calendarFileAction, query);
    const opened = link ? await manage.open(link, c.get("log")) : { kind: "invalid" as const };
    if (opened.kind === "active") {
      return c.body(calendar.file(opened.booking, lang), 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="demo.ics"',
        "Cache-Control": "no-store",
      });
    }
    const content = opened.kind === "cancelled" ? opened : { kind: opened.kind };
    const html = renderManagePage(content, { lang, ...site, home: pathFor("home", lang) });
    return c.html(html, refusalStatus[opened.kind], answerPageHeaders);
  });
}
