import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathFor } from "../../common/pagePaths";
import { axeViolations } from "./support/axe";
import { openAllDay } from "./support/bookingServer";
import { launchBrowser, openPage } from "./support/browser";
import { fillContactForm, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";
import { until } from "../support/until";

const langs = [
  {
    lang: "en",
    pickTitle: "Book your demo",
    book: "Book this time",
    bookedTitle: "Your demo is booked",
  },
  {
    lang: "nl",
    pickTitle: "Plan uw demo",
    book: "Dit moment boeken",
    bookedTitle: "Uw demo is geboekt",
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
    ...openAllDay(calendarFile),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(langs)("booking a demo, $lang", ({ lang, pickTitle, book, bookedTitle }) => {
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
});
