import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathFor } from "../../common/pagePaths";
import { axeViolations } from "./support/axe";
import { mailingTo, openAllDay } from "./support/bookingServer";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
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
    heldTitle: "Check your mail to confirm",
    confirmButton: "Confirm this demo",
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
    heldTitle: "Bevestig via uw mail",
    confirmButton: "Deze demo bevestigen",
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
let sink: SmtpSink;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.start();
  server = await startServer(testSiteDir, {
    ...mailingTo(sink),
    ...openAllDay({ BOOKING_CALENDAR_FILE: calendarFile }),
    // Every visitor here writes from one company's domain; four of them confirm by mail.
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

/** The team's calendar file holds an event for this visitor's address (or no longer does). */
const inCalendar = (email: string) => {
  try {
    return readFileSync(calendarFile, "utf8").includes(email);
  } catch {
    return false;
  }
};

/**
 * On the slot page (no scripts): the first slot, held with the page's one button; then the
 * confirmation link from the mail at the SMTP sink, its one button, up to the booked page.
 */
async function bookFirstSlot(
  page: Page,
  email: string,
  copy: {
    pickTitle: string;
    book: string;
    heldTitle: string;
    confirmButton: string;
    bookedTitle: string;
  },
) {
  await page.getByRole("heading", { name: copy.pickTitle }).waitFor();
  await page.getByRole("radio").first().check();
  await Promise.all([
    page.waitForLoadState(),
    page.getByRole("button", { name: copy.book }).click(),
  ]);
  await page.getByRole("heading", { name: copy.heldTitle }).waitFor();
  expect(inCalendar(email)).toBe(false);
  const mailedLink = () => {
    const mail = sink.mails.find((each) => each.headers.get("to")?.includes(email));
    return /https?:\/\/\S+\/api\/booking\/confirm\?\S+/.exec(mail?.text ?? "")?.[0];
  };
  await until(() => mailedLink() !== undefined, { what: `the confirmation mail to ${email}` });
  // The mail's origin is the build's; the page opens on this test server.
  const { pathname, search } = new URL(mailedLink() ?? "");
  await page.goto(`${pathname}${search}`);
  await Promise.all([
    page.waitForLoadState(),
    page.getByRole("button", { name: copy.confirmButton }).click(),
  ]);
  await page.getByRole("heading", { name: copy.bookedTitle }).waitFor();
}

describe.each(langs)(
  "booking a demo, $lang",
  ({ lang, pickTitle, book, bookedTitle, heldTitle, confirmButton, ...manage }) => {
    it("without scripts: sends the message, picks a time, confirms it from the mail, gets the booking", async () => {
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
        await bookFirstSlot(page, `book-${lang}@bakkerij-ada.nl`, {
          pickTitle,
          book,
          heldTitle,
          confirmButton,
          bookedTitle,
        });
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
            await bookFirstSlot(page, email, {
              pickTitle,
              book,
              heldTitle,
              confirmButton,
              bookedTitle,
            });
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
