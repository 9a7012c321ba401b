import type { BrowserContext, Page, Request, Route } from "playwright-core";

export const contactFieldIds = {
  firstName: "#contact-firstName",
  lastName: "#contact-lastName",
  email: "#contact-email",
  company: "#contact-company",
  phone: "#contact-phone",
  message: "#contact-message",
} as const;

export type ContactValues = Record<keyof typeof contactFieldIds, string>;

export const lead: ContactValues = {
  firstName: "Ada",
  lastName: "de Vries",
  email: "ada@bakkerij-ada.nl",
  company: "Bakkerij Ada",
  phone: "+31 6 1234 5678",
  message: "We prepare for our BRCGS audit in March.\nCan we see a demo?",
};

const consentStorageKey = "auditready_cookie_consent";
/** Where the site keeps a visitor's first touch while analytics consent is given. */
export const firstTouchKey = "auditready_first_touch";

/**
 * Waits until the page has kept the visit's first touch: the site does it after hydration, from a
 * chunk of its own, so a form sent in the first instant of a visit goes without it.
 */
export async function firstTouchKept(page: Page): Promise<void> {
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, firstTouchKey);
}

/** The stored record of a visitor who accepted analytics, written before the page loads. */
export async function grantAnalytics(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        preferences: false,
        timestamp: Date.now(),
        revision: 1,
      }),
    );
  }, consentStorageKey);
}

export async function fillContactForm(page: Page, values: Partial<ContactValues>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    await page.fill(contactFieldIds[field as keyof ContactValues], value);
  }
}

export async function formValues(page: Page): Promise<ContactValues> {
  const entries = await Promise.all(
    Object.entries(contactFieldIds).map(
      async ([field, selector]) => [field, await page.inputValue(selector)] as const,
    ),
  );
  return Object.fromEntries(entries) as ContactValues;
}

const endpointPattern = "**/api/emailSender";

/** Intercepts the contact endpoint; every request is recorded before `answer` handles it. */
export async function interceptEndpoint(
  page: Page,
  answer: (route: Route) => Promise<void> | void,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(endpointPattern, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

export const accepted = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ ok: true, id: "msg_1" }),
  });
