import ICAL from "ical.js";
import { expect } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import { postJson, validMessage, type ApiServer } from "./apiServer";
import { bookingSecret } from "./bookingSecret";
import { calendarPart } from "./calendarPart";
import type { ReceivedMail } from "./parseMail";

/** Booking on, every half hour of every day bookable: a test finds slots whenever it runs. */
export const bookableAllDay = {
  BOOKING_SECRET: bookingSecret,
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_MIN_NOTICE_MINUTES: "0",
  BOOKING_DAYS_AHEAD: "1",
  RATE_LIMITS: "off",
};

interface Listing {
  slots: { days: { slots: { start: number }[] }[] };
}

/** The slot starts a booking capability is offered now, as the scripted picker lists them. */
export async function offeredStarts(api: ApiServer, token: string): Promise<number[]> {
  const url = `${api.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: token })}`;
  const listing = (await (await fetch(url)).json()) as Listing;
  return listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

/**
 * A visitor sends a message in `lang` and books the first slot offered, or `start` (a slot the
 * list may still show as busy: the list's busy times are cached for a minute, the booking checks
 * the calendar itself).
 */
export async function bookedVisitor(
  api: ApiServer,
  options: { email: string; lang: "en" | "nl"; start?: number },
) {
  const sent = await postJson(api.url, validMessage({ email: options.email }), {
    "Accept-Language": options.lang,
  });
  const answer = (await sent.json()) as { id: string; booking?: string };
  const token = answer.booking ?? "";
  const starts = await offeredStarts(api, token);
  const start = options.start ?? starts[0];
  if (start === undefined) throw new Error("no slot offered");
  const booked = await postJson(`${api.baseURL}${bookingPath}`, { token, start });
  expect(booked.status).toBe(200);
  const { booking } = (await booked.json()) as { booking: { id: string } };
  return { messageId: answer.id, bookingId: booking.id, token, start, starts };
}

/** The cancel and reschedule links a mail carries, pointed at the test server. */
export function linksIn(mail: ReceivedMail, api: ApiServer) {
  const found = [...mail.text.matchAll(/https?:\/\/\S+?\/api\/booking\/(cancel|reschedule)\?\S+/g)];
  const link = (action: string) => {
    const match = found.find((m) => m[1] === action);
    if (!match) throw new Error(`no ${action} link in the mail`);
    const url = new URL(match[0]);
    return `${api.baseURL}${url.pathname}${url.search}`;
  };
  return { cancel: link("cancel"), reschedule: link("reschedule") };
}

/** The page's one plain form: where it posts and every field it would send (hidden and chosen). */
export function formIn(html: string, chosen: Record<string, string> = {}) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error("no form on the page");
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1] ?? "",
      m[2] ?? "",
    ]),
  );
  return { action, fields: { ...fields, ...chosen } };
}

/** Posts a page's form as a browser without scripts does. */
export function submitForm(api: ApiServer, form: ReturnType<typeof formIn>) {
  return fetch(`${api.baseURL}${form.action}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form.fields).toString(),
  });
}

/** A mail's iCalendar part as a mail client reads it: METHOD, UID, SEQUENCE, start. */
export function calendarOf(mail: ReceivedMail) {
  const part = calendarPart(mail);
  if (!part) throw new Error("no text/calendar part");
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    contentType: part.contentType,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    status: event.component.getFirstPropertyValue("status"),
  };
}
