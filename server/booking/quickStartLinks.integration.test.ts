import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../tests/e2e/support/testServer";
import { startApiServer, type ApiServer } from "../../tests/support/apiServer";
import { bookableAllDay, bookedVisitor } from "../../tests/support/bookingVisitor";
import { parseMail } from "../../tests/support/parseMail";
import { until } from "../../tests/support/until";

const calendars = mkdtempSync(path.join(tmpdir(), "quick-start-"));
let api: ApiServer;
let local: string;
beforeAll(async () => {
  const port = await freePort();
  local = `http://localhost:${port}`;
  // The quick start: a calendar file, no SMTP (mail as .eml files), links to where it runs.
  api = await startApiServer({
    ...bookableAllDay,
    BOOKING_CALENDAR_FILE: path.join(calendars, "team.ics"),
    PORT: String(port),
    BOOKING_LINK_ORIGIN: local,
  });
});
afterAll(async () => {
  await api.close();
  rmSync(calendars, { recursive: true, force: true });
});

const mailDir = () => path.join(api.dataDir, "mail");
/** The mails written as files so far that carry a link to the booking's cancel page. */
const mailsWithLinks = () =>
  existsSync(mailDir())
    ? readdirSync(mailDir(), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".eml"))
        .map((entry) => parseMail(readFileSync(path.join(entry.parentPath, entry.name), "utf8")))
        .filter((mail) => mail.text.includes("/api/booking/cancel?"))
    : [];

it("mails the quick start's visitor move and cancel links that open on the local server", async () => {
  await bookedVisitor(api, { email: "newcomer@example.com", lang: "en" });
  await until(() => mailsWithLinks().length > 0, { what: "the visitor's invitation file" });
  const [mail] = mailsWithLinks();
  if (!mail) throw new Error("no invitation");
  const links = [...mail.text.matchAll(/https?:\/\/\S+?\/api\/booking\/(cancel|reschedule)\?\S+/g)];
  expect(links.map((match) => match[1]).sort()).toEqual(["cancel", "reschedule"]);
  for (const [link] of links) {
    expect(link.startsWith(`${local}/api/booking/`)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Cancel your demo\?|Move your demo/);
  }
});
