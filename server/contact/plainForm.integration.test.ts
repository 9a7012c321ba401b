import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startApiServer, validMessage, type ApiServer } from "../../tests/support/apiServer";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";

/** What the prerendered HTML form posts: its fields as they are named in the page, urlencoded. */
function formBody(overrides: Record<string, string> = {}): string {
  const fields = Object.entries(validMessage()).filter(([name]) => name !== "timestamp");
  const values = Object.fromEntries(fields.map(([name, value]) => [name, String(value)]));
  return new URLSearchParams({ ...values, ...overrides }).toString();
}

function postForm(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html,application/xhtml+xml",
      ...headers,
    },
    body,
  });
}

const langs = [
  {
    lang: "en",
    sent: "/contact/sent",
    title: "Your message was not sent",
    invalidEmail: "Invalid email address",
    required: "Message is required",
    tooLarge: "Your message is too large to send",
    rateLimited: "You have sent several messages in a short time",
    forbidden: "Messages cannot be sent to us from this website",
    storage: "Your message could not be saved right now",
    contactPage: "/contact",
  },
  {
    lang: "nl",
    sent: "/nl/contact/sent",
    title: "Uw bericht is niet verzonden",
    invalidEmail: "Ongeldig e-mailadres",
    required: "Bericht is verplicht",
    tooLarge: "Uw bericht is te groot om te versturen",
    rateLimited: "U heeft in korte tijd meerdere berichten verstuurd",
    forbidden: "Vanaf deze website kunnen geen berichten naar ons worden verstuurd",
    storage: "Uw bericht kon nu niet worden opgeslagen",
    contactPage: "/nl/contact",
  },
] as const;

/** A refusal page: readable HTML in the language, the email address, the site's headers. */
async function expectPage(response: Response, status: number, lang: string, ...texts: string[]) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html; charset=utf-8/i);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  const html = await response.text();
  expect(html).toContain(`<html lang="${lang}">`);
  expect(html).toContain('href="mailto:hello@auditready.example"');
  for (const text of texts) expect(html).toContain(text);
  return html;
}

describe.each(langs)("the plain HTML form, $lang", (l) => {
  let sink: SmtpSink;
  let server: ApiServer;
  const count = async () => (await server.api.stores.messages.list({})).length;

  beforeAll(async () => {
    sink = await smtpSink();
    await sink.start();
    server = await startApiServer({
      SMTP_URL: sink.url,
      MAIL_TO: "sales@auditready.example",
      RATE_LIMITS: "3/10m",
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  it("stores with the referring page and its campaign, answers 303 and mails the message", async () => {
    const before = Date.now();
    // The page it was sent from, with a campaign, a hostile and an oversized parameter.
    const query = new URLSearchParams({
      utm_source: "newsletter",
      utm_campaign: "<script>alert(1)</script>",
      utm_content: "x".repeat(5000),
      email: "anna@example.nl",
    });
    const response = await postForm(server.url, formBody({ lang: l.lang }), {
      Origin: server.baseURL,
      Referer: `${server.baseURL}${l.contactPage}?${query}`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${server.baseURL}${l.sent}`);
    const [stored] = await server.api.stores.messages.list({});
    expect(stored).toMatchObject({ form: "plain", lang: l.lang, status: "pending" });
    expect(stored?.source).toEqual({
      utmSource: "newsletter",
      landingPath: l.contactPage,
      referrer: server.baseURL,
    });
    expect(stored?.fields.message).toBe(validMessage().message);
    expect(Date.parse(stored?.submittedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const [mail] = await sink.waitFor(1);
    expect(mail?.text).toContain("Could you show us the CAPA tracking?");
  });

  it("refuses invalid fields with 400 and a page listing each problem; stores nothing", async () => {
    const stored = await count();
    const response = await postForm(
      server.url,
      formBody({ email: "anna@example", message: "", lang: l.lang }),
    );
    const html = await expectPage(response, 400, l.lang, l.title, l.invalidEmail, l.required);
    expect(html).toContain(`href="${l.contactPage}"`);
    expect(await count()).toBe(stored);
  });

  it("takes the language from the Referer when the form has no lang field", async () => {
    const referer = `${server.baseURL}${l.contactPage}`;
    const response = await postForm(server.url, formBody({ email: "x" }), { Referer: referer });
    await expectPage(response, 400, l.lang, l.invalidEmail);
  });

  it("refuses a body past the limit with 413 before reading it; a long valid one fits", async () => {
    const stored = await count();
    // Its lang field is never read: the Referer says which page it came from.
    const huge = formBody({ message: "x".repeat(200_000), lang: l.lang });
    const referer = { Referer: `${server.baseURL}${l.contactPage}` };
    await expectPage(await postForm(server.url, huge, referer), 413, l.lang, l.tooLarge);
    expect(await count()).toBe(stored);
    // The longest message in three-byte characters: nine bytes each once urlencoded.
    const longest = formBody({ message: "€".repeat(5000), lang: l.lang });
    expect(longest.length).toBeGreaterThan(45_000);
    expect((await postForm(server.url, longest)).status).toBe(303);
  });

  it("refuses a page of another origin with 403", async () => {
    const stored = await count();
    const response = await postForm(server.url, formBody({ lang: l.lang }), {
      Origin: "https://evil.example",
      Referer: `https://evil.example${l.contactPage}`,
    });
    await expectPage(response, 403, l.lang, l.forbidden);
    expect(await count()).toBe(stored);
  });

  it("quarantines a filled honeypot and answers it like a success", async () => {
    const response = await postForm(
      server.url,
      formBody({ website: "http://cheap-pills.example", lang: l.lang }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(l.sent);
    const [newest] = await server.api.stores.messages.list({ limit: 1 });
    expect(newest).toMatchObject({ status: "quarantined", form: "plain" });
  });

  it("refuses the fourth message in 10 minutes with 429, Retry-After and a page", async () => {
    const stored = await count();
    const response = await postForm(server.url, formBody({ lang: l.lang }));
    await expectPage(response, 429, l.lang, l.rateLimited);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await count()).toBe(stored);
  });

  it("refuses a JSON body declared as a form, and a form body declared as JSON, with 400", async () => {
    const stored = await count();
    const json = JSON.stringify(validMessage());
    const asForm = await postForm(server.url, json, { Referer: `${server.baseURL}${l.sent}` });
    await expectPage(asForm, 400, l.lang, "JSON");
    const asJson = await fetch(server.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": l.lang },
      body: formBody(),
    });
    expect(asJson.status).toBe(400);
    expect(((await asJson.json()) as { message: string }).message).toContain("JSON");
    expect(await count()).toBe(stored);
  });
});

describe.each(langs)("the plain HTML form with storage down, $lang", (l) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({ SMTP_URL: "smtp://127.0.0.1:1", RATE_LIMITS: "off" });
    // Another connection takes the table away: every insert of the server now fails.
    const db = new Database(path.join(server.dataDir, "messages.sqlite"));
    db.exec("DROP TABLE outbox; DROP TABLE messages;");
    db.close();
  });
  afterAll(() => server.close());

  it("answers 503 with a page that gives the email address", async () => {
    const response = await postForm(server.url, formBody({ lang: l.lang }));
    await expectPage(response, 503, l.lang, l.storage);
  });
});
