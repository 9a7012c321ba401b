import Database from "better-sqlite3";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

/** Outbox rows still to deliver, read from the server's own SQLite file. */
function unsentOutboxRows(dataDir: string): number {
  const database = new Database(path.join(dataDir, "messages.sqlite"), { readonly: true });
  try {
    const row = database
      .prepare("SELECT count(*) AS unsent FROM outbox WHERE status <> 'sent'")
      .get() as { unsent: number };
    return row.unsent;
  } finally {
    database.close();
  }
}

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
  });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
});

it("delivers a message typed into the Dutch contact form to the inbox, once, as text", async () => {
  const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
  await grantAnalytics(page.context());
  await page.goto("/nl/contact");
  await waitForHydration(page);

  const message = `Wij bereiden ons voor op BRCGS.\n<script>alert("x")</script> <img src=x onerror=alert(1)> Kaas & "wijn"`;
  await fillContactForm(page, { ...lead, company: "Bakkerij Ada & Zn <BV>", message });
  const [request] = await Promise.all([
    page.waitForRequest("**/api/emailSender"),
    page.click('form button[type="submit"]'),
  ]);
  await page.getByTestId("contact-success").getByText("Bericht verstuurd!").waitFor();
  const response = await request.response();
  expect(response?.status()).toBe(200);
  const requestId = (await request.allHeaders())["x-request-id"];
  expect(response?.headers()["x-request-id"]).toBe(requestId);

  const [mail] = await sink.waitFor(1);
  expect(mail?.headers.get("to")).toBe("sales@auditready.example");
  expect(mail?.headers.get("reply-to")).toBe(`Ada de Vries <${lead.email}>`);
  expect(mail?.headers.get("subject")).toBe(
    "Contact request from Ada de Vries (Bakkerij Ada & Zn <BV>)",
  );
  expect(mail?.text).toContain(message);
  expect(mail?.text).toContain("Language: nl");
  expect(mail?.html).toContain(
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; Kaas &amp; &quot;wijn&quot;",
  );
  expect(mail?.html).toContain("Bakkerij Ada &amp; Zn &lt;BV&gt;");
  expect(mail?.html).not.toMatch(/<script|<img/i);

  // The server logged the browser's request id, and never the visitor's address.
  expect(server.output()).toContain(requestId);
  expect(server.output()).not.toContain(lead.email);

  // Once the outbox has nothing left to send, no further mail can come.
  await expect.poll(() => unsentOutboxRows(server.dataDir), { timeout: 10_000 }).toBe(0);
  expect(sink.mails.length).toBe(1);
  expect(errors).toEqual([]);
  await close();
});
