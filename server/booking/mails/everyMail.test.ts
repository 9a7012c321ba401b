import { describe, expect, it } from "vitest";
import { testMailSettings } from "../../../tests/support/mailSettings";
import { aStoredMessage } from "../../../tests/support/storedMessage";
import { buttonsIn, linksIn, remoteResources, visibleText } from "../../../tests/support/mailHtml";
import type { OutgoingMail } from "../../delivery/mail/outgoingMail";
import { mailBodies } from "../../delivery/mail/templates/mailBodies";
import type { StoredBooking } from "../store/bookings";
import { attendanceRequestMail, noShowMail } from "../attendance/attendanceMail";
import { bookingMail } from "./bookingMail";
import { demoAddToCalendar } from "../calendarLinks/demoCalendar";
import { holdMail } from "../holds/holdMail";
import { reminderMail } from "./reminderMail";
import { renderConfirmationMail, renderInboxMail } from "../../contact/leadMail";
import { heldSummaryMail } from "../../review/heldSummaryMail";
import { funnelFigures } from "../../funnel/funnel";
import { digestMail } from "../../funnel/weeklyDigestMail";

const start = Date.UTC(2027, 2, 3, 9, 30);
const end = start + 30 * 60_000;
const booking: StoredBooking = {
  id: "b1",
  messageId: "m1",
  calendar: "file",
  host: "Anna",
  start,
  end,
  visitorZone: "America/New_York",
  status: "active",
  sequence: 0,
  createdAt: start - 3 * 24 * 3_600_000,
};
const signing = { secret: "x".repeat(32), origin: "https://api.auditready.example" };
const links = {
  reschedule: "https://api.auditready.example/api/booking/reschedule?b=b1&s=r",
  cancel: "https://api.auditready.example/api/booking/cancel?b=b1&s=c",
};
const location = "https://meet.example.com/anna";
const anna = { organizer: { email: "anna@auditready.example", name: "Anna de Vries" } };
// Not the name the content or the tests' other settings use: the head must come from here.
const productName = "Ledgerly";
const settingsIn = (lang: "en" | "nl") => ({ ...testMailSettings, inboxLang: lang, productName });

/** Every mail a demo sends, to the visitor in `lang` (the host's question in the inbox's). */
function demoMails(lang: "en" | "nl"): Record<string, OutgoingMail> {
  const message = aStoredMessage({ id: "m1", lang });
  const settings = settingsIn(lang);
  const facts = { productName: "AuditReady", host: "Anna de Vries", location };
  const calendar = demoAddToCalendar(booking, lang, facts, signing);
  const reader = { kind: "visitor", links, calendar, teamZone: "Europe/Amsterdam" } as const;
  const change = {
    id: 1,
    bookingId: "b1",
    kind: "created",
    old: null,
    new: { start, end },
    by: "visitor",
    sequence: 0,
    reason: null,
    oldHost: null,
    at: booking.createdAt,
  } as const;
  const moved = { ...change, kind: "rescheduled", old: { start, end }, sequence: 1 } as const;
  const team = { kind: "team", zone: "Europe/Amsterdam" } as const;
  const demo = { booking, message };
  return {
    invitation: bookingMail({ change, booking, message }, reader, settings, location, anna),
    change: bookingMail({ change: moved, booking, message }, reader, settings, location, anna),
    hostInvitation: bookingMail({ change, booking, message }, team, settings, location, anna),
    reminder: reminderMail(booking, message, settings, {
      location,
      links,
      host: "Anna de Vries",
      teamZone: "Europe/Amsterdam",
      replyTo: "anna@auditready.example",
    }),
    hold: holdMail({ ...booking, holdUntil: start - 3_600_000 }, message, settings, signing),
    noShow: noShowMail(demo, settings, links.reschedule),
    attendance: attendanceRequestMail(demo, settings, "Europe/Amsterdam", {
      held: "https://api.auditready.example/api/booking/attendance/held?b=b1",
      no_show: "https://api.auditready.example/api/booking/attendance/no-show?b=b1",
    }),
  };
}

/**
 * The other features' mails, in `lang` (the team's in the inbox's): a lead's two, with the
 * source the inbox mail lists and a message over two lines, the held summary and the digest.
 */
function otherMails(lang: "en" | "nl"): Record<string, OutgoingMail> {
  const source = { utmSource: "newsletter", referrer: "https://news.example/brcgs" };
  const fields = { message: "Line one\nLine two" };
  const message = aStoredMessage({ id: "m1", lang, source, fields });
  const settings = settingsIn(lang);
  const monday = Date.UTC(2027, 2, 1);
  const quietWeek = funnelFigures({ visits: [], messages: [], bookings: [] }, monday);
  const week = (at: number) => ({ monday: at, figures: quietWeek });
  const release = "https://api.auditready.example/api/held/release?b=m1";
  const held = { ...message, status: "held", holdReason: "proof-missing" } as const;
  const heldEntry = { message: held, links: { release, "block-address": `${release}&block` } };
  return {
    leadNotification: renderInboxMail(message, settings, 6),
    leadConfirmation: renderConfirmationMail(message, settings),
    heldSummary: heldSummaryMail(
      {
        period: "2027-03-01T09",
        fresh: 1,
        waiting: 1,
        linkDays: 14,
        more: 0,
        blockedLeftOut: 0,
        entries: [heldEntry],
      },
      settings,
    ),
    weeklyDigest: digestMail(
      { before: week(monday - 7 * 24 * 3_600_000), last: week(monday) },
      settings,
    ),
  };
}

/** The one template's page around no blocks, cut after its head: every mail's start and end. */
function templateFrame(lang: "en" | "nl") {
  const { html } = mailBodies([], lang, productName);
  const head = `>${productName}</p>`;
  const cut = html.indexOf(head) + head.length;
  return { start: html.slice(0, cut), end: html.slice(cut) };
}

describe.each(["en", "nl"] as const)("every mail in %s", (lang) => {
  const mails = { ...demoMails(lang), ...otherMails(lang) };

  it.each(Object.keys(mails))(
    "%s: its HTML is the one template's page with the product's name at its head",
    (kind) => {
      const mail = mails[kind];
      if (!mail) throw new Error(kind);
      const frame = templateFrame(lang);
      expect(mail.html.startsWith(frame.start)).toBe(true);
      expect(mail.html.endsWith(frame.end)).toBe(true);
      expect(visibleText(mail.html)).toMatch(new RegExp(`^${productName}`));
      expect(mail.html).toContain(`lang="${lang}"`);
      expect(remoteResources(mail.html)).toEqual([]);
      for (const link of linksIn(mail.html)) expect(mail.text).toContain(link.href);
    },
  );

  it("makes the join link a link in the HTML of every mail that names it", () => {
    const naming = Object.entries(mails).filter(([, mail]) => mail.text.includes(location));
    expect(naming.map(([kind]) => kind)).toEqual([
      "invitation",
      "change",
      "hostInvitation",
      "reminder",
    ]);
    for (const [, mail] of naming) {
      expect(linksIn(mail.html)).toContainEqual({ label: location, href: location, button: false });
    }
  });
});

const buttonLabels = {
  en: {
    invitation: ["Move the demo"],
    change: ["Move the demo"],
    hostInvitation: [],
    reminder: ["Move the demo"],
    hold: ["Confirm the demo"],
    noShow: ["Choose a new time"],
    attendance: ["Yes, it took place", "No, they did not attend"],
  },
  nl: {
    invitation: ["Demo verzetten"],
    change: ["Demo verzetten"],
    hostInvitation: [],
    reminder: ["Demo verzetten"],
    hold: ["Demo bevestigen"],
    noShow: ["Kies een nieuw moment"],
    attendance: ["Ja, hij heeft plaatsgevonden", "Nee, de bezoeker was er niet"],
  },
};

describe.each(["en", "nl"] as const)("every demo mail in %s", (lang) => {
  const mails = demoMails(lang);

  it.each(Object.keys(mails))(
    "%s: buttons in the reader's language, and links to follow",
    (kind) => {
      const mail = mails[kind];
      if (!mail) throw new Error(kind);
      const expected = buttonLabels[lang][kind as keyof (typeof buttonLabels)["en"]];
      expect(buttonsIn(mail.html).map((button) => button.label)).toEqual(expected);
      expect(linksIn(mail.html).length).toBeGreaterThan(0);
    },
  );

  it("gives the invitation and the reminder the details: both zones, the host, how to join", () => {
    for (const mail of [mails.invitation, mails.reminder]) {
      const shown = visibleText(mail?.html ?? "");
      const [when, ours, host, join] =
        lang === "en"
          ? [
              "When: Wednesday, 3 March 2027 at 04:30 (Eastern Time)",
              "Our time: Wednesday, 3 March 2027 at 10:30",
              "With: Anna de Vries",
              "How to join: ",
            ]
          : [
              "Wanneer: woensdag 3 maart 2027 om 04:30",
              "Onze tijd: woensdag 3 maart 2027 om 10:30",
              "Met: Anna de Vries",
              "Zo neemt u deel: ",
            ];
      for (const line of [when, ours, host, `${join}${location}`]) {
        expect(shown).toContain(line);
        expect(mail?.text).toContain(line);
      }
    }
  });

  it("offers cancelling as a quiet link right after the move button, not as a button", () => {
    const cancel = lang === "en" ? "Cancel the demo" : "Demo annuleren";
    for (const mail of [mails.invitation, mails.change, mails.reminder]) {
      const found = linksIn(mail?.html ?? "");
      const move = found.findIndex((link) => link.href === links.reschedule);
      expect(found[move]?.button).toBe(true);
      expect(found[move + 1]).toEqual({ label: cancel, href: links.cancel, button: false });
    }
  });

  it("offers Outlook for Microsoft 365 (work or school) at the demo's start and end", () => {
    const label =
      lang === "en"
        ? "Outlook (Microsoft 365, work or school)"
        : "Outlook (Microsoft 365, werk of school)";
    for (const mail of [mails.invitation, mails.change]) {
      const link = linksIn(mail?.html ?? "").find((found) => found.label === label);
      const url = new URL(link?.href ?? "about:blank");
      expect(url.origin).toBe("https://outlook.office.com");
      expect(Date.parse(url.searchParams.get("startdt") ?? "")).toBe(start);
      expect(Date.parse(url.searchParams.get("enddt") ?? "")).toBe(end);
      expect(mail?.text).toContain(`${label}: ${link?.href}`);
    }
  });
});
