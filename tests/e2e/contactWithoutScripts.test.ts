import Database from "better-sqlite3";
import path from "node:path";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageSentPaths } from "../../common/messageSentPaths";
import { pathFor } from "../../common/pagePaths";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { contactFieldIds, fillContactForm, formValues, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

interface StoredRow {
  email: string;
  lang: string;
  form: string;
}

/** The newest stored message, read from the server's own SQLite file. */
function newestMessage(dataDir: string): StoredRow | undefined {
  const database = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
  try {
    return database
      .prepare("SELECT email, lang, form FROM messages ORDER BY created_at DESC LIMIT 1")
      .get() as StoredRow | undefined;
  } finally {
    database.close();
  }
}

const langs = [
  { lang: "en", sentTitle: "Message sent!", refusedTitle: "Your message was not sent" },
  { lang: "nl", sentTitle: "Bericht verstuurd!", refusedTitle: "Uw bericht is niet verzonden" },
] as const;

let browser: Browser;
let sink: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.start();
  server = await startServer(testSiteDir, {
    SMTP_URL: sink.url,
    MAIL_TO: "sales@auditready.example",
    OUTBOX_POLL_MS: "100",
    RATE_LIMITS: "off",
  });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
});

const submit = (page: Page) => page.click('form button[type="submit"]');

describe.each(langs)(
  "the contact form without scripts, $lang",
  ({ lang, sentTitle, refusedTitle }) => {
    const contactPath = pathFor("contact", lang);
    const sentPath = messageSentPaths[lang];

    it("sends a valid message: stored as plain, mailed, confirmed on the message-sent page", async () => {
      const { page, close } = await openPage(browser, {
        baseURL: server.baseURL,
        javaScriptEnabled: false,
      });
      await page.goto(contactPath);
      const email = `plain-${lang}@bakkerij-ada.nl`;
      await fillContactForm(page, { ...lead, email });
      const mailsBefore = sink.mails.length;
      await Promise.all([page.waitForURL(`**${sentPath}`), submit(page)]);
      await page.getByRole("heading", { name: sentTitle }).waitFor();
      expect(await page.locator("main").textContent()).toContain("24");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

      expect(newestMessage(server.dataDir)).toEqual({ email, lang, form: "plain" });
      const mails = await sink.waitFor(mailsBefore + 1);
      expect(mails.at(-1)?.headers.get("reply-to")).toBe(`Ada de Vries <${email}>`);
      await close();
    });

    it("lets the browser stop an invalid message: no request reaches the server", async () => {
      const { page, close } = await openPage(browser, {
        baseURL: server.baseURL,
        javaScriptEnabled: false,
      });
      await page.goto(contactPath);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.postData() ?? "");
      });
      await fillContactForm(page, { ...lead, email: "not-an-address", message: "" });
      await submit(page);
      // The browser's check focuses the first invalid field instead of sending.
      await page.locator(`${contactFieldIds.email}:focus`).waitFor();
      expect(page.url()).toBe(`${server.baseURL}${contactPath}`);

      // Corrected, the same form sends: the first and only post is the valid one.
      const email = `corrected-${lang}@bakkerij-ada.nl`;
      await fillContactForm(page, { email, message: lead.message });
      await Promise.all([page.waitForURL(`**${sentPath}`), submit(page)]);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toContain(`email=${encodeURIComponent(email)}`);
      await close();
    });

    it("answers a message the server refuses with a readable page; Back keeps what was typed", async () => {
      const { page, close } = await openPage(browser, {
        baseURL: server.baseURL,
        javaScriptEnabled: false,
      });
      await page.goto(contactPath);
      // The browser accepts an address without a dot in its domain; the server does not.
      const typed = { ...lead, email: "ada@bakkerij" };
      await fillContactForm(page, typed);
      const [response] = await Promise.all([
        page.waitForResponse("**/api/emailSender"),
        submit(page),
      ]);
      expect(response.status()).toBe(400);
      await page.getByRole("heading", { name: refusedTitle }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      expect(await page.locator("body").textContent()).toContain("hello@auditready.example");

      await page.goBack();
      await page.locator(contactFieldIds.email).waitFor();
      expect(await formValues(page)).toEqual(typed);
      await close();
    });

    it("delivers a submit made while the page's scripts are still held back", async () => {
      const { page, close } = await openPage(browser, { baseURL: server.baseURL });
      const held: Route[] = [];
      await page.route("**/assets/*.js", (route) => {
        held.push(route);
      });
      await page.goto(contactPath, { waitUntil: "commit" });
      await page.locator(contactFieldIds.message).waitFor();
      const email = `held-${lang}@bakkerij-ada.nl`;
      await fillContactForm(page, { ...lead, email });
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      await Promise.all([page.waitForURL(`**${sentPath}`), submit(page)]);
      await page.getByRole("heading", { name: sentTitle }).waitFor();
      expect(held.length).toBeGreaterThan(0);
      // The scripts of the left page were never needed; the new page gets its own.
      await page.unroute("**/assets/*.js");
      for (const route of held) await route.continue().catch(() => undefined);

      expect(newestMessage(server.dataDir)).toEqual({ email, lang, form: "plain" });
      await close();
    });
  },
);

describe("the contact form once hydrated", () => {
  it("takes over the checks: novalidate, no maxlength, and the plain form's attributes before", async () => {
    const html = await (await fetch(`${server.baseURL}/contact`)).text();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/api/emailSender"');
    expect(form).toContain('method="post"');
    expect(form).not.toContain("novalidate");
    expect(html).toMatch(/<textarea[^>]*maxLength="5000"|<textarea[^>]*maxlength="5000"/);
    expect(html).toMatch(
      /<input[^>]*type="email"[^>]*required|<input[^>]*required[^>]*type="email"/,
    );
    expect(html).toContain('<input type="hidden" name="lang" value="en"/>');

    const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.locator("form[novalidate]").waitFor({ state: "attached" });
    expect(await page.locator("form [maxlength]").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
