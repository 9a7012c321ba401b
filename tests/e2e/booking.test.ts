import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathFor } from "../../common/pagePaths";
import { axeViolations } from "./support/axe";
import { openAllDay } from "./support/bookingServer";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";
import { until } from "../support/until";

const langs = [
  {
    lang: "en",
    pickTitle: "Book your demo",
    book: "Book this time",
    bookedTitle: "Your demo is booked",
    move: "Move the demo to another time",
    moveTitle: "Move your demo",
    moveButton: "Move the demo to this time",
    movedTitle: "Your demo has moved",
    cancel: "Cancel the demo",
    cancelTitle: "Cancel your demo?",
    cancelButton: "Yes, cancel the demo",
    cancelledTitle: "Your demo is cancelled",
  },
  {
    lang: "nl",
    pickTitle: "Plan uw demo",
    book: "Dit moment boeken",
    bookedTitle: "Uw demo is geboekt",
    move: "De demo verzetten naar een ander moment",
    moveTitle: "Uw demo verzetten",
    moveButton: "De demo naar dit moment verzetten",
    movedTitle: "Uw demo is verzet",
    cancel: "De demo annuleren",
    cancelTitle: "Uw demo annuleren?",
    cancelButton: "Ja, de demo annuleren",
    cancelledTitle: "Uw demo is geannuleerd",
  },
] as const;

const dir = mkdtempSync(path.join(tmpdir(), "booking-e2e-"));
const calendarFile = path.join(dir, "team.ics");
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(testSiteDir, {
    RATE_LIMITS: "off",
    OUTBOX_POLL_MS: "100",
    ...openAllDay({ BOOKING_CALENDAR_FILE: calendarFile }),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The team's calendar file holds an event for this visitor's address (or no longer does). */
const inCalendar = (email: string) => {
  try {
    return readFileSync(calendarFile, "utf8").includes(email);
  } catch {
    return false;
  }
};

/** On the slot page: the first slot, booked with the page's one button, up to the confirmation. */
async function bookFirstSlot(
  page: Page,
  copy: { pickTitle: string; book: string; bookedTitle: string },
) {
  await page.getByRole("heading", { name: copy.pickTitle }).waitFor();
  await page.getByRole("radio").first().check();
  await Promise.all([
    page.waitForLoadState(),
    page.getByRole("button", { name: copy.book }).click(),
  ]);
  await page.getByRole("heading", { name: copy.bookedTitle }).waitFor();
}

describe.each(langs)(
  "booking a demo, $lang",
  ({ lang, pickTitle, book, bookedTitle, ...manage }) => {
    it("without scripts: sends the message, picks a time from the slot page, gets the confirmation", async () => {
      const { page, close } = await openPage(browser, {
        baseURL: server.baseURL,
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
      });
      try {
        await page.goto(pathFor("contact", lang));
        await fillContactForm(page, { ...lead, email: `book-${lang}@bakkerij-ada.nl` });
        await Promise.all([
          page.waitForURL("**/api/booking?**"),
          page.click('form button[type="submit"]'),
        ]);
        await page.getByRole("heading", { name: pickTitle }).waitFor();
        // axe runs as a script: the same page (it has none of its own) in a second, scripted tab.
        const audit = await openPage(browser, {
          baseURL: server.baseURL,
          viewport: { width: 375, height: 800 },
        });
        await audit.page.goto(page.url());
        expect(await axeViolations(audit.page)).toEqual([]);
        await audit.close();
        const first = page.getByRole("radio").first();
        const target = await page
          .locator("label", { has: page.getByRole("radio") })
          .first()
          .boundingBox();
        expect(target?.height).toBeGreaterThanOrEqual(44);
        await first.check();
        await Promise.all([
          page.waitForLoadState(),
          page.getByRole("button", { name: book }).click(),
        ]);
        await page.getByRole("heading", { name: bookedTitle }).waitFor();
        await until(
          () => {
            try {
              return readFileSync(calendarFile, "utf8").includes(`book-${lang}@bakkerij-ada.nl`);
            } catch {
              return false;
            }
          },
          { what: "the booking in the team's calendar file" },
        );
      } finally {
        await close();
      }
    });

    it.each([true, false])(
      "moves and then cancels the demo from the confirmation's links (scripts %s), each after one confirmation",
      async (javaScriptEnabled) => {
        const { page, close } = await openPage(browser, {
          baseURL: server.baseURL,
          javaScriptEnabled,
          viewport: { width: 375, height: 800 },
        });
        const email = `manage-${lang}-${javaScriptEnabled}@bakkerij-ada.nl`;
        try {
          if (javaScriptEnabled) await grantAnalytics(page.context());
          await page.goto(pathFor("contact", lang));
          if (javaScriptEnabled) await waitForHydration(page);
          await fillContactForm(page, { ...lead, email });
          await page.click('form button[type="submit"]');
          // With scripts the picker books in the success box; without, the slot page does.
          if (javaScriptEnabled) {
            await page.getByRole("radio").first().check();
            await page.getByRole("button", { name: book }).click();
            await page.getByRole("heading", { name: bookedTitle }).waitFor();
          } else {
            await bookFirstSlot(page, { pickTitle, book, bookedTitle });
          }

          await page.getByRole("link", { name: manage.move }).click();
          await page.getByRole("heading", { name: manage.moveTitle }).waitFor();
          // The booked slot is offered to it, and chosen until another is.
          await expect(page.locator('input[type="radio"]:checked').count()).resolves.toBe(1);
          await page.locator('input[type="radio"]:not(:checked)').first().check();
          await Promise.all([
            page.waitForLoadState(),
            page.getByRole("button", { name: manage.moveButton }).click(),
          ]);
          await page.getByRole("heading", { name: manage.movedTitle }).waitFor();

          await page.getByRole("link", { name: manage.cancel }).click();
          await page.getByRole("heading", { name: manage.cancelTitle }).waitFor();
          await until(() => inCalendar(email), { what: "the moved event in the calendar file" });
          await Promise.all([
            page.waitForLoadState(),
            page.getByRole("button", { name: manage.cancelButton }).click(),
          ]);
          await page.getByRole("heading", { name: manage.cancelledTitle }).waitFor();
          await until(() => !inCalendar(email), { what: "the event gone from the calendar file" });
        } finally {
          await close();
        }
      },
    );
  },
);
