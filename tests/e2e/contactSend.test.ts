import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import {
  accepted,
  contactFieldIds,
  fillContactForm,
  firstTouchKept,
  formValues,
  grantAnalytics,
  interceptEndpoint,
  lead,
} from "./support/contactForm";

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const submitButton = 'form button[type="submit"]';

/** A hydrated contact page of a visitor who accepted analytics. */
async function contactPage(path = "/contact", before?: (page: Page) => Promise<void>) {
  const watched = await openPage(browser);
  await grantAnalytics(watched.page.context());
  await before?.(watched.page);
  await watched.page.goto(path);
  await waitForHydration(watched.page);
  return watched;
}

const errorBox = (page: Page) => page.getByTestId("contact-error");
const errorLines = async (page: Page) => (await errorBox(page).innerText()).split(/\n+/);
/** Sonner's notifications region. */
const toaster = (page: Page) => page.locator("section[aria-live]");
const toastText = (page: Page) => page.locator("[data-sonner-toast]").first().innerText();

const languages = [
  {
    lang: "en",
    path: "/contact",
    sending: "Sending...",
    messageSent: "Message sent!",
    thanks: "Thank you for your message. We will get back to you within 24 hours.",
    errorTitle: "Error",
    failed: "Failed to send message. Please try again or contact us directly.",
    timeout: "The request took too long. Please try again.",
    connection: "Connection error. Please check your internet connection.",
    badGateway: "Error 502: Bad Gateway",
    notifications: "Notifications (Alt+T)",
    closeNotification: "Close notification",
  },
  {
    lang: "nl",
    path: "/nl/contact",
    sending: "Bezig met versturen...",
    messageSent: "Bericht verstuurd!",
    thanks: "Bedankt voor uw bericht. Wij nemen binnen 24 uur contact met u op.",
    errorTitle: "Fout",
    failed:
      "Het versturen is niet gelukt. Probeer het opnieuw of neem rechtstreeks contact met ons op.",
    timeout: "Het verzoek duurde te lang. Probeer het opnieuw.",
    connection: "Verbindingsfout. Controleer uw internetverbinding.",
    badGateway: "Fout 502: Bad Gateway",
    notifications: "Meldingen (Alt+T)",
    closeNotification: "Melding sluiten",
  },
] as const;

describe.each(languages)("sending the contact form ($lang)", (copy) => {
  it("posts exactly the specified body and headers", async () => {
    const { page, close } = await contactPage(copy.path);
    const requests = await interceptEndpoint(page, accepted);
    await firstTouchKept(page);
    await fillContactForm(page, { ...lead, firstName: "  Ada  ", phone: "" });
    const before = Date.now();
    await page.click(submitButton);
    await page.getByTestId("contact-success").getByText(copy.messageSent).waitFor();

    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.method()).toBe("POST");
    expect(new URL(request?.url() ?? "").pathname).toBe("/api/emailSender");
    const headers = (await request?.allHeaders()) ?? {};
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.accept).toBe("application/json");
    expect(headers["accept-language"]).toBe(copy.lang);
    expect(headers["x-request-id"]).toMatch(uuid);
    expect(headers["idempotency-key"]).toMatch(uuid);
    const body = request?.postDataJSON() as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "company",
        "email",
        "firstName",
        "lastName",
        "message",
        "phone",
        "timestamp",
        "source",
        "proof",
      ].sort(),
    );
    // The invisible check's solved challenge, ready before the visitor sent.
    expect(body.proof).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // Opened directly, without a campaign: the visit's landing page, and the first touch (the
    // visitor accepted analytics).
    expect(body.source).toEqual({ landingPath: copy.path, firstLandingPath: copy.path });
    expect(body).toMatchObject({ ...lead, firstName: "Ada", phone: "" });
    const sentAt = Date.parse(body.timestamp ?? "");
    expect(new Date(sentAt).toISOString()).toBe(body.timestamp);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 1000);
    await close();
  });

  it("disables everything while sending, shows the sending label and never sends twice", async () => {
    const { page, close } = await contactPage(copy.path);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await interceptEndpoint(page, async (route) => {
      await held;
      await accepted(route);
    });
    await fillContactForm(page, lead);
    await page.dblclick(submitButton);
    await page.locator(submitButton, { hasText: copy.sending }).waitFor();
    for (const selector of [...Object.values(contactFieldIds), submitButton]) {
      expect(await page.locator(selector).isDisabled(), selector).toBe(true);
    }
    await page.locator(submitButton).click({ force: true });
    release();
    await page.getByTestId("contact-success").getByText(copy.messageSent).waitFor();
    expect(requests).toHaveLength(1);
    await close();
  });

  it("on success shows the box as the one confirmation, resets the form, clears the draft and scrolls to the box", async () => {
    const { page, close } = await contactPage(copy.path);
    await interceptEndpoint(page, accepted);
    await page.setViewportSize({ width: 390, height: 700 });
    await fillContactForm(page, lead);
    await page.click(submitButton);
    const box = page.getByTestId("contact-success");
    await box.getByText(copy.messageSent).waitFor();
    expect((await box.innerText()).split(/\n+/)).toEqual([copy.messageSent, copy.thanks]);
    expect(await box.getAttribute("role")).toBe("status");
    // The box says it once: the toaster is in the page (it loaded while the visitor typed), and
    // a frame after the box no toast repeats the sentence.
    await toaster(page).waitFor({ state: "attached" });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(Object.values(await formValues(page))).toEqual(["", "", "", "", "", ""]);
    await expect
      .poll(() => box.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    const { top, bottom } = await box.evaluate((el) => el.getBoundingClientRect().toJSON());
    expect(bottom).toBeLessThanOrEqual(700);
    expect(top).toBeGreaterThanOrEqual(0);
    await page.reload();
    await waitForHydration(page);
    expect(Object.values(await formValues(page))).toEqual(["", "", "", "", "", ""]);
    await close();
  });

  it("shows the timeout message after 10 seconds of a hanging endpoint, keeping what was typed", async () => {
    const { page, close } = await contactPage(copy.path, (p) => p.clock.install());
    const requests = await interceptEndpoint(page, () => new Promise<void>(() => undefined));
    await fillContactForm(page, lead);
    await page.click(submitButton);
    await expect.poll(() => requests.length).toBe(1);
    await page.clock.runFor(9_000);
    expect(await page.locator(submitButton).innerText()).toBe(copy.sending);
    expect(await errorBox(page).innerText()).toBe("");
    await page.clock.runFor(1_000);
    await errorBox(page).getByText(copy.timeout).waitFor();
    expect(await errorLines(page)).toEqual([copy.errorTitle, copy.timeout]);
    await expect.poll(() => toastText(page)).toContain(copy.failed);
    expect(await formValues(page)).toEqual(lead);
    await close();
  });

  it("shows the connection message, and the toast, when the browser is offline", async () => {
    const { page, close } = await contactPage(copy.path);
    await fillContactForm(page, lead);
    // The toaster's script loaded while the visitor typed, before the connection went.
    await toaster(page).waitFor({ state: "attached" });
    await page.context().setOffline(true);
    await page.click(submitButton);
    await errorBox(page).getByText(copy.connection).waitFor();
    await expect.poll(() => toastText(page)).toContain(copy.failed);
    expect(await toaster(page).getAttribute("aria-label")).toBe(copy.notifications);
    const closeToast = page.locator("[data-sonner-toast] [data-close-button]").first();
    expect(await closeToast.getAttribute("aria-label")).toBe(copy.closeNotification);
    expect(await formValues(page)).toEqual(lead);
    await close();
  });

  it("shows `Error 502: Bad Gateway` for a 502 without a body", async () => {
    const { page, close } = await contactPage(copy.path);
    await interceptEndpoint(page, (route) => route.fulfill({ status: 502, body: "" }));
    await fillContactForm(page, lead);
    await page.click(submitButton);
    await errorBox(page).getByText(copy.badGateway).waitFor();
    expect(await errorLines(page)).toEqual([copy.errorTitle, copy.badGateway]);
    await close();
  });
});

describe("sending the contact form: failures and retries", () => {
  it("shows the connection message when the connection is refused", async () => {
    const { page, close } = await contactPage();
    await interceptEndpoint(page, (route) => route.abort("connectionrefused"));
    await fillContactForm(page, lead);
    await page.click(submitButton);
    await errorBox(page).getByText(languages[0].connection).waitFor();
    await close();
  });

  it("shows the server's message of a 500, and of a 429 that says when to retry", async () => {
    const { page, close } = await contactPage();
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ message: "Our mail service is down. Please try again later." }),
        }),
      (route) =>
        route.fulfill({
          status: 429,
          headers: { "Retry-After": "120" },
          contentType: "application/json",
          body: JSON.stringify({ message: "Too many messages. Please try again in 2 minutes." }),
        }),
    ];
    await interceptEndpoint(page, (route) => answers.shift()?.(route));
    await fillContactForm(page, lead);
    await page.click(submitButton);
    await errorBox(page).getByText("Our mail service is down. Please try again later.").waitFor();
    await page.click(submitButton);
    await errorBox(page).getByText("Too many messages. Please try again in 2 minutes.").waitFor();
    expect(await errorBox(page).innerText()).not.toContain("mail service");
    await close();
  });

  it("keeps the Idempotency-Key across retries, renews it after success, and a new submit clears the old outcome", async () => {
    const { page, close } = await contactPage();
    const statuses = [503, 200, 200];
    const requests = await interceptEndpoint(page, (route) =>
      statuses.shift() === 200
        ? accepted(route)
        : route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await fillContactForm(page, lead);
    await page.click(submitButton);
    await errorBox(page).getByText("Error 503: Service Unavailable").waitFor();

    // A reload between the attempts keeps the draft and its key.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => formValues(page)).toEqual(lead);
    await page.click(submitButton);
    await page.getByTestId("contact-success").getByText("Message sent!").waitFor();
    expect(await errorBox(page).innerText()).toBe("");

    await fillContactForm(page, lead);
    await page.click(submitButton);
    await expect.poll(() => requests.length).toBe(3);
    const keys = await Promise.all(
      requests.map(async (request) => (await request.allHeaders())["idempotency-key"]),
    );
    const ids = await Promise.all(
      requests.map(async (request) => (await request.allHeaders())["x-request-id"]),
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(new Set(ids).size).toBe(3);
    await close();
  });

  it("shows the server's field messages under their fields until the visitor changes them", async () => {
    const { page, close } = await contactPage();
    await interceptEndpoint(page, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please correct the highlighted fields.",
          errors: { company: "Company can be at most 20 characters" },
        }),
      }),
    );
    await fillContactForm(page, lead);
    await page.click(submitButton);
    await errorBox(page).getByText("Please correct the highlighted fields.").waitFor();
    const company = page.locator(contactFieldIds.company);
    expect(await company.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#contact-company-error").innerText()).toBe(
      "Company can be at most 20 characters",
    );
    await page.fill(contactFieldIds.company, "Ada");
    expect(await company.getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("#contact-company-error").count()).toBe(0);
    await close();
  });

  it("sends the honeypot only when it was filled in", async () => {
    const { page, close } = await contactPage();
    const requests = await interceptEndpoint(page, accepted);
    await fillContactForm(page, lead);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await page.click(submitButton);
    await page.getByTestId("contact-success").getByText("Message sent!").waitFor();
    expect(requests[0]?.postDataJSON()).toMatchObject({ website: "https://spam.example" });
    await close();
  });
});

describe("code splitting", () => {
  // String literals that survive minification: the request builder's header and sonner's toaster.
  const formMarker = "Idempotency-Key";
  const toasterMarker = "data-sonner-toaster";

  /** The page's scripts, as loaded once it has hydrated and then after `then` ran. */
  async function scriptsOf(path: string, then?: (page: Page) => Promise<void>) {
    const { page, close } = await openPage(browser);
    const sources: Promise<string>[] = [];
    page.on("response", (response) => {
      // The invisible check's Web Worker script has no body the page may read: it counts as empty.
      if (response.request().resourceType() === "script")
        sources.push(response.text().catch(() => ""));
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const onLoad = (await Promise.all(sources)).join("\n");
    await then?.(page);
    const afterwards = (await Promise.all(sources)).join("\n");
    await close();
    return { onLoad, afterwards };
  }

  it("keeps the contact form, its schema and the toasts out of the home page", async () => {
    const home = await scriptsOf("/");
    for (const marker of [formMarker, toasterMarker]) {
      expect(home.onLoad, marker).not.toContain(marker);
    }
    expect((await scriptsOf("/contact")).onLoad).toContain(formMarker);
  });

  it("loads the toasts once the visitor starts typing, not with the contact page", async () => {
    const contact = await scriptsOf("/contact", async (page) => {
      await page.locator("#contact-firstName").pressSequentially("A");
      await toaster(page).waitFor({ state: "attached" });
    });
    expect(contact.onLoad).not.toContain(toasterMarker);
    expect(contact.afterwards).toContain(toasterMarker);
  });
});
