import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import { pathFor } from "../../common/pagePaths";
import { postJson, validMessage } from "../support/apiServer";
import { smtpSink, type SmtpSink } from "../support/smtpSink";
import { until } from "../support/until";
import { mailingTo, openAllDay } from "./support/bookingServer";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { fillContactForm, grantAnalytics, lead } from "./support/contactForm";
import { testSiteDir } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

// A team of two in Amsterdam, as the visitor is: Anna is busy every morning, Ben every
// afternoon, both every evening from 20:00 to 22:00. Every time but the evening's is offered,
// each by the one host free then.
const zone = "Europe/Amsterdam";
const hosts = {
  anna: { name: "Anna Smit", busy: ["T060000", "T120000"] },
  ben: { name: "Ben Carter", busy: ["T120000", "T180000"] },
} as const;
const bothBusy = ["T200000", "T220000"] as const;

const langs = [
  {
    lang: "en",
    morning: 9,
    afternoon: 15,
    held: { hour: 11, text: "Your demo with Ben Carter is on " },
    book: "Book this time",
    booked: "Your demo is booked",
    withBen: "Your demo with Ben Carter is on ",
    mailWithBen: "Your demo with Ben Carter is planned for",
    withAnna: "Your demo with Anna Smit is on ",
  },
  {
    lang: "nl",
    morning: 10,
    afternoon: 16,
    held: { hour: 14, text: "Uw demo met Anna Smit staat gepland op " },
    book: "Dit moment boeken",
    booked: "Uw demo is geboekt",
    withBen: "Uw demo met Ben Carter staat gepland op ",
    mailWithBen: "Uw demo met Ben Carter staat gepland op",
    withAnna: "Uw demo met Anna Smit staat gepland op ",
  },
] as const;

let dir: string;
let browser: Browser;
let sink: SmtpSink;
let server: RunningServer;

/** A calendar file busy every day from `from` to `to` (local times in the team's zone). */
function busyDaily(file: string, periods: readonly (readonly [string, string])[]) {
  const events = periods.flatMap(([from, to], i) => [
    "BEGIN:VEVENT",
    `UID:busy-${i}@team-picker`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=${zone}:20260101${from}`,
    `DTEND;TZID=${zone}:20260101${to}`,
    "RRULE:FREQ=DAILY",
    "SUMMARY:Busy",
    "END:VEVENT",
  ]);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events,
    "END:VCALENDAR",
  ];
  writeFileSync(file, lines.join("\r\n"));
}

const calendarFile = (key: keyof typeof hosts) => path.join(dir, `${key}.ics`);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "team-picker-"));
  const team = {
    hosts: (["anna", "ben"] as const).map((key) => {
      busyDaily(calendarFile(key), [hosts[key].busy, bothBusy]);
      return {
        name: hosts[key].name,
        email: `${key}@auditready.example`,
        calendar: { file: calendarFile(key) },
        languages: ["en", "nl"],
        weight: 1,
      };
    }),
  };
  const teamFile = path.join(dir, "team.json");
  writeFileSync(teamFile, JSON.stringify(team));
  sink = await smtpSink();
  await sink.start();
  server = await startServer(testSiteDir, {
    ...mailingTo(sink),
    ...openAllDay({ BOOKING_TEAM_FILE: teamFile, BOOKING_TIMEZONE: zone }),
    // Today and all of tomorrow: every hour of a day is among the times offered.
    BOOKING_DAYS_AHEAD: "2",
  });
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A message sent as the scripted form does: its booking capability and the times offered. */
async function messageWithSlots(email: string) {
  const sent = await postJson(`${server.baseURL}/api/emailSender`, validMessage({ email }));
  const { booking: token } = (await sent.json()) as { booking: string };
  const listing = (await (
    await fetch(`${server.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: token })}`)
  ).json()) as { slots: { days: { slots: { start: number }[] }[] } };
  const starts = listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
  return { token, starts };
}

/** The hour in the team's zone at which a slot starting at `start` begins. */
const hourOf = (start: number) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(
      start,
    ),
  );

/** Every time offered, in the days open and closed. */
const offeredStarts = (picker: Locator) =>
  picker
    .locator('input[type="radio"]')
    .evaluateAll((radios) => radios.map((radio) => Number((radio as HTMLInputElement).value)));

/** The host's calendar file holds an event with this visitor (its lines unfolded). */
const hostsCalendarHolds = (key: keyof typeof hosts, email: string) =>
  readFileSync(calendarFile(key), "utf8")
    .replace(/\r?\n[ \t]/g, "")
    .includes(email);

describe.each(langs)("a team's picker, $lang", (copy) => {
  it("offers the times either host is free and names the host who was free at the time booked", async () => {
    const { page, errors, close } = await openPage(browser, {
      baseURL: server.baseURL,
      viewport: { width: 375, height: 800 },
      timezoneId: zone,
    });
    try {
      const email = `team-${copy.lang}@bakkerij-ada.nl`;
      await grantAnalytics(page.context());
      await page.goto(pathFor("contact", copy.lang));
      await waitForHydration(page);
      await fillContactForm(page, { ...lead, email });
      await page.click('form button[type="submit"]');
      const picker = page.getByTestId("booking-picker");
      await picker.getByRole("radio").first().waitFor();

      const hours = new Set((await offeredStarts(picker)).map(hourOf));
      // Ben's mornings and Anna's afternoons; not the evening both are busy.
      for (const hour of [8, 11, 13, 17]) expect(hours).toContain(hour);
      for (const hour of [20, 21]) expect(hours).not.toContain(hour);

      // A morning time: only Ben is free then.
      const morning = (await offeredStarts(picker)).find((start) => hourOf(start) === copy.morning);
      expect(morning).toBeDefined();
      const radio = picker.locator(`input[value="${morning}"]`);
      // Its day's times open first, as a visitor opens them.
      if (!(await radio.isVisible())) {
        const panel = await radio.evaluate((input) => input.closest("fieldset")?.id ?? "");
        await picker.locator(`button[aria-controls="${panel}"]`).click();
      }
      await radio.check();
      await picker.getByRole("button", { name: copy.book }).click();
      await picker.getByRole("heading", { name: copy.booked }).waitFor();
      expect(await picker.textContent()).toContain(copy.withBen);
      expect(errors).toEqual([]);

      await until(() => hostsCalendarHolds("ben", email), { what: "the demo in Ben's calendar" });
      expect(hostsCalendarHolds("anna", email)).toBe(false);
      await until(
        () =>
          sink.mails.some(
            (mail) =>
              mail.headers.get("to")?.includes(email) && mail.text.includes(copy.mailWithBen),
          ),
        { what: "the visitor's mail naming Ben" },
      );
    } finally {
      await close();
    }
  });

  it("names the host on the page without scripts: an afternoon time goes to Anna", async () => {
    const email = `plain-${copy.lang}@kaasmakerij-noord.nl`;
    const { token, starts } = await messageWithSlots(email);
    const afternoon = starts.find((start) => hourOf(start) === copy.afternoon);
    expect(afternoon).toBeDefined();

    const booked = await fetch(`${server.baseURL}${bookingPath}`, {
      method: "POST",
      body: new URLSearchParams({ token, start: String(afternoon), zone, lang: copy.lang }),
    });
    expect(booked.status).toBe(200);
    expect(await booked.text()).toContain(copy.withAnna);
    await until(() => hostsCalendarHolds("anna", email), { what: "the demo in Anna's calendar" });

    // The JSON answer names her too, and never the calendar files the team's hosts use.
    const again = await fetch(
      `${server.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: token })}`,
    );
    const text = await again.text();
    expect(JSON.parse(text)).toMatchObject({
      kind: "alreadyBooked",
      booking: { start: afternoon, hostName: "Anna Smit" },
    });
    expect(text).not.toContain(dir);
  });

  it("names the host on the page of a hold confirmed from the mail", async () => {
    // Free mail: the booking is held until the visitor confirms it by the link we mail.
    const email = `held-${copy.lang}@gmail.com`;
    const { token, starts } = await messageWithSlots(email);
    const start = starts.find((candidate) => hourOf(candidate) === copy.held.hour);
    const held = await postJson(`${server.baseURL}${bookingPath}`, { token, start, zone });
    expect(((await held.json()) as { kind: string }).kind).toBe("held");
    let link = "";
    await until(
      () => {
        // The links lead to the site's public origin; the path is this server's.
        const mails = sink.mails.filter((mail) => mail.headers.get("to")?.includes(email));
        const links = mails.map((mail) =>
          /https?:\/\/\S+\/api\/booking\/confirm\?\S+/.exec(mail.text),
        );
        link = links.find(Boolean)?.[0] ?? "";
        return link !== "";
      },
      { what: "the hold's confirmation mail" },
    );
    const confirm = new URL(link);
    confirm.searchParams.set("lang", copy.lang);
    const fields = Object.fromEntries(confirm.searchParams);
    const confirmed = await fetch(`${server.baseURL}${confirm.pathname}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(copy.held.text);
  });
});
