// `npm run send-to-slots`: on the simulated slow phone (scripts/slowPhone.ts), how long from the
// contact form's Send to the free times shown in the success box, and how long the invisible
// check's proof of work took (the `proof-of-work` measure the form records, when it has one).
// The visitor types the message at 20 ms a key, as the check starts on the form's first input.
// Serves the existing build (`npm run build` first; `--site-dir=<dir>` for another) with a file
// calendar. Median of SEND_TO_SLOTS_RUNS (5). A report, not a test.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { chromiumArgs } from "../tests/e2e/support/chromiumArgs";
import { fillContactForm, grantAnalytics, lead } from "../tests/e2e/support/contactForm";
import { startServer } from "../tests/e2e/support/testServer";
import { ensureChromium } from "./ensure-chromium.mjs";
import { median } from "./firstTapSummary";
import { siteDirArgument, slowPhonePage, slowPhoneViewport } from "./slowPhone";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.env.SEND_TO_SLOTS_RUNS ?? 5);

async function measure(browser: Browser, baseURL: string, run: number) {
  const context = await browser.newContext({ baseURL, viewport: slowPhoneViewport });
  await grantAnalytics(context);
  const page = await slowPhonePage(context);
  await page.goto("/contact");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const { message, ...rest } = lead;
  await fillContactForm(page, { ...rest, email: `slow-phone-${run}@bakkerij-ada.nl` });
  await page.locator("#contact-message").pressSequentially(message, { delay: 20 });
  await page.evaluate(() => {
    document
      .querySelector("form")
      ?.addEventListener("submit", () => Object.assign(window, { sentAt: performance.now() }), {
        capture: true,
      });
  });
  await page.click('form button[type="submit"]');
  const shownAt = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="booking-picker"] input[type="radio"]')
        ? performance.now()
        : null,
    undefined,
    { timeout: 60_000, polling: "raf" },
  );
  const figures = await page.evaluate(
    (shown) => ({
      sendToSlots: (shown ?? Number.NaN) - (window as unknown as { sentAt: number }).sentAt,
      proof: performance.getEntriesByName("proof-of-work")[0]?.duration ?? null,
    }),
    await shownAt.jsonValue(),
  );
  await context.close();
  return figures;
}

const dir = mkdtempSync(path.join(tmpdir(), "send-to-slots-"));
const calendarFile = path.join(dir, "team.ics");
writeFileSync(
  calendarFile,
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Report//EN\r\nEND:VCALENDAR",
);
const server = await startServer(path.resolve(siteDirArgument(path.join(root, "build/client"))), {
  DATA_DIR: path.join(dir, "data"),
  RATE_LIMITS: "off",
  BOOKING_CALENDAR_FILE: calendarFile,
  BOOKING_SECRET: randomBytes(32).toString("hex"),
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_MIN_NOTICE_MINUTES: "0",
});
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  headless: true,
  args: chromiumArgs,
});
try {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(browser, server.baseURL, run));
  const ms = (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`);
  console.log(
    `Send to free times shown (slow phone, median of ${runs}): ${ms(median(results.map((r) => r.sendToSlots)))}` +
      ` (runs: ${results.map((r) => ms(r.sendToSlots)).join(", ")})`,
  );
  console.log(
    `Proof of work in the form (median): ${ms(median(results.map((r) => r.proof)))}` +
      ` (runs: ${results.map((r) => ms(r.proof)).join(", ")})`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
