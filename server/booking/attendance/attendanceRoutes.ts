import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pathFor } from "../../../common/pagePaths";
import { answerPageHeaders, type AnswerSite } from "../../http/pageDocument";
import type { AppEnv } from "../../http/requestContext";
import type { Attendance } from "./attendanceStatements";
import { signedLinkOf, type SignedLink } from "../bookingLinks";
import { isJsonRequest, langOf } from "../slotPage/bookingRoutes";
import { attendancePath, attendances } from "./attendanceLinks";
import { renderAttendancePage, unreadableAttendancePage } from "./attendancePage";
import type { AttendanceAnswer, AttendanceService } from "./attendanceService";

const statusOf = {
  confirm: 200,
  recorded: 200,
  alreadyRecorded: 200,
  invalid: 403,
  expired: 410,
  outdated: 409,
  cancelled: 409,
  notEnded: 409,
  unavailable: 503,
} as const satisfies Record<AttendanceAnswer["kind"], number>;

/**
 * `GET /api/booking/attendance/held?b=…&e=…&q=…&s=…` and `…/no-show`: the host's links. A GET
 * only shows the demo and a button (mail scanners follow links); the button POSTs the same
 * signed parameters, which records the answer once. Pages in the team's language.
 */
export function attendanceRoutes(
  service: AttendanceService,
  site: AnswerSite & { teamZone: string },
) {
  const routes = new Hono<AppEnv>();

  const pageSite = (lang: ReturnType<typeof langOf>) => ({
    lang,
    productName: site.productName,
    teamZone: site.teamZone,
    home: pathFor("home", lang),
  });

  function answered(
    c: Context<AppEnv>,
    answer: AttendanceAnswer,
    link: SignedLink<Attendance>,
    lang: ReturnType<typeof langOf>,
  ) {
    const html = renderAttendancePage(answer, link, pageSite(lang));
    return c.html(html, statusOf[answer.kind], answerPageHeaders);
  }

  for (const attendance of attendances) {
    const path = attendancePath[attendance];
    routes.get(path, async (c) => {
      const params = c.req.query();
      const lang = langOf(c, params.lang);
      const link = signedLinkOf(attendance, params);
      if (!link)
        return c.html(unreadableAttendancePage("invalid", pageSite(lang)), 403, answerPageHeaders);
      return answered(c, await service.open(link, c.get("log")), link, lang);
    });
    routes.post(path, bodyLimit({ maxSize: 4096 }), async (c) => {
      const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
      const lang = langOf(c, fields.lang);
      // The page posts a plain form; a JSON body is no request of its.
      if (isJsonRequest(c))
        return c.html(
          unreadableAttendancePage("unreadable", pageSite(lang)),
          400,
          answerPageHeaders,
        );
      const link = signedLinkOf(attendance, fields);
      if (!link)
        return c.html(unreadableAttendancePage("invalid", pageSite(lang)), 403, answerPageHeaders);
      return answered(c, await service.record(link, c.get("log")), link, lang);
    });
  }
  return routes;
}
