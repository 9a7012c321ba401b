import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { visibleLiterals } from "./visibleLiterals";

const repoRoot = path.resolve(import.meta.dirname, "..");

/**
 * The server's renderers of what a visitor reads (pages, mails, answers): their texts are content
 * too. One line per renderer; the server's engineers add theirs here.
 */
const visitorFacingServerFiles: string[] = [
  // The booking pages and the picker's answers
  "server/booking/slotPage/bookingPage.ts",
  "server/booking/slotPage/zoneForm.ts",
  "server/booking/slotPage/bookingRoutes.ts",
  "server/booking/holds/holdPage.ts",
  "server/booking/holds/holdNotice.ts",
  "server/booking/manage/manageBookingPage.ts",
  "server/booking/calendarLinks/addToCalendarHtml.ts",
  // Every mail a visitor receives, and the calendar entries they carry
  "server/booking/holds/holdMail.ts",
  "server/booking/mails/bookingMail.ts",
  "server/booking/mails/bookingOffer.ts",
  "server/booking/mails/demoBlocks.ts",
  "server/booking/mails/reminderMail.ts",
  "server/booking/mails/demoParams.ts",
  "server/booking/mails/invitation.ts",
  "server/booking/attendance/attendanceMail.ts",
  "server/booking/calendarLinks/demoCalendar.ts",
  "server/booking/calendarLinks/calendarFile.ts",
  "server/contact/leadMail.ts",
  "server/delivery/mail/messageMails.ts",
  "server/delivery/mail/templates/MailDocument.tsx",
  "server/delivery/mail/templates/mailBlocks.ts",
  // The contact endpoint's answers and the plain form's pages
  "server/contact/answerPage.ts",
  "server/contact/plainAnswer.ts",
  "server/contact/jsonAnswer.ts",
  "server/contact/requestGuards.ts",
  "server/contact/contactRoutes.ts",
  "server/http/pageDocument.ts",
  "server/http/transportSecurity.ts",
];

/** Files of app/ that hold words no visitor reads, and why. */
const notForVisitors: Record<string, string> = {
  "app/routing/crawlerFiles.ts": "robots.txt and the sitemap, read by crawlers",
};

/** app/'s code: everything but tests and the content descriptions (their labels are the editor's). */
const appFiles = readdirSync(path.join(repoRoot, "app"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.content\.ts$/.test(file))
  .map((file) => path.join("app", file))
  .filter((file) => !(file in notForVisitors));

describe("the literal finder", () => {
  const find = (source: string) =>
    visibleLiterals("Sample.tsx", source).map((literal) => literal.text);

  it("finds JSX text, spoken attributes and sentences in strings", () => {
    expect(
      find(`
        const heading = "Audit-ready, every day";
        const note = "please try again.";
        export const A = () => <p aria-label="Main">Book demo {"Menu"}</p>;
        export const B = () => <img alt={wide ? "A dashboard" : "Dashboard"} />;
        export const C = () => <p>{\`\${count} Free times\`}</p>;
      `),
    ).toEqual([
      "Audit-ready, every day",
      "please try again.",
      "Main",
      "Book demo",
      "Menu",
      "A dashboard",
      "Dashboard",
      "Free times",
    ]);
  });

  it("leaves names, codes, classes, addresses, keys and the team's errors alone", () => {
    expect(
      find(`
        import { x } from "./Some Module";
        type Kind = "Plain Text";
        const classes = "flex items-center text-ink-muted hover:text-brand-700";
        const media = "(max-width: 767.98px)";
        const url = "https://www.example.com/Some-Page";
        const cookie = "=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
        const shown = kind === "Some Kind" ? 1 : 2;
        const label = open ? <b /> : null;
        class Offline extends Error { constructor() { super("The browser is offline"); } }
        const table = { "Some Key": 1 };
        const value = table["Other Key"];
        throw new Error("The policy date must be a real date.");
        console.warn("Could not load.");
        export const D = () => <a className="Mixed Case" href="/contact" data-testid="Some Id" />;
      `),
    ).toEqual([]);
  });
});

describe("visible copy", () => {
  it.each([...appFiles, ...visitorFacingServerFiles])("%s has none outside content/", (file) => {
    const source = readFileSync(path.join(repoRoot, file), "utf8");
    expect(visibleLiterals(file, source)).toEqual([]);
  });
});
