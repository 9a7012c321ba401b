import Database from "better-sqlite3";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import layoutCopy from "@content/site/layout.json";
import { visitBeaconPath } from "../../common/visitBeacon";
import { until } from "../support/until";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

// Headless Chromium names itself HeadlessChrome, which isbot rightly leaves out: the visitor
// here presents as the desktop browser it is.
const userAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

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

/** Every stored row with every column, from the server's own SQLite file. */
function storedRows(): Record<string, unknown>[] {
  const database = new Database(path.join(server.dataDir, "messages.sqlite"), { readonly: true });
  try {
    return database.prepare("SELECT * FROM visit_counts ORDER BY page, lang").all() as Record<
      string,
      unknown
    >[];
  } finally {
    database.close();
  }
}

const counted = (page: string, lang: string) =>
  until(() => storedRows().some((row) => row.page === page && row.lang === lang), {
    what: `a count of ${page} (${lang})`,
  });

/** What the page keeps on the device: cookies, localStorage and sessionStorage. */
async function deviceState(page: Page) {
  return {
    cookies: await page.context().cookies(),
    storage: await page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
    })),
  };
}

it("counts each page view once with no consent given, and keeps nothing on the device", async () => {
  const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL, userAgent });
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === visitBeaconPath) beacons.push(request.postData() ?? "");
  });
  try {
    await page.goto("/");
    await waitForHydration(page);
    await counted("/", "en");
    const before = await deviceState(page);
    expect(before.cookies).toEqual([]);

    // Home opens the next page as a document: the server counts it, the page reports nothing.
    await page
      .getByRole("banner")
      .getByRole("link", { name: layoutCopy.en.navContact })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/contact");
    await waitForHydration(page);
    await counted("/contact", "en");
    expect(await deviceState(page)).toEqual(before);

    // A view the router shows without a request: the page reports it.
    await page
      .getByRole("contentinfo")
      .getByRole("link", {
        name: layoutCopy.en.legalLinks.find((link) => link.to === "cookiePolicy")?.label,
      })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/cookie-policy");
    await counted("/cookie-policy", "en");
    expect(await deviceState(page)).toEqual(before);

    // A load the server served and counted: the page does not report it again.
    await page.goto("/nl/contact");
    await waitForHydration(page);
    await counted("/contact", "nl");
    expect(beacons).toEqual(["/cookie-policy"]);

    const day = new Date().toISOString().slice(0, 10);
    expect(storedRows()).toEqual([
      { day, page: "/", lang: "en", count: 1 },
      { day, page: "/contact", lang: "en", count: 1 },
      { day, page: "/contact", lang: "nl", count: 1 },
      { day, page: "/cookie-policy", lang: "en", count: 1 },
    ]);
    expect((await page.context().cookies()).length).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
