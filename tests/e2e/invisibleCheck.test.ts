import Database from "better-sqlite3";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { proofChallengePath, proofField } from "../../common/contact/proofOfWork";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

/** The stored message's status and hold reason, read from the server's own SQLite file. */
function storedStatus(dataDir: string, id: string) {
  const database = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
  try {
    return database.prepare("SELECT status, hold_reason FROM messages WHERE id = ?").get(id);
  } finally {
    database.close();
  }
}

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(testSiteDir, { SMTP_URL: "smtp://127.0.0.1:1" });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("sends a message from Chromium with a proof the server accepts: it is not held for review", async () => {
  const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
  // The form sends only with analytics consent (the gate, on by default); kept in local storage.
  await grantAnalytics(page.context());
  await page.goto("/contact");
  await waitForHydration(page);

  const challenge = page.waitForResponse(`**${proofChallengePath}`);
  await fillContactForm(page, lead);
  const answer = await challenge;
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue("set-cookie")).toBeNull();
  const [request] = await Promise.all([
    page.waitForRequest("**/api/emailSender"),
    page.click('form button[type="submit"]'),
  ]);
  await page.getByTestId("contact-success").waitFor();
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body[proofField]).toEqual(expect.any(String));
  const { id } = (await (await request.response())?.json()) as { id: string };

  expect(storedStatus(server.dataDir, id)).toEqual({ status: "pending", hold_reason: null });
  expect(errors).toEqual([]);
  await close();
});
