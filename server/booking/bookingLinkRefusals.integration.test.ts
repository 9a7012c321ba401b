import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import {
  postJson,
  startApiServer,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { bookingSecret } from "../../tests/support/bookingSecret";
import {
  bookableAllDay,
  bookedVisitor,
  calendarOf,
  formIn,
  submitForm,
} from "../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { startIcsFeed } from "../../tests/support/icsFeed";
import { smtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";
import { bookingPath } from "../../common/bookingPath";
import { storedMessage } from "../../tests/support/storedMessage";
import { bookingLinks, signedLinkOf } from "./bookingLinks";
import { readBookingConfig } from "../config/bookingSettings";
import { newBookingCapability } from "./capability";
import { manageBooking } from "./manage/manageBooking";
import { openCalendar } from "./calendar/openCalendar";
import { sqliteStores } from "../../tests/support/stores";

const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "booking-links-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = pino({ level: "silent" });

async function server(env: Record<string, string> = {}): Promise<ApiServer> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.ics`);
  const api = await startApiServer({ ...bookableAllDay, BOOKING_CALENDAR_FILE: file, ...env });
  cleanup(() => api.close());
  return api;
}

/** The signed links the server would mail, pointed at the test server. */
function linksOf(
  api: ApiServer,
  booking: { id: string; end: number; sequence: number },
  lang: "en" | "nl",
) {
  return bookingLinks(booking, lang, { secret: bookingSecret, origin: api.baseURL });
}

const withParam = (link: string, name: string, value: string) => {
  const url = new URL(link);
  url.searchParams.set(name, value);
  return url.href;
};

const copy = {
  en: { invalid: "This link is not valid", taken: "That time has just been taken" },
  nl: { invalid: "Deze link is niet geldig", taken: "Dat moment is zojuist door iemand anders" },
};

describe.each(["en", "nl"] as const)(
  "signed booking links in %s (calendar file, SQLite)",
  (lang) => {
    it("refuse a changed signature, another booking's id and a changed date with a readable page, changing nothing", async () => {
      const api = await server();
      const anna = await bookedVisitor(api, { email: "anna@example.com", lang });
      const bram = await bookedVisitor(api, { email: "bram@example.com", lang });
      const links = linksOf(
        api,
        { id: anna.bookingId, end: anna.start + 1_800_000, sequence: 0 },
        lang,
      );
      const signature = new URL(links.cancel).searchParams.get("s") ?? "";
      const tampered = [
        withParam(links.cancel, "s", `${signature.slice(0, -2)}AA`),
        withParam(links.cancel, "b", bram.bookingId),
        withParam(
          links.cancel,
          "e",
          String(Number(new URL(links.cancel).searchParams.get("e")) + 86_400),
        ),
        withParam(links.reschedule, "b", bram.bookingId),
      ];
      for (const link of tampered) {
        const page = await fetch(link);
        expect(page.status).toBe(403);
        const html = await page.text();
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toContain(copy[lang].invalid);
        expect(html).not.toMatch(/Error|at .*\.ts/);
        const params = Object.fromEntries(new URL(link).searchParams);
        const posted = await submitForm(api, {
          action: new URL(link).pathname,
          fields: { ...params, start: String(anna.start + 1_800_000) },
        });
        expect(posted.status).toBe(403);
      }
      for (const booking of [anna, bram]) {
        const stored = await api.api.stores.booking.bookingById(booking.bookingId);
        expect([stored?.status, stored?.start, stored?.sequence]).toEqual([
          "active",
          booking.start,
          0,
        ]);
      }
      // The real link still opens its page: nothing above used it up.
      expect((await fetch(links.cancel)).status).toBe(200);
    });

    it("keeps the old slot when the new one was taken a moment earlier, and offers fresh slots", async () => {
      const api = await server();
      const anna = await bookedVisitor(api, { email: "anna@example.com", lang });
      const links = linksOf(
        api,
        { id: anna.bookingId, end: anna.start + 1_800_000, sequence: 0 },
        lang,
      );
      const page = await (await fetch(links.reschedule)).text();
      const wanted = anna.starts.find((start) => start > anna.start);
      if (wanted === undefined) throw new Error("no other slot");
      await bookedVisitor(api, { email: "bram@example.com", lang, start: wanted });

      const answer = await submitForm(api, formIn(page, { start: String(wanted) }));
      expect(answer.status).toBe(409);
      const html = await answer.text();
      expect(html).toContain(copy[lang].taken);
      expect(html).not.toContain(`value="${wanted}"`);
      expect(html).toContain(`value="${anna.start}" required checked`);
      const stored = await api.api.stores.booking.bookingById(anna.bookingId);
      expect([stored?.status, stored?.start]).toEqual(["active", anna.start]);
    });
  },
);

describe("a booking change with only a feed configured", () => {
  it("mails the team the same update and cancellation its invitation came as", async () => {
    const feed = await startIcsFeed(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//EN\r\nEND:VCALENDAR\r\n",
    );
    cleanup(() => feed.stop());
    const sink = await smtpSink();
    await sink.start();
    cleanup(() => sink.stop());
    const api = await startApiServer({
      ...bookableAllDay,
      BOOKING_BUSY_ICS_URL: feed.url,
      SMTP_URL: sink.url,
      MAIL_TO: "sales@auditready.example",
    });
    cleanup(() => api.close());
    const anna = await bookedVisitor(api, { email: "anna@example.com", lang: "en" });
    const links = linksOf(
      api,
      { id: anna.bookingId, end: anna.start + 1_800_000, sequence: 0 },
      "en",
    );
    const later = anna.starts.find((start) => start > anna.start) ?? 0;
    const page = await (await fetch(links.reschedule)).text();
    expect((await submitForm(api, formIn(page, { start: String(later) }))).status).toBe(200);
    const moved = linksOf(api, { id: anna.bookingId, end: later + 1_800_000, sequence: 1 }, "en");
    const cancelPage = await (await fetch(moved.cancel)).text();
    expect((await submitForm(api, formIn(cancelPage))).status).toBe(200);

    const teamMails = () =>
      sink.mails.filter((mail) => mail.headers.get("to")?.includes("sales@auditready.example"));
    await until(
      () =>
        teamMails().filter((mail) => mail.headers.get("subject")?.startsWith("Demo")).length >= 3,
      {
        what: "the team's three booking mails",
      },
    );
    const calendars = teamMails()
      .filter((mail) => mail.headers.get("subject")?.startsWith("Demo"))
      .map(calendarOf)
      .sort((a, b) => a.sequence - b.sequence);
    expect(calendars.map((c) => [c.method, c.sequence, c.start])).toEqual([
      ["REQUEST", 0, anna.start],
      ["REQUEST", 1, later],
      ["CANCEL", 2, later],
    ]);
    expect(new Set(calendars.map((c) => c.uid)).size).toBe(1);
  });
});

describe("a link whose demo is over", () => {
  it("is refused as expired, and changes nothing", async () => {
    const config = readBookingConfig(
      { ...bookableAllDay, BOOKING_CALENDAR_FILE: path.join(dir, "expired.ics") },
      dir,
    );
    if (!config) throw new Error("no calendar");
    const stores = sqliteStores(path.join(dir, "expired.sqlite"));
    cleanup(() => stores.engine.close());
    const booked = Date.UTC(2027, 2, 1, 8, 0);
    const { hash } = newBookingCapability();
    const message = { ...storedMessage(booked, 60_000), jobs: [], bookingCapabilityHash: hash };
    await stores.messages.insert(message);
    const stored = await stores.booking.book({
      id: "b-expired",
      capabilityHash: hash,
      calendar: "expired",
      host: "expired",
      start: booked + 3_600_000,
      end: booked + 5_400_000,
      visitorZone: "Europe/Amsterdam",
      jobs: [],
      now: booked,
      deliverUntil: booked + 60_000,
    });
    if (stored.kind !== "booked") throw new Error("not booked");
    let now = booked + 5_400_000;
    const manage = manageBooking({
      config,
      calendar: openCalendar(config),
      stores,
      jobs: () => [],
      giveUpAfterMs: 60_000,
      onStored: () => undefined,
      now: () => now,
    });
    const signing = { secret: bookingSecret, origin: "https://x.example" };
    const link = signedLinkOf(
      "cancel",
      Object.fromEntries(new URL(bookingLinks(stored.booking, "en", signing).cancel).searchParams),
    );
    if (!link) throw new Error("no link");
    expect((await manage.cancel(link, silent)).kind).toBe("expired");
    expect((await stores.booking.bookingById("b-expired"))?.status).toBe("active");
    now = booked;
    expect((await manage.open(link, silent)).kind).toBe("active");
  });
});

describe("the confirmation page", () => {
  it("carries both links, in the visitor's language", async () => {
    const api = await server();
    const answer = (await (
      await postJson(api.url, validMessage(), { "Accept-Language": "nl" })
    ).json()) as { booking: string };
    const list = await fetch(
      `${api.baseURL}${bookingPath}?${new URLSearchParams({ t: answer.booking, lang: "nl" })}`,
    );
    const start = /name="start" value="(\d+)"/.exec(await list.text())?.[1] ?? "";
    const booked = await submitForm(api, {
      action: bookingPath,
      fields: { token: answer.booking, start, lang: "nl" },
    });
    const html = await booked.text();
    expect(html).toContain("Uw demo is geboekt");
    expect(html).toMatch(/href="\/api\/booking\/reschedule\?[^"]*lang=nl"/);
    expect(html).toMatch(/href="\/api\/booking\/cancel\?[^"]*lang=nl"/);
  });
});
