import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Lang } from "../../../common/i18n/lang";
import { pathFor } from "../../../common/pagePaths";
import { answerPageHeaders, type AnswerSite } from "../../http/pageDocument";
import type { AppEnv } from "../../http/requestContext";
import { bookingLinks } from "../bookingLinks";
import { isJsonRequest, langOf } from "../slotPage/bookingRoutes";
import { confirmHoldPath, holdLinkOf, type HoldLink } from "./holdLinks";
import { renderHoldPage, type HoldPageContent } from "./holdPage";
import type { HoldAnswer, HoldService } from "./holdService";
import type { DemoCalendar } from "../calendarLinks/demoCalendar";
import { hostNameIn } from "../team/hostNames";

const statusOf = {
  confirm: 200,
  booked: 200,
  lapsed: 410,
  personBooked: 409,
  invalid: 403,
  unknown: 404,
  unavailable: 503,
} as const;

/**
 * `GET /api/booking/confirm?b=…&e=…&s=…`: the page of a hold's confirmation link. A GET only
 * shows (mail scanners follow links); its one button POSTs the same signed parameters to
 * confirm. Past the hold's time the page offers fresh times, and a POST with `start` books one.
 */
export function holdRoutes(
  holds: HoldService,
  site: AnswerSite,
  secret: string,
  /** Who gives a demo stored under `host` (BookingService.hostNames). */
  hostNames: (host: string) => string[],
  calendar: DemoCalendar,
) {
  const routes = new Hono<AppEnv>();

  function page(c: Context<AppEnv>, lang: Lang, answer: HoldAnswer, link: HoldLink | null) {
    const content = contentOf(answer, lang, link);
    const html = renderHoldPage(content, {
      lang,
      ...site,
      action: confirmHoldPath,
      home: pathFor("home", lang),
    });
    return c.html(html, statusOf[answer.kind], answerPageHeaders);
  }

  function contentOf(answer: HoldAnswer, lang: Lang, link: HoldLink | null): HoldPageContent {
    switch (answer.kind) {
      case "confirm":
        return link
          ? { kind: "confirm", start: answer.hold.start, zone: answer.hold.visitorZone, link }
          : { kind: "invalid" };
      case "booked": {
        const { booking } = answer;
        const links = bookingLinks(booking, lang, { secret, origin: "" });
        const host = hostNameIn(hostNames(booking.host), lang);
        const addToCalendar = calendar.links(booking, lang);
        const { start, visitorZone: zone } = booking;
        return { kind: "booked", start, zone, host, links, addToCalendar };
      }
      case "lapsed":
        return link ? { ...answer, link } : { kind: "invalid" };
      default:
        return answer;
    }
  }

  routes.get(confirmHoldPath, async (c) => {
    const query = c.req.query();
    const lang = langOf(c, query.lang);
    const link = holdLinkOf(query);
    const answer = link ? await holds.open(link, c.get("log")) : ({ kind: "invalid" } as const);
    return page(c, lang, answer, link);
  });

  routes.post(confirmHoldPath, bodyLimit({ maxSize: 4096 }), async (c) => {
    const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const lang = langOf(c, fields.lang);
    const link = isJsonRequest(c) ? null : holdLinkOf(fields);
    if (!link) return page(c, lang, { kind: "invalid" }, null);
    const log = c.get("log");
    const start = fields.start;
    const answer =
      start === undefined
        ? await holds.confirm(link, log)
        : await holds.bookFresh(link, /^\d{1,16}$/.test(start) ? Number(start) : NaN, log);
    return page(c, lang, answer, link);
  });

  return routes;
}
