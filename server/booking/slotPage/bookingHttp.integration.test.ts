import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  leadsCli,
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
} from "../../../tests/support/apiServer";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import { bookingPath } from "../../../common/bookingPath";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { databaseBackends } from "../../../tests/support/databaseBackends";

const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "booking-http-"));

/** The storage and the calendar file of the servers a test starts, set for each run below. */
const backend = { databaseUrl: async () => "", calendarFile: "" };
const backends = databaseBackends("booking_http");

// Every half hour of every day is bookable, so the test finds slots whenever it runs.
const openAllDay = () => ({
  BOOKING_SECRET: bookingSecret,
  BOOKING_CALENDAR_FILE: backend.calendarFile,
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_MIN_NOTICE_MINUTES: "0",
  BOOKING_DAYS_AHEAD: "1",
  RATE_LIMITS: "off",
});

async function server(env: Record<string, string>) {
  const started = await startApiServer({ ...env, DATABASE_URL: await backend.databaseUrl() });
  cleanup(() => started.close());
  return started;
}

function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const offeredStarts = (html: string) =>
  [...html.matchAll(/name="start" value="(\d+)"/g)].map((match) => Number(match[1]));

interface Listing {
  kind: string;
  slots: { zone: string; days: { slots: { start: number }[] }[] };
}

const startsIn = (listing: Listing) =>
  listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));

afterAll(() => rmSync(calendars, { recursive: true, force: true }));

describe.each(backends)("booking over HTTP (calendar file, $name)", ({ name, databaseUrl }) => {
  beforeAll(() => {
    backend.databaseUrl = databaseUrl;
    backend.calendarFile = path.join(calendars, `team-${name}.ics`);
  });

  it("takes a visitor without scripts from the plain form to the slot page to a hold", async () => {
    const api = await server(openAllDay());
    const fields = Object.fromEntries(
      Object.entries(validMessage()).map(([name, value]) => [name, String(value)]),
    );
    const sent = await postForm(api.url, { ...fields, lang: "nl" });
    expect(sent.status).toBe(303);
    const location = new URL(sent.headers.get("location") ?? "", api.baseURL);
    expect(location.pathname).toBe(bookingPath);
    expect(location.searchParams.get("lang")).toBe("nl");

    const pick = await fetch(location);
    expect(pick.status).toBe(200);
    const html = await pick.text();
    expect(html).toContain("Uw bericht is verzonden");
    expect(html).toContain("Tijdzone: Midden-Europese tijd");
    expect(html).not.toContain("Tijdzone van ons team");

    // Without scripts the visitor chooses their zone in the page's small GET form.
    const inNewYork = new URL(location);
    inNewYork.searchParams.set("zone", "America/New_York");
    const shownThere = await (await fetch(inNewYork)).text();
    expect(shownThere).toContain("Tijdzone: Eastern-tijd");
    expect(shownThere).toContain("Tijdzone van ons team: Midden-Europese tijd");
    expect(shownThere).toMatch(
      /<option value="America\/New_York" selected>Eastern-tijd \(GMT-[45]\)/,
    );
    expect(shownThere).toMatch(/\(\d\d:\d\d bij ons\)/);
    const [first] = offeredStarts(html);
    if (first === undefined) throw new Error("no slot offered");

    const token = location.searchParams.get("t") ?? "";
    const confirm = { token, start: String(first), zone: "Europe/Amsterdam", lang: "nl" };
    // The plain form books by confirming: a hold, and the page says to check the mail
    // (the confirmation itself: holds.integration.test.ts).
    const held = await postForm(`${api.baseURL}${bookingPath}`, confirm);
    expect(held.status).toBe(200);
    expect(await held.text()).toContain("Bevestig via uw mail");
    const again = await fetch(location);
    expect(await again.text()).toContain("Bevestig via uw mail");
  });

  it("gives the scripted picker its slots as JSON and answers a taken slot with fresh ones", async () => {
    const api = await server({ ...openAllDay(), BOOKING_CALENDAR_FILE: "team-json.ics" });
    cleanup(async () =>
      (await import("node:fs")).rmSync(path.resolve("team-json.ics"), { force: true }),
    );
    const tokens: string[] = [];
    const ids: string[] = [];
    for (const email of ["anna@example.nl", "bram@example.nl"]) {
      const answer = (await (await postJson(api.url, validMessage({ email }))).json()) as {
        id: string;
        booking?: string;
      };
      tokens.push(answer.booking ?? "");
      ids.push(answer.id);
    }
    const [anna = "", bram = ""] = tokens;
    const slotsUrl = (token: string) =>
      `${api.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: token, zone: "America/New_York" })}`;
    const listing = (await (await fetch(slotsUrl(anna))).json()) as Listing;
    expect(listing.slots.zone).toBe("America/New_York");
    const [first, second] = startsIn(listing);
    if (first === undefined || second === undefined) throw new Error("too few slots");

    const book = (token: string, start: number) =>
      postJson(`${api.baseURL}${bookingPath}`, { token, start, zone: "America/New_York" });
    expect((await book(anna, first)).status).toBe(200);
    const taken = await book(bram, first);
    expect(taken.status).toBe(409);
    const fresh = (await taken.json()) as Listing;
    expect(fresh.kind).toBe("taken");
    expect(startsIn(fresh)).not.toContain(first);
    expect(startsIn((await (await fetch(slotsUrl(bram))).json()) as Listing)).not.toContain(first);
    expect((await book(bram, second)).status).toBe(200);
    expect((await fetch(slotsUrl("not-a-capability"))).status).toBe(404);

    await untilSettled(api, ids[0] ?? "");
    const { stdout } = await leadsCli(api, ["show", ids[0] ?? ""]);
    expect(stdout).toContain(`: ${new Date(first).toISOString()} to `);
    expect(stdout).toContain("visitor's zone America/New_York");
    expect(stdout).toMatch(
      /booking\.created → event in the team's calendar \[booking change #\d+\]: sent/,
    );
    expect(stdout).toMatch(/booking\.created → mail to the visitor \[booking change #\d+\]: sent/);
  });

  it("offers nothing about booking without a calendar", async () => {
    const api = await server({ RATE_LIMITS: "off" });
    const answer = (await (await postJson(api.url, validMessage())).json()) as Record<
      string,
      unknown
    >;
    expect(Object.keys(answer).sort()).toEqual(["id", "ok"]);
    expect((await fetch(`${api.baseURL}${bookingPath}?t=x`)).status).toBe(404);
  });
});
