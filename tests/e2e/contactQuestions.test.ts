import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathFor } from "../../common/pagePaths";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { axeViolations } from "./support/axe";
import { mailingTo, openAllDay } from "./support/bookingServer";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

/*
 * The contact form's two optional questions (docs/product.md#the-two-questions) on a phone,
 * 375 px wide, in both languages: reachable by keyboard, optional, posted without scripts, and an
 * audit within BOOKING_SOON_WEEKS (6) gets the soonest times first.
 */

const langs = [
  {
    lang: "en",
    legend: "Which standards are you audited against?",
    audit: "When is your next audit?",
    soonest: "Your audit is close, so our soonest times come first.",
    bookTime: /^Book .+, \d\d:\d\d$/,
    nextFree: "Book the next free time",
    sent: "Message sent!",
  },
  {
    lang: "nl",
    legend: "Tegen welke normen wordt u geaudit?",
    audit: "Wanneer is uw volgende audit?",
    soonest: "Uw audit is dichtbij, daarom ziet u eerst onze eerstvolgende vrije momenten.",
    bookTime: /^.+, \d\d:\d\d boeken$/,
    nextFree: "Eerstvolgende vrije moment boeken",
    sent: "Bericht verstuurd!",
  },
] as const;

const phone = { viewport: { width: 375, height: 800 }, timezoneId: "Europe/Amsterdam" };
let dir: string;
let browser: Browser;
let sink: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-questions-"));
  sink = await smtpSink();
  await sink.start();
  server = await startServer(testSiteDir, {
    ...mailingTo(sink),
    ...openAllDay({ BOOKING_CALENDAR_FILE: path.join(dir, "team.ics") }),
  });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The answers stored with the message of `email`, read from the server's own SQLite file. */
function storedAnswers(email: string): unknown {
  const database = new Database(path.join(server.dataDir, "messages.sqlite"), { readonly: true });
  try {
    const row = database
      .prepare("SELECT qualification FROM messages WHERE email = ?")
      .get(email) as { qualification: string | null } | undefined;
    return row && (row.qualification === null ? null : JSON.parse(row.qualification));
  } finally {
    database.close();
  }
}

/** What has the keyboard's focus: its tag, name and value. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return `${element?.tagName.toLowerCase()} ${element?.name} ${element?.value}`;
  });

/** The month after the visitor's own, `YYYY-MM`: its first day is at most five weeks off. */
const nextMonth = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}`;
  });

describe.each(langs)("the two optional questions, $lang", (copy) => {
  const contactPath = pathFor("contact", copy.lang);

  it("are reached and answered by keyboard; an audit next month gets the soonest times first", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL, ...phone });
    try {
      await grantAnalytics(page.context());
      await page.goto(contactPath);
      await waitForHydration(page);
      const email = `keyboard-${copy.lang}@bakkerij-ada.nl`;
      await fillContactForm(page, { ...lead, email });
      await page.getByRole("group", { name: copy.legend }).waitFor();
      expect(await axeViolations(page, "form")).toEqual([]);

      // From the message on: the first standard, then each other one, then the audit's month.
      await page.focus("#contact-message");
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("input standards brcgs");
      await page.keyboard.press("Space");
      for (let box = 1; box < 7; box += 1) await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("input standards other");
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("select nextAudit ");
      expect(await page.getByLabel(copy.audit).count()).toBe(1);
      // The first choice is this month, the second the next.
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const month = await nextMonth(page);
      expect(await page.inputValue("#contact-nextAudit")).toBe(month);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");

      const picker = page.getByTestId("booking-picker");
      const soonest = picker.getByRole("region", { name: copy.soonest });
      await soonest.waitFor();
      const times = await soonest.getByRole("button").allTextContents();
      expect(times).toHaveLength(3);
      for (const time of times) expect(time).toMatch(copy.bookTime);
      // They are the first times offered, before the days, in order.
      const firstRadio = picker.getByRole("radio").first();
      const firstLabel = await firstRadio.evaluate(
        (radio) => radio.closest("label")?.textContent ?? "",
      );
      expect(times[0]).toContain(firstLabel.slice(0, 5));
      const before = await soonest.evaluate(
        (section, radio) =>
          radio !== null &&
          Boolean(section.compareDocumentPosition(radio) & Node.DOCUMENT_POSITION_FOLLOWING),
        await firstRadio.elementHandle(),
      );
      expect(before).toBe(true);
      expect(await picker.getByRole("button", { name: copy.nextFree }).count()).toBe(0);
      expect(await axeViolations(page, '[data-testid="booking-picker"]')).toEqual([]);
      expect(storedAnswers(email)).toEqual({ standards: ["brcgs"], nextAudit: month });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("are optional: a message without them is sent and offered the times as before", async () => {
    const { page, close } = await openPage(browser, { baseURL: server.baseURL, ...phone });
    try {
      await grantAnalytics(page.context());
      await page.goto(contactPath);
      await waitForHydration(page);
      const email = `optional-${copy.lang}@bakkerij-ada.nl`;
      await fillContactForm(page, { ...lead, email });
      await page.click('form button[type="submit"]');
      const picker = page.getByTestId("booking-picker");
      await picker.getByRole("button", { name: copy.nextFree }).waitFor();
      expect(await picker.getByText(copy.soonest).count()).toBe(0);
      expect(storedAnswers(email)).toBeNull();
    } finally {
      await close();
    }
  });

  it("work without scripts: the plain form posts them and the slot page puts the soonest times first", async () => {
    const { page, close } = await openPage(browser, {
      baseURL: server.baseURL,
      ...phone,
      javaScriptEnabled: false,
    });
    try {
      await page.goto(contactPath);
      const email = `plain-${copy.lang}@bakkerij-ada.nl`;
      await fillContactForm(page, { ...lead, email });
      await page.check('input[name="standards"][value="ifs"]');
      await page.check('input[name="standards"][value="iso22000"]');
      // The prerendered page offers the build's months: its second is the month after the build.
      const month = await page.locator("#contact-nextAudit option").nth(2).getAttribute("value");
      await page.selectOption("#contact-nextAudit", month ?? "");
      await Promise.all([
        page.waitForURL("**/api/booking?**"),
        page.click('form button[type="submit"]'),
      ]);
      await page.getByText(copy.soonest).waitFor();
      const forms = page.locator("section.soonest form");
      expect(await forms.count()).toBe(3);
      expect(storedAnswers(email)).toEqual({ standards: ["ifs", "iso22000"], nextAudit: month });
    } finally {
      await close();
    }
  });
});
