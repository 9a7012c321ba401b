import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import {
  postJson,
  startApiServer,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { bookingSecret } from "../../tests/support/bookingSecret";
import {
  bookableAllDay,
  bookedVisitor,
  formIn,
  offeredStarts,
  submitForm,
} from "../../tests/support/bookingVisitor";
import { bookingLinks } from "./bookingLinks";

const dir = mkdtempSync(path.join(tmpdir(), "booking-refusals-"));
let api: ApiServer;
beforeAll(async () => {
  // Bookable until 23:00 each day: the last hour of tomorrow is outside the hours, yet ahead.
  api = await startApiServer({
    ...bookableAllDay,
    BOOKING_HOURS: "mon-sun 00:00-23:00",
    BOOKING_CALENDAR_FILE: path.join(dir, "team.ics"),
  });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const copy = {
  en: {
    notOffered: "That time cannot be booked: it is not one of the times offered, or it has passed.",
    taken: "That time has just been taken.",
    unknown: "This booking link is not valid.",
    unreadable: "This request could not be read.",
    moveNotOffered: "That time cannot be booked: it is not one of the times offered",
  },
  nl: {
    notOffered:
      "Dat moment kan niet worden geboekt: het hoort niet bij de aangeboden momenten, of het is al voorbij.",
    taken: "Dat moment is zojuist door iemand anders geboekt.",
    unknown: "Deze boekingslink is niet geldig.",
    unreadable: "Deze aanvraag kon niet worden gelezen.",
    moveNotOffered: "Dat moment kan niet worden geboekt: het hoort niet bij de aangeboden momenten",
  },
};

/** A new visitor's booking capability, from a message sent in `lang`. */
async function capability(lang: "en" | "nl", email: string): Promise<string> {
  const sent = await postJson(api.url, validMessage({ email }), { "Accept-Language": lang });
  return ((await sent.json()) as { booking: string }).booking;
}

const bookJson = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${api.baseURL}${bookingPath}`, body, headers);

const bookForm = (fields: Record<string, string>) =>
  submitForm(api, { action: bookingPath, fields });

/** The times never offered: off a slot's boundary, outside the hours, past, not a time, empty. */
function neverOffered(starts: number[]): Record<string, string> {
  const first = starts[0] ?? 0;
  const last = starts.at(-1) ?? 0;
  return {
    "off the boundaries": String(first + 7 * 60_000),
    "outside the hours": String(last + 30 * 60_000),
    past: String(first - 2 * 86_400_000),
    malformed: "tomorrow at ten",
    empty: "",
  };
}

describe.each(["en", "nl"] as const)("booking refusals in %s", (lang) => {
  it("answers a time never offered with 422 and its own words, on the JSON API and the slot page", async () => {
    const token = await capability(lang, `never-${lang}@example.com`);
    const starts = await offeredStarts(api, token);
    expect(starts.length).toBeGreaterThan(1);
    for (const [what, start] of Object.entries(neverOffered(starts))) {
      // The picker sends a number; anything else arrives as the text it is.
      const sent = /^\d+$/.test(start) ? Number(start) : start;
      const asJson = await bookJson({ token, start: sent, lang });
      expect(asJson.status, what).toBe(422);
      const body = (await asJson.json()) as { kind: string; message: string; slots: unknown };
      expect(body, what).toMatchObject({
        kind: "notOffered",
        message: expect.stringContaining(copy[lang].notOffered),
      });
      expect(body.slots, what).toMatchObject({ days: expect.any(Array) });

      // As from a slot page showing the night too: every time offered is listed again.
      const page = await bookForm({ token, start, lang, night: "1" });
      expect(page.status, what).toBe(422);
      const html = await page.text();
      expect(html, what).toContain(copy[lang].notOffered);
      expect(html, what).toContain(`name="start" value="${starts[1]}"`);
    }
    // Nothing was booked: the first time is still offered to this visitor.
    expect(await offeredStarts(api, token)).toContain(starts[0]);
  });

  it("answers a dead link with 404 and a taken time with 409, each in its own words", async () => {
    const dead = await bookJson({ token: "no-such-capability", start: 1, lang });
    expect(dead.status).toBe(404);
    expect(await dead.json()).toMatchObject({ kind: "unknown" });
    const deadPage = await bookForm({ token: "no-such-capability", start: "abc", lang });
    expect(deadPage.status).toBe(404);
    expect(await deadPage.text()).toContain(copy[lang].unknown.slice(0, -1));

    const first = await bookedVisitor(api, { email: `first-${lang}@example.com`, lang });
    const token = await capability(lang, `second-${lang}@example.com`);
    const taken = await bookJson({ token, start: first.start, lang });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      kind: "taken",
      message: expect.stringContaining(copy[lang].taken.slice(0, -1)),
    });
    const takenPage = await bookForm({ token, start: String(first.start), lang });
    expect(takenPage.status).toBe(409);
    expect(await takenPage.text()).toContain(copy[lang].taken.slice(0, -1));
  });

  it("says a bad time on a valid reschedule link cannot be booked (422), the demo staying put", async () => {
    const booked = await bookedVisitor(api, { email: `move-${lang}@example.com`, lang });
    const booking = { id: booked.bookingId, end: booked.start + 1_800_000, sequence: 0 };
    const links = bookingLinks(booking, lang, {
      secret: bookingSecret,
      origin: api.baseURL,
    });
    const page = await (await fetch(links.reschedule)).text();
    for (const [what, start] of Object.entries(neverOffered(booked.starts))) {
      const moved = await submitForm(api, formIn(page, { start }));
      expect(moved.status, what).toBe(422);
      expect(await moved.text(), what).toContain(copy[lang].moveNotOffered);
    }
    const listing = await fetch(`${api.baseURL}${bookingPath}/slots?t=${booked.token}`);
    expect(await listing.json()).toMatchObject({
      kind: "alreadyBooked",
      booking: { start: booked.start },
    });
  });

  it("answers a JSON body that is not an object with 400 in the visitor's language on every endpoint, logging no error", async () => {
    const endpoints = [
      api.url,
      `${api.baseURL}${bookingPath}`,
      `${api.baseURL}${bookingPath}/cancel`,
      `${api.baseURL}${bookingPath}/reschedule`,
    ];
    const errorsBefore = errorLines().length;
    for (const url of endpoints) {
      for (const body of ["null", "[]", "1", '"x"']) {
        const answer = await postJson(url, body, { "Accept-Language": lang });
        expect(answer.status, `${body} to ${url}`).toBe(400);
        const text = await answer.text();
        const words = url === api.url ? contactWords[lang] : copy[lang].unreadable.slice(0, -1);
        expect(text, `${body} to ${url}`).toContain(words);
      }
    }
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });
});

/** The contact endpoint's own words for a body it cannot take. */
const contactWords = {
  en: "The request body must be a JSON object",
  nl: "De aanvraag moet een JSON-object",
};

/** Error-level lines (pino level 50 and above) the server logged. */
const errorLines = () =>
  api.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
