import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { axeViolations } from "./support/axe";
import {
  accepted,
  contactFieldIds,
  fillContactForm,
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

const languages = [
  {
    lang: "en",
    path: "/contact",
    home: "/",
    reply: "We reply within 24 hours.",
    required: {
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      company: "Company is required",
      message: "Message is required",
    },
    invalidEmail: "Invalid email address",
    fillAll: "Please fill in all required fields.",
    errorTitle: "Error",
    consentTitle: "Cookie consent required",
    consentMessage: "Please accept analytics cookies to send messages.",
    settings: "Cookie settings",
    messageSent: "Message sent!",
  },
  {
    lang: "nl",
    path: "/nl/contact",
    home: "/nl",
    reply: "Wij reageren binnen 24 uur.",
    required: {
      firstName: "Voornaam is verplicht",
      lastName: "Achternaam is verplicht",
      email: "E-mailadres is verplicht",
      company: "Bedrijfsnaam is verplicht",
      message: "Bericht is verplicht",
    },
    invalidEmail: "Ongeldig e-mailadres",
    fillAll: "Vul alle verplichte velden in.",
    errorTitle: "Fout",
    consentTitle: "Toestemming voor cookies nodig",
    consentMessage: "Accepteer analytische cookies om berichten te kunnen versturen.",
    settings: "Cookie-instellingen",
    messageSent: "Bericht verstuurd!",
  },
] as const;

describe.each(languages)("contact page ($lang)", (copy) => {
  it("offers the way home, the language toggle, the contact details and the reply promise", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(copy.path);
    await waitForHydration(page);
    const main = page.locator("main");
    expect(await main.locator(`a[href="${copy.home}"]`).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("language-toggle").first().isVisible()).toBe(true);
    expect(await main.locator('a[href="mailto:hello@auditready.example"]').count()).toBe(1);
    expect(await main.locator('a[href="tel:+31301234567"]').innerText()).toBe("+31 30 123 4567");
    expect(await main.locator('a[href^="https://www.linkedin.com/company/"]').count()).toBe(1);
    expect(await main.innerText()).toContain(copy.reply);
    expect(errors).toEqual([]);
    await close();
  });

  it("labels every field visibly, marks the required ones and gives autocomplete tokens", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(copy.path);
    await waitForHydration(page);
    const expected = {
      firstName: ["given-name", true],
      lastName: ["family-name", true],
      email: ["email", true],
      company: ["organization", true],
      phone: ["tel", false],
      message: ["off", true],
    } as const;
    for (const [field, [token, required]] of Object.entries(expected)) {
      const control = page.locator(contactFieldIds[field as keyof typeof expected]);
      const label = page.locator(`label[for="contact-${field}"]`);
      expect(await label.isVisible(), field).toBe(true);
      expect((await label.innerText()).includes("*"), field).toBe(required);
      expect(await control.getAttribute("autocomplete"), field).toBe(token);
      expect(await control.evaluate((el) => (el as HTMLInputElement).required), field).toBe(
        required,
      );
    }
    expect(await page.locator("textarea#contact-message").getAttribute("rows")).toBe("4");
    await close();
  });

  it("hides the honeypot from people and assistive technology", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(copy.path);
    await waitForHydration(page);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    // Tabbing through the form never lands on it.
    await page.focus(contactFieldIds.message);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe(
      "website",
    );
    await close();
  });

  it("shows the five field messages on an empty submit, sends nothing and focuses the first field", async () => {
    const { page, close } = await openPage(browser);
    await grantAnalytics(page.context());
    const requests = await interceptEndpoint(page, accepted);
    await page.goto(copy.path);
    await waitForHydration(page);
    await page.locator('form button[type="submit"]').click();

    for (const [field, text] of Object.entries(copy.required)) {
      const control = page.locator(`#contact-${field}`);
      expect(await control.getAttribute("aria-invalid"), field).toBe("true");
      const describedBy = await control.getAttribute("aria-describedby");
      expect(await page.locator(`#${describedBy}`).innerText(), field).toBe(text);
    }
    expect(await page.locator("#contact-phone").getAttribute("aria-invalid")).toBeNull();
    expect((await page.getByTestId("contact-error").innerText()).split(/\n+/)).toEqual([
      copy.errorTitle,
      copy.fillAll,
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-firstName");

    // Once shown, the messages follow what the visitor types.
    await page.fill(contactFieldIds.firstName, "Ada");
    expect(await page.locator("#contact-firstName").getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator("main").innerText()).not.toContain(copy.required.firstName);
    expect(await page.locator("main").innerText()).toContain(copy.required.lastName);
    expect(requests).toHaveLength(0);
    await close();
  });

  it("refuses an invalid address and focuses the email field", async () => {
    const { page, close } = await openPage(browser);
    await grantAnalytics(page.context());
    const requests = await interceptEndpoint(page, accepted);
    await page.goto(copy.path);
    await waitForHydration(page);
    await fillContactForm(page, { ...lead, email: "ada@localhost" });
    await page.locator('form button[type="submit"]').click();
    expect(await page.locator("#contact-email-error").innerText()).toBe(copy.invalidEmail);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    await page.fill(contactFieldIds.email, "ada@bakkerij-ada.nl");
    expect(await page.locator("#contact-email-error").count()).toBe(0);
    expect(requests).toHaveLength(0);
    await close();
  });

  it("treats whitespace-only values as empty", async () => {
    const { page, close } = await openPage(browser);
    await grantAnalytics(page.context());
    const requests = await interceptEndpoint(page, accepted);
    await page.goto(copy.path);
    await waitForHydration(page);
    await fillContactForm(page, { ...lead, lastName: "   ", company: "\t", message: " \n \n" });
    await page.locator('form button[type="submit"]').click();
    expect(await page.locator("#contact-lastName-error").innerText()).toBe(copy.required.lastName);
    expect(await page.locator("#contact-company-error").innerText()).toBe(copy.required.company);
    expect(await page.locator("#contact-message-error").innerText()).toBe(copy.required.message);
    expect(await page.locator("#contact-firstName-error").count()).toBe(0);
    expect(await page.getByTestId("contact-error").innerText()).toContain(copy.fillAll);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-lastName");
    expect(requests).toHaveLength(0);
    await close();
  });

  it("blocks sending without analytics consent; the settings button unlocks it without retyping", async () => {
    const { page, close } = await openPage(browser);
    const requests = await interceptEndpoint(page, accepted);
    await page.goto(copy.path);
    await waitForHydration(page);
    await fillContactForm(page, lead);
    await page.locator('form button[type="submit"]').click();

    const gate = page.getByTestId("contact-consent-gate");
    expect(await gate.innerText()).toContain(copy.consentTitle);
    expect(await gate.innerText()).toContain(copy.consentMessage);
    expect(await gate.locator('a[href="mailto:hello@auditready.example"]').count()).toBe(1);
    expect(requests).toHaveLength(0);
    expect(await formValues(page)).toEqual(lead);

    await gate.getByRole("button", { name: copy.settings }).click();
    const dialog = page.getByTestId("consent-dialog");
    await dialog.waitFor();
    await page.getByTestId("consent-switch-analytics").click();
    await page.keyboard.press("Escape");
    await gate.waitFor({ state: "detached" });
    expect(await formValues(page)).toEqual(lead);

    await page.locator('form button[type="submit"]').click();
    await page.getByTestId("contact-success").getByText(copy.messageSent).waitFor();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON()).toMatchObject({ ...lead, message: lead.message });
    await close();
  });

  it("restores the draft after a reload", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(copy.path);
    await waitForHydration(page);
    await fillContactForm(page, lead);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => formValues(page)).toEqual(lead);
    await close();
  });

  it("has no axe-core violations: empty, with errors, and after success", async () => {
    const { page, close } = await openPage(browser);
    await grantAnalytics(page.context());
    await interceptEndpoint(page, accepted);
    await page.goto(copy.path);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('form button[type="submit"]').click();
    await page.locator("#contact-firstName-error").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await fillContactForm(page, lead);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId("contact-success").getByText(copy.messageSent).waitFor();
    // Contrast is measured once whatever fades in has finished.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
