import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import { pathFor } from "../../common/pagePaths";
import { postJson, validMessage } from "../support/apiServer";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { axeViolations } from "./support/axe";
import { mailingTo, openAllDay } from "./support/bookingServer";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

// Every half hour of every day is free, so the visitor's night always has times to fold away.
const langs = [
  {
    lang: "en",
    nextFree: "Book the next free time:",
    showNight: "Show early and late times",
    hideNight: "Hide early and late times",
    book: "Book this time",
    booked: "Your demo is booked",
    pickTitle: "Book your demo",
    bookedPage: "Your demo is booked",
    calendarLinks: [
      "Google Calendar",
      "Outlook.com",
      "Outlook (Microsoft 365, work or school)",
      "Download (.ics)",
    ],
  },
  {
    lang: "nl",
    nextFree: "Eerstvolgende vrije moment boeken:",
    showNight: "Ook vroege en late momenten tonen",
    hideNight: "Vroege en late momenten verbergen",
    book: "Dit moment boeken",
    booked: "Uw demo is geboekt",
    pickTitle: "Plan uw demo",
    bookedPage: "Uw demo is geboekt",
    calendarLinks: [
      "Google Agenda",
      "Outlook.com",
      "Outlook (Microsoft 365, werk of school)",
      "Downloaden (.ics)",
    ],
  },
] as const;

const visitorZone = "America/New_York";
const visitor = { viewport: { width: 375, height: 800 }, timezoneId: visitorZone };
const dir = mkdtempSync(path.join(tmpdir(), "waking-hours-e2e-"));
let browser: Browser;
let sink: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.start();
  server = await startServer(testSiteDir, {
    ...mailingTo(sink),
    ...openAllDay({ BOOKING_CALENDAR_FILE: path.join(dir, "team.ics") }),
    UNCONFIRMED_MAIL_PER_DOMAIN_PER_HOUR: "10",
  });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The hour in New York at which a time starting at `start` begins. */
const hourInNewYork = (start: number) =>
  Number(
    new Intl.DateTimeFormat("en", {
      timeZone: visitorZone,
      hour: "numeric",
      hourCycle: "h23",
    }).format(start),
  );
const isNight = (start: number) => hourInNewYork(start) < 7 || hourInNewYork(start) >= 21;

/** Every time the page holds, in the days open and closed alike. */
const offeredStarts = (scope: Locator) =>
  scope
    .locator('input[name][type="radio"]')
    .evaluateAll((radios) => radios.map((radio) => Number((radio as HTMLInputElement).value)));

/** Every time listed is in the visitor's day; the times, in order. */
async function expectOnlyDaytime(scope: Locator) {
  const starts = await offeredStarts(scope);
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.filter(isNight)).toEqual([]);
  return starts;
}

/** Sends the scripted form in `lang`; every tap after this one is counted by the caller. */
async function send(page: Page, lang: "en" | "nl", email: string) {
  await grantAnalytics(page.context());
  await page.goto(pathFor("contact", lang));
  await waitForHydration(page);
  await fillContactForm(page, { ...lead, email });
  await page.click('form button[type="submit"]');
  return page.getByTestId("booking-picker");
}

describe.each(langs)("times that suit a visitor in New York, $lang", (copy) => {
  it("in the picker: daytime first, the night one tap away, the next free time booked in one tap", async () => {
    const { page, errors, close } = await openPage(browser, {
      baseURL: server.baseURL,
      ...visitor,
    });
    try {
      const picker = await send(page, copy.lang, `waking-${copy.lang}@bakkerij-ada.nl`);
      const nextFree = picker.getByRole("button", { name: copy.nextFree });
      await nextFree.waitFor();
      const daytime = await expectOnlyDaytime(picker);
      // The days are disclosures: the first open, each named by its day and count.
      const days = picker.locator("button[aria-expanded]");
      expect(await days.first().getAttribute("aria-expanded")).toBe("true");
      expect(await axeViolations(page, '[data-testid="booking-picker"]')).toEqual([]);

      // A closed day opens by keyboard, and its times are then reachable.
      if ((await days.count()) > 1) {
        await days.nth(1).focus();
        await page.keyboard.press("Enter");
        expect(await days.nth(1).getAttribute("aria-expanded")).toBe("true");
      }

      const showNight = picker.getByRole("button", { name: copy.showNight });
      await showNight.click();
      await picker.getByRole("button", { name: copy.hideNight }).waitFor();
      const all = await offeredStarts(picker);
      expect(all.some(isNight)).toBe(true);
      expect(all).toEqual(expect.arrayContaining(daytime));
      expect(await axeViolations(page, '[data-testid="booking-picker"]')).toEqual([]);
      await picker.getByRole("button", { name: copy.hideNight }).click();
      await expectOnlyDaytime(picker);
      // At 320 px the list still fits: nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );

      // One tap after Send: the next free time, in the visitor's day.
      await picker.getByRole("button", { name: copy.nextFree }).click();
      await picker.getByRole("heading", { name: copy.booked }).waitFor();
      const hrefs = await Promise.all(
        copy.calendarLinks.map((name) => picker.getByRole("link", { name }).getAttribute("href")),
      );
      // The server's add-to-calendar links hold the booked time: the first of the visitor's day.
      const booked = new Date(Math.min(...daytime)).toISOString().replace(/\.\d{3}/, "");
      const [google = "", outlook = "", microsoft365 = "", ics = ""] = hrefs.map(String);
      const googleStart = new URL(google).searchParams.get("dates")?.split("/")[0];
      expect(googleStart).toBe(booked.replace(/[-:]/g, ""));
      // Outlook.com for personal accounts, Outlook on Microsoft 365 for work or school ones.
      expect(new URL(outlook).origin).toBe("https://outlook.live.com");
      expect(new URL(microsoft365).origin).toBe("https://outlook.office.com");
      for (const link of [outlook, microsoft365]) {
        expect(new URL(link).searchParams.get("startdt")).toBe(booked);
      }
      // The booked demo, its four calendar links and the move and cancel links stay inside the
      // picker's fixed frame: at 320 px the last link is reached by scrolling the frame, never
      // drawn over what follows it; at 375 px all of it fits.
      const lastLink = picker.getByRole("link").last();
      await lastLink.scrollIntoViewIfNeeded();
      const [frameBox, linkBox] = await Promise.all([picker.boundingBox(), lastLink.boundingBox()]);
      expect((linkBox?.y ?? Infinity) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(
        (frameBox?.y ?? 0) + (frameBox?.height ?? 0),
      );
      await page.setViewportSize({ width: 375, height: 800 });
      const spill = await picker.evaluate((frame) => frame.scrollHeight - frame.clientHeight);
      expect(spill).toBeLessThanOrEqual(0);
      const file = await fetch(new URL(ics, server.baseURL));
      expect(file.status).toBe(200);
      expect(await file.text()).toMatch(/BEGIN:VEVENT[\s\S]*UID:/);
      expect(await axeViolations(page, '[data-testid="booking-picker"]')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("on the slot page without scripts: the same daytime list, the night behind a link, one tap books", async () => {
    const email = `plain-waking-${copy.lang}@kaasmakerij-noord.nl`;
    const sent = await postJson(`${server.baseURL}/api/emailSender`, validMessage({ email }));
    const { booking: token } = (await sent.json()) as { booking: string };
    const slotPage = `${bookingPath}?${new URLSearchParams({ t: token, zone: visitorZone, lang: copy.lang })}`;
    const { page, close } = await openPage(browser, {
      baseURL: server.baseURL,
      javaScriptEnabled: false,
      ...visitor,
    });
    // axe runs as a script: the same page (it has none of its own) in a second, scripted tab.
    const audit = await openPage(browser, { baseURL: server.baseURL, ...visitor });
    try {
      await page.goto(slotPage);
      await page.getByRole("heading", { name: copy.pickTitle }).waitFor();
      const body = page.locator("body");
      await expectOnlyDaytime(body);
      await audit.page.goto(slotPage);
      expect(await axeViolations(audit.page)).toEqual([]);

      await Promise.all([
        page.waitForURL("**night=1**"),
        page.getByRole("link", { name: copy.showNight }).click(),
      ]);
      expect((await offeredStarts(body)).some(isNight)).toBe(true);
      await audit.page.goto(page.url());
      expect(await axeViolations(audit.page)).toEqual([]);
      await Promise.all([
        page.waitForURL((url) => !url.searchParams.has("night")),
        page.getByRole("link", { name: copy.hideNight }).click(),
      ]);
      const daytime = await expectOnlyDaytime(body);

      const nextFree = page.getByRole("button", { name: copy.nextFree });
      await Promise.all([page.waitForLoadState(), nextFree.click()]);
      await page.getByRole("heading", { name: copy.bookedPage }).waitFor();
      const booked = await (
        await fetch(
          `${server.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: token, zone: visitorZone })}`,
        )
      ).json();
      expect(booked).toMatchObject({ kind: "alreadyBooked", booking: { start: daytime[0] } });
    } finally {
      await audit.close();
      await close();
    }
  });
});
