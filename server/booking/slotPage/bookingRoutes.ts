import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { accepts } from "hono/accepts";
import { defaultLang, isLang, languages, type Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { bookingPath } from "../../../common/bookingPath";
import { pathFor } from "../../../common/pagePaths";
import { answerPageHeaders, type AnswerSite } from "../../http/pageDocument";
import type { AppEnv } from "../../http/requestContext";
import type { StoredBooking } from "../store/bookings";
import { bookingAnswer } from "./bookingAnswer";
import { bookingLinks } from "../bookingLinks";
import { renderBookingPage, type BookingPageContent } from "./bookingPage";
import slotPageCopy from "@content/booking/slotPage.json";
import holdPageCopy from "@content/booking/holdPage.json";
import type { BookingOutcome, BookingService } from "../bookingService";
import { hostNameIn } from "../team/hostNames";
import type { DemoCalendar } from "../calendarLinks/demoCalendar";

interface BookingRequest {
  /** Empty when the request named none: a link that opens nothing. */
  token: string;
  /** NaN when the request held no time: a time never offered. */
  start: number;
  zone: string | undefined;
  lang: Lang;
  /** The slot page showed the visitor's night times: a refusal's page shows them again. */
  withNight: boolean;
}

/** The request's own `lang`, else the site language its `Accept-Language` prefers, else English. */
export function langOf(c: Context<AppEnv>, value: unknown): Lang {
  if (isLang(value)) return value;
  return accepts(c, {
    header: "Accept-Language",
    supports: [...languages],
    default: defaultLang,
    // `nl-NL` and `nl-BE` are Dutch: the primary subtag decides.
    match: (list, config) =>
      list
        .filter((accept) => accept.q > 0)
        .sort((a, b) => b.q - a.q)
        .map((accept) => accept.type.split("-")[0]?.toLowerCase())
        .find(isLang) ?? config.default,
  }) as Lang;
}

export const isJsonRequest = (c: Context<AppEnv>) =>
  c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() === "application/json";

/** A JSON body that is an object; `null`, `[]`, `1`, `"x"` or no JSON at all is nothing. */
function jsonObjectOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `start` as the picker (a JSON integer) or the slot page (its digits) sends it, else NaN. */
function startOf(value: unknown): number {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : NaN;
  return typeof value === "string" && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
}

/**
 * The booking request, or null when its JSON body is not an object. Reading the body is not
 * guarded: a body that never arrives whole is the app's 408 or 499 (server/http).
 */
async function bookingRequestOf(c: Context<AppEnv>): Promise<BookingRequest | null> {
  const text = await c.req.text();
  const body = isJsonRequest(c)
    ? jsonObjectOf(text)
    : Object.fromEntries(new URLSearchParams(text));
  if (!body) return null;
  return {
    token: typeof body.token === "string" ? body.token : "",
    start: startOf(body.start),
    zone: typeof body.zone === "string" ? body.zone : undefined,
    lang: langOf(c, body.lang),
    withNight: body.night === "1",
  };
}

type Answer = BookingOutcome | { kind: "unreadable" };

const statusOf = {
  booked: 200,
  alreadyBooked: 200,
  held: 200,
  personBooked: 409,
  mailCapped: 429,
  unreadable: 400,
  unknown: 404,
  taken: 409,
  notOffered: 422,
  unavailable: 503,
} as const;

/** What a JSON refusal says, in the visitor's language: the slot page's own words. */
function refusalMessage(kind: string, lang: Lang, email: string): string | undefined {
  const t = translator(slotPageCopy, lang);
  switch (kind) {
    case "taken":
    case "notOffered":
      return t(kind);
    case "unknown":
    case "unavailable":
    case "unreadable":
      return `${t(`${kind}Title`)}. ${t(kind, { email })}`;
    case "personBooked":
    case "mailCapped":
      return translator(holdPageCopy, lang)(kind);
    default:
      return undefined;
  }
}

/**
 * `GET /api/booking?t=…`: the slot list as a page (no scripts needed); `POST` books, answering
 * a form with a page and JSON with JSON; `GET /api/booking/slots?t=…` is the picker's list.
 * The capability travels in the query or the body, never the path, which the request log keeps.
 */
export function bookingRoutes(
  service: BookingService,
  site: AnswerSite,
  secret: string,
  calendar: DemoCalendar,
) {
  const routes = new Hono<AppEnv>();
  const hostName = (booking: StoredBooking, lang: Lang) =>
    hostNameIn(service.hostNames(booking.host), lang);
  /** A JSON answer: its booking, if any, as visitors may see it. */
  const shown = <A extends { kind: string }>(
    answer: A | (A & { booking: StoredBooking }),
    lang: Lang,
  ) =>
    "booking" in answer
      ? {
          ...answer,
          booking: bookingAnswer(
            answer.booking,
            hostName(answer.booking, lang),
            calendar.links(answer.booking, lang),
          ),
        }
      : answer;
  // The confirmation's links stay on this server: relative to it.
  const booked = (booking: StoredBooking, lang: Lang): BookingPageContent => ({
    kind: "booked",
    start: booking.start,
    zone: booking.visitorZone,
    host: hostName(booking, lang),
    links: bookingLinks(booking, lang, { secret, origin: "" }),
    addToCalendar: calendar.links(booking, lang),
  });
  const held = (booking: StoredBooking): BookingPageContent => ({
    kind: "held",
    start: booking.start,
    zone: booking.visitorZone,
    holdUntil: booking.holdUntil ?? booking.start,
  });
  const page = (
    c: Context<AppEnv>,
    lang: Lang,
    content: BookingPageContent,
    status: (typeof statusOf)[keyof typeof statusOf],
  ) =>
    c.html(
      renderBookingPage(content, {
        lang,
        ...site,
        action: bookingPath,
        home: pathFor("home", lang),
      }),
      status,
      answerPageHeaders,
    );

  routes.get(bookingPath, async (c) => {
    const lang = langOf(c, c.req.query("lang"));
    const token = c.req.query("t") ?? "";
    const listing = await service.slots(token, c.req.query("zone"), c.get("log"));
    switch (listing.kind) {
      case "slots":
        return page(
          c,
          lang,
          {
            kind: "pick",
            slots: listing.slots,
            token,
            refusal: null,
            withNight: c.req.query("night") === "1",
          },
          200,
        );
      case "alreadyBooked":
        return page(c, lang, booked(listing.booking, lang), 200);
      case "held":
        return page(c, lang, held(listing.booking), 200);
      case "unknown":
      case "unavailable":
        return page(c, lang, { kind: listing.kind }, statusOf[listing.kind]);
    }
  });

  routes.get(`${bookingPath}/slots`, async (c) => {
    const listing = await service.slots(c.req.query("t") ?? "", c.req.query("zone"), c.get("log"));
    const status = listing.kind === "slots" ? 200 : statusOf[listing.kind];
    const lang = langOf(c, c.req.query("lang"));
    const message = refusalMessage(listing.kind, lang, site.email);
    return c.json({ ...shown(listing, lang), message }, status, { "Cache-Control": "no-store" });
  });

  routes.post(bookingPath, bodyLimit({ maxSize: 4096 }), async (c) => {
    const request = await bookingRequestOf(c);
    const answer: Answer = request
      ? await service.book(request.token, request.start, request.zone, c.get("log"))
      : { kind: "unreadable" };
    const status = statusOf[answer.kind];
    const lang = request?.lang ?? langOf(c, undefined);
    if (isJsonRequest(c)) {
      // A booked answer carries the confirmation's two links, as the page does.
      const links =
        answer.kind === "booked" || answer.kind === "alreadyBooked"
          ? bookingLinks(answer.booking, lang, { secret, origin: "" })
          : undefined;
      const message = refusalMessage(answer.kind, lang, site.email);
      return c.json({ ...shown(answer, lang), links, message }, status, {
        "Cache-Control": "no-store",
      });
    }
    switch (answer.kind) {
      case "booked":
      case "alreadyBooked":
        return page(c, lang, booked(answer.booking, lang), 200);
      case "held":
        return page(c, lang, held(answer.booking), 200);
      case "taken":
      case "notOffered": {
        const token = request?.token ?? "";
        return page(
          c,
          lang,
          {
            kind: "pick",
            slots: answer.slots,
            token,
            refusal: answer.kind,
            withNight: request?.withNight ?? false,
          },
          status,
        );
      }
      default:
        return page(c, lang, { kind: answer.kind }, status);
    }
  });

  return routes;
}
