import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Lang } from "../../../common/i18n/lang";
import { pathFor } from "../../../common/pagePaths";
import { answerPageHeaders, type AnswerSite } from "../../http/pageDocument";
import type { AppEnv } from "../../http/requestContext";
import {
  bookingLinks,
  manageBookingPath,
  signedLink,
  signedLinkOf,
  type LinkAction,
  type SignedLink,
} from "../bookingLinks";
import { isJsonRequest, langOf } from "../slotPage/bookingRoutes";
import type { ManageBooking } from "./manageBooking";
import type { DemoCalendar } from "../calendarLinks/demoCalendar";
import { renderManagePage, type ManagePageContent } from "./manageBookingPage";

const refusalStatus = {
  unreadable: 400,
  invalid: 403,
  expired: 410,
  outdated: 409,
  changeLimit: 409,
  unavailable: 503,
} as const;

type Status = 200 | 400 | 403 | 409 | 410 | 422 | 503;

async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

/**
 * `GET /api/booking/cancel?b=…&e=…&s=…` and `…/reschedule`: the pages a visitor's signed links
 * open. A GET only shows (mail scanners follow links); the page's one plain form POSTs the same
 * signed parameters to change the booking. Refusals are pages in the visitor's language.
 */
export function manageBookingRoutes(
  manage: ManageBooking,
  site: AnswerSite,
  secret: string,
  calendar: DemoCalendar,
) {
  const routes = new Hono<AppEnv>();
  const relative = { secret, origin: "" };

  function page(c: Context<AppEnv>, lang: Lang, content: ManagePageContent, status: Status) {
    const home = pathFor("home", lang);
    const html = renderManagePage(content, { lang, ...site, home });
    return c.html(html, status, answerPageHeaders);
  }

  const refused = (c: Context<AppEnv>, lang: Lang, kind: keyof typeof refusalStatus) =>
    page(c, lang, { kind }, refusalStatus[kind]);

  /** The request's signed link and language, or a refusal page when it carries none. */
  function handle(
    action: LinkAction,
    params: (c: Context<AppEnv>) => Promise<Record<string, string>>,
    answer: (
      c: Context<AppEnv>,
      link: SignedLink,
      lang: Lang,
      fields: Record<string, string>,
    ) => Promise<Response>,
  ) {
    return async (c: Context<AppEnv>) => {
      const fields = await params(c);
      const lang = langOf(c, fields.lang);
      // The pages post plain forms; a JSON body (an object or not) is no request of theirs.
      if (c.req.method === "POST" && isJsonRequest(c)) return refused(c, lang, "unreadable");
      const link = signedLinkOf(action, fields);
      return link ? answer(c, link, lang, fields) : refused(c, lang, "invalid");
    };
  }
  const query = (c: Context<AppEnv>) => Promise.resolve(c.req.query());
  const form = bodyLimit({ maxSize: 4096 });

  routes.get(
    manageBookingPath.cancel,
    handle("cancel", query, async (c, link, lang) => {
      const opened = await manage.open(link, c.get("log"));
      if (opened.kind === "active") {
        const rescheduleLink = signedLink(opened.booking, "reschedule", lang, relative);
        return page(
          c,
          lang,
          { kind: "cancelConfirm", booking: opened.booking, link, rescheduleLink },
          200,
        );
      }
      if (opened.kind === "cancelled") return page(c, lang, opened, 200);
      return refused(c, lang, opened.kind);
    }),
  );

  routes.post(
    manageBookingPath.cancel,
    form,
    handle("cancel", formOf, async (c, link, lang) => {
      const outcome = await manage.cancel(link, c.get("log"));
      if (outcome.kind === "cancelled") return page(c, lang, outcome, 200);
      return refused(c, lang, outcome.kind);
    }),
  );

  routes.get(
    manageBookingPath.reschedule,
    handle("reschedule", query, async (c, link, lang) => {
      const choice = await manage.slots(link, c.get("log"));
      if (choice.kind === "slots")
        return page(c, lang, { ...choice, kind: "reschedule", link, refusal: null }, 200);
      if (choice.kind === "cancelled") return page(c, lang, choice, 409);
      return refused(c, lang, choice.kind);
    }),
  );

  routes.post(
    manageBookingPath.reschedule,
    form,
    handle("reschedule", formOf, async (c, link, lang, fields) => {
      const start = /^\d{1,16}$/.test(fields.start ?? "") ? Number(fields.start) : NaN;
      const moved = await manage.reschedule(link, start, c.get("log"));
      switch (moved.kind) {
        case "rescheduled": {
          const links = bookingLinks(moved.booking, lang, relative);
          const addToCalendar = calendar.links(moved.booking, lang);
          const content = {
            kind: "rescheduled",
            booking: moved.booking,
            links,
            addToCalendar,
          } as const;
          return page(c, lang, content, 200);
        }
        case "taken":
        case "notOffered": {
          const content = { ...moved, kind: "reschedule", link, refusal: moved.kind } as const;
          return page(c, lang, content, moved.kind === "taken" ? 409 : 422);
        }
        case "cancelled":
          return page(c, lang, moved, 409);
        default:
          return refused(c, lang, moved.kind);
      }
    }),
  );

  return routes;
}
