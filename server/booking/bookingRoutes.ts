import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isLang, defaultLang, type Lang } from "../../common/i18n/lang";
import { bookingPath } from "../../common/bookingPath";
import { pathFor } from "../../common/pagePaths";
import { answerPagePolicy, type AnswerSite } from "../http/pageDocument";
import type { AppEnv } from "../http/requestContext";
import type { StoredBooking } from "../storage/bookings";
import { bookingLinks } from "./bookingLinks";
import { renderBookingPage, type BookingPageContent } from "./bookingPage";
import type { BookingService } from "./bookingService";

export const pageHeaders = {
  "Content-Security-Policy": answerPagePolicy,
  "Cache-Control": "no-store",
};

interface BookingRequest {
  token: string;
  start: number;
  zone: string | undefined;
  lang: Lang;
}

export const langFrom = (value: unknown): Lang => (isLang(value) ? value : defaultLang);

async function bookingRequestOf(c: Context<AppEnv>): Promise<BookingRequest | null> {
  const json = c.req.header("Content-Type")?.startsWith("application/json");
  const body: Record<string, unknown> = json
    ? await c.req.json<Record<string, unknown>>().catch(() => ({}))
    : Object.fromEntries(new URLSearchParams(await c.req.text()));
  const start = Number(body.start);
  if (typeof body.token !== "string" || !Number.isSafeInteger(start)) return null;
  const zone = typeof body.zone === "string" ? body.zone : undefined;
  return { token: body.token, start, zone, lang: langFrom(body.lang) };
}

/**
 * `GET /api/booking?t=…`: the slot list as a page (no scripts needed); `POST` books, answering
 * a form with a page and JSON with JSON; `GET /api/booking/slots?t=…` is the picker's list.
 * The capability travels in the query or the body, never the path, which the request log keeps.
 */
export function bookingRoutes(service: BookingService, site: AnswerSite, secret: string) {
  const routes = new Hono<AppEnv>();
  // The confirmation's links stay on this server: relative to it.
  const booked = (booking: StoredBooking, lang: Lang): BookingPageContent => ({
    kind: "booked",
    start: booking.start,
    zone: booking.visitorZone,
    links: bookingLinks(booking, lang, { secret, origin: "" }),
  });
  const page = (
    c: Context<AppEnv>,
    lang: Lang,
    content: BookingPageContent,
    status: 200 | 404 | 409 | 503,
  ) =>
    c.html(
      renderBookingPage(content, {
        lang,
        ...site,
        action: bookingPath,
        home: pathFor("home", lang),
      }),
      status,
      pageHeaders,
    );

  routes.get(bookingPath, async (c) => {
    const lang = langFrom(c.req.query("lang"));
    const token = c.req.query("t") ?? "";
    const listing = await service.slots(token, c.req.query("zone"), c.get("log"));
    switch (listing.kind) {
      case "slots":
        return page(c, lang, { kind: "pick", slots: listing.slots, token, taken: false }, 200);
      case "alreadyBooked":
        return page(c, lang, booked(listing.booking, lang), 200);
      case "unknown":
        return page(c, lang, { kind: "unknown" }, 404);
      case "unavailable":
        return page(c, lang, { kind: "unavailable" }, 503);
    }
  });

  routes.get(`${bookingPath}/slots`, async (c) => {
    const listing = await service.slots(c.req.query("t") ?? "", c.req.query("zone"), c.get("log"));
    const status = listing.kind === "unknown" ? 404 : listing.kind === "unavailable" ? 503 : 200;
    return c.json(listing, status, { "Cache-Control": "no-store" });
  });

  routes.post(bookingPath, bodyLimit({ maxSize: 4096 }), async (c) => {
    const json = c.req.header("Content-Type")?.startsWith("application/json") ?? false;
    const request = await bookingRequestOf(c);
    const outcome = request
      ? await service.book(request.token, request.start, request.zone, c.get("log"))
      : ({ kind: "unknown" } as const);
    const status =
      outcome.kind === "taken"
        ? 409
        : outcome.kind === "unknown"
          ? 404
          : outcome.kind === "unavailable"
            ? 503
            : 200;
    const lang = request?.lang ?? defaultLang;
    if (json) {
      // A booked answer carries the confirmation's two links, as the page does.
      const links =
        "booking" in outcome
          ? bookingLinks(outcome.booking, lang, { secret, origin: "" })
          : undefined;
      return c.json({ ...outcome, links }, status, { "Cache-Control": "no-store" });
    }
    switch (outcome.kind) {
      case "booked":
      case "alreadyBooked":
        return page(c, lang, booked(outcome.booking, lang), 200);
      case "taken":
        return page(
          c,
          lang,
          { kind: "pick", slots: outcome.slots, token: request?.token ?? "", taken: true },
          409,
        );
      default:
        return page(c, lang, { kind: outcome.kind }, status as 404 | 503);
    }
  });

  return routes;
}
