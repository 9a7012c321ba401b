import ICAL from "ical.js";
import type { Browser, Locator, Page, Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import { pathFor } from "../../common/pagePaths";
import { postJson, validMessage } from "../support/apiServer";
import { caldavEvents } from "../support/caldavEvents";
import { calendarPart } from "../support/calendarPart";
import { startRadicale, type RadicaleServer } from "../integration/radicaleServer";
import { startIcsFeed, type IcsFeed } from "../support/icsFeed";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { until } from "../support/until";
import { axeViolations } from "./support/axe";
import { mailingTo, openAllDay } from "./support/bookingServer";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";
import { bookingSecret } from "../support/bookingSecret";

// The visitor is in New York, the team in Amsterdam: the picker names both zones.
const langs = [
  {
    lang: "en",
    heading: "Pick a time for your demo now",
    zone: "Time zone: Eastern Time",
    teamZone: "Our team’s time zone: Central European Time",
    teamTime: /^\d\d:\d\d \d\d:\d\d our time$/,
    loaded: "Free times are shown.",
    book: "Book this time",
    booked: "Your demo is booked",
    bookedZone: "(Eastern Time). The invitation is on its way to your mail.",
    taken: "That time has just been taken by someone else.",
    unavailable: "Booking is not possible right now.",
    promise: "we will reply within 24 hours",
  },
  {
    lang: "nl",
    heading: "Kies nu een moment voor uw demo",
    zone: "Tijdzone: Eastern-tijd",
    teamZone: "Tijdzone van ons team: Midden-Europese tijd",
    teamTime: /^\d\d:\d\d \d\d:\d\d bij ons$/,
    loaded: "De vrije momenten staan klaar.",
    book: "Dit moment boeken",
    booked: "Uw demo is geboekt",
    bookedZone: "(Eastern-tijd). De uitnodiging is onderweg naar uw mail.",
    taken: "Dat moment is zojuist door iemand anders geboekt.",
    unavailable: "Boeken is nu niet mogelijk.",
    promise: "wij reageren binnen 24 uur",
  },
] as const;

const visitor = { viewport: { width: 375, height: 800 }, timezoneId: "America/New_York" };
let browser: Browser;
let sink: SmtpSink;
let radicale: RadicaleServer;
let server: RunningServer;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.start();
  // The team's calendar is a real CalDAV server, as in production.
  radicale = await startRadicale();
  server = await startServer(testSiteDir, {
    ...mailingTo(sink),
    ...openAllDay({
      BOOKING_CALDAV_URL: radicale.calendarUrl,
      BOOKING_CALDAV_USERNAME: radicale.username,
      BOOKING_CALDAV_PASSWORD: radicale.password,
    }),
  });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  await radicale?.stop();
});

/** The event the team's calendar holds for this visitor, as a calendar app reads it. */
async function eventFor(email: string) {
  const events = await caldavEvents(radicale.calendarUrl, radicale.authorization);
  return events.find((event) =>
    event.attendees.some((attendee) => attendee.getFirstValue() === `mailto:${email}`),
  );
}

const isSlotList = (url: URL) => url.pathname === `${bookingPath}/slots`;

/** Shown in the picker, not only announced by its live region. */
const shownText = (picker: Locator, text: string) =>
  picker.locator("p:not([role=status])", { hasText: text });

/** Sends the scripted form in `lang` from a visitor in New York on a 375 px wide screen. */
async function sendMessage(page: Page, lang: string, email: string) {
  await grantAnalytics(page.context());
  await page.goto(pathFor("contact", lang as "en" | "nl"));
  await waitForHydration(page);
  await fillContactForm(page, { ...lead, email });
  await page.click('form button[type="submit"]');
  return page.getByTestId("booking-picker");
}

/** Every layout shift from page load on, with when it happened. */
async function recordLayoutShifts(page: Page) {
  await page.context().addInitScript(() => {
    const shifts: { value: number; startTime: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push({ value: entry.value, startTime: entry.startTime });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; startTime: number }[] }).layoutShifts,
  );

/** A time after the frame that drew the current DOM, so a shift it caused is already counted. */
const afterNextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );

function invitationTo(email: string) {
  const mail = sink.mails.find((candidate) => candidate.headers.get("to")?.includes(email));
  const part = mail && calendarPart(mail);
  if (!part) return null;
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return { method: calendar.getFirstPropertyValue("method"), event };
}

describe.each(langs)("the demo picker in the success box, $lang", (copy) => {
  it("offers the free times in the visitor's zone and books one in place, without moving the page", async () => {
    const { page, errors, close } = await openPage(browser, {
      baseURL: server.baseURL,
      ...visitor,
    });
    try {
      await recordLayoutShifts(page);
      // The slot list waits until the frame is measured, so its arrival is inside the window checked.
      let releaseSlots = () => {};
      const slotsHeld = new Promise<void>((resolve) => (releaseSlots = resolve));
      const asked: Request[] = [];
      await page.route(isSlotList, async (route: Route) => {
        asked.push(route.request());
        await slotsHeld;
        await route.continue();
      });
      const email = `picker-${copy.lang}@bakkerij-ada.nl`;
      const picker = await sendMessage(page, copy.lang, email);
      await picker.waitFor();
      const settled = await afterNextFrame(page);
      releaseSlots();

      await picker.getByRole("heading", { name: copy.heading }).waitFor();
      const firstSlot = picker.getByRole("radio").first();
      await firstSlot.waitFor();
      // Asked once, with the browser's zone.
      expect(asked.map((request) => new URL(request.url()).searchParams.get("zone"))).toEqual([
        "America/New_York",
      ]);
      await expect.poll(() => picker.getByRole("status").textContent()).toBe(copy.loaded);
      await picker.getByText(copy.zone).waitFor();
      await picker.getByText(copy.teamZone).waitFor();
      // Each radio is named by its time and the team's.
      expect(await firstSlot.getAttribute("value")).toBe(
        await picker.getByRole("radio", { name: copy.teamTime }).first().getAttribute("value"),
      );
      // A radio group per day, named by the day.
      const firstDay = picker.getByRole("group").first();
      expect(await firstDay.locator("legend").textContent()).toMatch(/\d/);
      // Each time, each day's disclosure, the next free time and "Book this time": 44 px targets.
      const buttons = await picker.getByRole("button").all();
      for (const target of [picker.locator("label").first(), ...buttons]) {
        expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }

      expect(await axeViolations(page, '[data-testid="booking-picker"]')).toEqual([]);

      const chosen = await firstSlot.inputValue();
      await firstSlot.check();
      await picker.getByRole("button", { name: copy.book }).click();
      await picker.getByRole("heading", { name: copy.booked }).waitFor();
      expect(await picker.textContent()).toContain(copy.bookedZone);
      await expect.poll(() => picker.getByRole("status").textContent()).toBe(copy.booked);
      // Focus moved to the confirmation, since the button it came from is gone.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(
        copy.bookedZone,
      );

      const shifts = await layoutShifts(page);
      expect(
        await page.evaluate(() => PerformanceObserver.supportedEntryTypes),
        "the browser reports layout shifts",
      ).toContain("layout-shift");
      const cls = shifts
        .filter((shift) => shift.startTime >= settled)
        .reduce((sum, shift) => sum + shift.value, 0);
      expect(cls).toBe(0);
      expect(errors).toEqual([]);

      await until(async () => (await eventFor(email)) !== undefined, {
        what: "the booking in the team's CalDAV calendar",
      });
      const event = await eventFor(email);
      expect(event?.startDate.toJSDate().getTime()).toBe(Number(chosen));
      await until(() => invitationTo(email) !== null, { what: "the visitor's invitation" });
      const invitation = invitationTo(email);
      expect(invitation?.method).toBe("REQUEST");
      // One UID for the team's event and the visitor's invitation: one meeting in both calendars.
      expect(invitation?.event.uid).toBe(event?.uid);
      expect(invitation?.event.startDate.toJSDate().getTime()).toBe(Number(chosen));
      expect(invitation?.event.attendees[0]?.getFirstValue()).toBe(`mailto:${email}`);
    } finally {
      await close();
    }
  });

  it("answers a time taken meanwhile with the fresh times, and books one of those", async () => {
    const { page, close } = await openPage(browser, { baseURL: server.baseURL, ...visitor });
    try {
      const email = `second-${copy.lang}@bakkerij-ada.nl`;
      const picker = await sendMessage(page, copy.lang, email);
      const firstSlot = picker.getByRole("radio").first();
      await firstSlot.waitFor();
      const wanted = Number(await firstSlot.inputValue());

      // Someone else, with their own message's capability, books the same time first.
      const other = await postJson(
        `${server.baseURL}/api/emailSender`,
        validMessage({ email: `first-${copy.lang}@example.nl` }),
      );
      const { booking: token } = (await other.json()) as { booking: string };
      const first = await postJson(`${server.baseURL}${bookingPath}`, { token, start: wanted });
      expect(first.status).toBe(200);

      await firstSlot.check();
      await picker.getByRole("button", { name: copy.book }).click();
      await shownText(picker, copy.taken).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(
        copy.taken,
      );
      const offered = await picker
        .getByRole("radio")
        .evaluateAll((radios) => radios.map((radio) => Number((radio as HTMLInputElement).value)));
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(wanted);

      await picker.getByRole("radio").first().check();
      await picker.getByRole("button", { name: copy.book }).click();
      await picker.getByRole("heading", { name: copy.booked }).waitFor();
      await until(async () => (await eventFor(email)) !== undefined, {
        what: "the second visitor's booking in the team's CalDAV calendar",
      });
    } finally {
      await close();
    }
  });
});

describe("the calendar unreachable", () => {
  let feed: IcsFeed;
  let feedSink: SmtpSink;
  let feedServer: RunningServer;

  beforeAll(async () => {
    feed = await startIcsFeed("");
    feed.serve(503);
    feedSink = await smtpSink();
    await feedSink.start();
    feedServer = await startServer(testSiteDir, {
      ...mailingTo(feedSink),
      BOOKING_SECRET: bookingSecret,
      BOOKING_BUSY_ICS_URL: feed.url,
    });
  });
  afterAll(async () => {
    await feedServer?.stop();
    await feedSink?.stop();
    await feed?.stop();
  });

  it.each(langs)(
    "says booking is not possible now, with the 24-hour promise, while the message is delivered ($lang)",
    async (copy) => {
      const { page, close } = await openPage(browser, { baseURL: feedServer.baseURL, ...visitor });
      try {
        const email = `down-${copy.lang}@bakkerij-ada.nl`;
        const picker = await sendMessage(page, copy.lang, email);
        const text = shownText(picker, copy.unavailable);
        await text.waitFor();
        expect(await text.textContent()).toContain(copy.promise);
        await expect
          .poll(() => picker.getByRole("status").textContent())
          .toContain(copy.unavailable);
        await until(
          () =>
            feedSink.mails.some((mail) => mail.headers.get("reply-to")?.includes(email) ?? false),
          { what: "the message in the team's inbox" },
        );
        expect(feed.requests()).toBeGreaterThan(0);
      } finally {
        await close();
      }
    },
  );
});
