import Database from "better-sqlite3";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import consentCopy from "@content/site/consentBanner.json";
import consentDialogCopy from "@content/site/consentDialog.json";
import layoutCopy from "@content/site/layout.json";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import {
  fillContactForm,
  firstTouchKept,
  firstTouchKey,
  grantAnalytics,
  lead,
} from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(testSiteDir);
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The source stored with the message of `email`, read from the server's own SQLite file. */
function storedSource(email: string): Record<string, string> | null {
  const database = new Database(path.join(server.dataDir, "messages.sqlite"), { readonly: true });
  try {
    const row = database.prepare("SELECT source FROM messages WHERE email = ?").get(email) as
      { source: string | null } | undefined;
    return row ? (JSON.parse(row.source ?? "{}") as Record<string, string>) : null;
  } finally {
    database.close();
  }
}

async function send(page: Page, email: string) {
  await fillContactForm(page, { ...lead, email });
  await page.click('form button[type="submit"]');
  await page.getByTestId("contact-success").waitFor();
}

const firstTouch = (page: Page) => page.evaluate((key) => localStorage.getItem(key), firstTouchKey);

/** Moves on to the contact page through the header, as a visitor would (home loads it as a document). */
async function goToContact(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("link", { name: layoutCopy.en.navContact })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === "/contact");
  await waitForHydration(page);
}

/** Flips analytics consent in the cookie settings opened from the footer. */
async function toggleAnalytics(page: Page) {
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: layoutCopy.en.cookieSettings })
    .click();
  await page
    .getByRole("dialog", { name: consentDialogCopy.en.dialogTitle })
    .getByRole("switch", { name: consentDialogCopy.en.analyticsTitle })
    .click();
}

describe("where a lead came from", () => {
  it("stores the campaign of the visit's landing page with the message sent later", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
    await grantAnalytics(page.context());
    await page.goto("/?utm_source=newsletter&utm_campaign=brcgs-9");
    await waitForHydration(page);
    // Kept by a chunk loaded after hydration, on this landing page.
    await expect
      .poll(async () => JSON.parse((await firstTouch(page)) ?? "null") as unknown)
      .toEqual({ campaign: "brcgs-9", landingPath: "/" });
    await goToContact(page);
    await send(page, "campaign@example.nl");
    expect(storedSource("campaign@example.nl")).toEqual({
      utmSource: "newsletter",
      utmCampaign: "brcgs-9",
      landingPath: "/",
      firstCampaign: "brcgs-9",
      firstLandingPath: "/",
    });

    // Withdrawing analytics consent deletes the first touch at once.
    await toggleAnalytics(page);
    await expect.poll(() => firstTouch(page)).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("writes nothing to the device without analytics consent, and keeps the landing page once given", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
    await page.goto("/?utm_campaign=brcgs-9");
    await waitForHydration(page);
    // The banner shows once the page has read that there is no choice yet.
    const banner = page.getByRole("region", { name: consentCopy.en.bannerLabel });
    await banner.waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await banner.getByRole("button", { name: consentCopy.en.rejectNonEssential }).click();
    await banner.waitFor({ state: "detached" });
    // The code that keeps the first touch has loaded (a chunk named after its module) and keeps
    // nothing while the visitor moves on to the next page.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => entry.name.includes("/firstTouch-")),
        ),
      )
      .toBe(true);
    await goToContact(page);
    await page.locator("form").waitFor();
    expect(await firstTouch(page)).toBeNull();

    // Consent given there keeps the landing page of this visit, not the page it was given on.
    await toggleAnalytics(page);
    await expect
      .poll(async () => JSON.parse((await firstTouch(page)) ?? "null") as unknown)
      .toEqual({ campaign: "brcgs-9", landingPath: "/" });
    expect(errors).toEqual([]);
    await close();
  });

  it("drops a hostile or huge campaign value and still stores the message", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
    await grantAnalytics(page.context());
    const query = new URLSearchParams({
      utm_source: '"><img src=x onerror=alert(1)>',
      utm_campaign: "x".repeat(5000),
      utm_medium: "email",
    });
    await page.goto(`/contact?${query}`);
    await waitForHydration(page);
    await firstTouchKept(page);
    await send(page, "hostile@example.nl");
    expect(storedSource("hostile@example.nl")).toEqual({
      utmMedium: "email",
      landingPath: "/contact",
      firstLandingPath: "/contact",
    });
    expect(errors).toEqual([]);
    await close();
  });
});
