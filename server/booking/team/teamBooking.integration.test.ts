import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { closedPort } from "../../../tests/support/closedPort";
import { storedMessage } from "../../../tests/support/storedMessage";
import type { Lang } from "../../../common/i18n/lang";
import { noQualification } from "../../../common/contact/qualification";
import { readBookingConfig, type BookingConfig } from "../../config/bookingSettings";
import { bookingService } from "../bookingService";
import { signedLink, signedLinkOf } from "../bookingLinks";
import { newBookingCapability } from "../capability";
import { manageBooking } from "../manage/manageBooking";
import { matchHostCalendars } from "./hostDelivery";
import { openTeam, type Team } from "./team";
import { storageBackends } from "../../../tests/support/databaseBackends";
import type { Stores } from "../../hosts/stores";

const minute = 60_000;
const silent = pino({ level: "silent" });
// Monday 1 March 2027, 08:00 in Amsterdam: with two hours' notice the first slot is 10:00.
const now = Date.UTC(2027, 2, 1, 7, 0);
const ten = Date.UTC(2027, 2, 1, 9, 0);
const at = (minutes: number) => ten + minutes * minute;

const dir = mkdtempSync(path.join(tmpdir(), "team-booking-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

function writeCalendar(file: string, meetings: { start: number; end: number }[]) {
  const events = meetings.flatMap((m, i) => [
    "BEGIN:VEVENT",
    `UID:meeting-${i}@tests`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(m.start)}`,
    `DTEND:${stamp(m.end)}`,
    "SUMMARY:Customer call",
    "END:VEVENT",
  ]);
  writeFileSync(
    file,
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", ...events, "END:VCALENDAR"].join(
      "\r\n",
    ),
  );
}

const backends = storageBackends("team");

const host = (name: string, languages: Lang[], calendar: object) => ({
  name,
  email: `${name.toLowerCase()}@auditready.example`,
  calendar,
  languages,
});

describe.each(backends)("demos across a team of three ($name)", ({ open }) => {
  let stores: Stores;
  let files: Record<"anna" | "ben" | "cleo", string>;
  let config: BookingConfig;
  let team: Team;

  function configure(hosts: object[], collective = false) {
    const teamFile = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(teamFile, JSON.stringify({ hosts, collective }));
    const read = readBookingConfig(
      { BOOKING_SECRET: bookingSecret, BOOKING_TEAM_FILE: teamFile },
      dir,
    );
    if (!read) throw new Error("no team configured");
    config = read;
    team = openTeam(config);
  }

  const options = () => ({
    config,
    calendar: team.hosts[0].calendar,
    team,
    stores,
    jobs: () => [{ event: "booking.created", channel: "mail", target: "visitor" }],
    giveUpAfterMs: 60 * minute,
    onStored: () => undefined,
    now: () => now,
  });

  let visitors = 0;
  // One person books one demo at a time: each visitor has an address of their own.
  async function visitor(lang: Lang = "en", email = `v${++visitors}@b.nl`) {
    const { token, hash } = newBookingCapability();
    const base = storedMessage(now, 60 * minute);
    const message = { ...base, lang, fields: { ...base.fields, email } };
    await stores.messages.insert({ ...message, bookingCapabilityHash: hash });
    return token;
  }

  async function starts(token: string) {
    const listing = await bookingService(options()).slots(token, "Europe/Amsterdam", silent);
    if (listing.kind !== "slots") throw new Error(`no slots: ${listing.kind}`);
    return listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
  }

  const book = async (token: string, start: number) =>
    bookingService(options()).book(token, start, "Europe/Amsterdam", silent);

  /** The booking made (or, for free mail, held: the slot is that host's until it lapses). */
  async function bookedHost(token: string, start: number) {
    const outcome = await book(token, start);
    if (outcome.kind !== "booked" && outcome.kind !== "held") {
      throw new Error(`not booked: ${outcome.kind}`);
    }
    return outcome.booking;
  }

  beforeEach(async () => {
    const name = Math.random().toString(36).slice(2);
    stores = await open();
    files = {
      anna: path.join(dir, `${name}-anna.ics`),
      ben: path.join(dir, `${name}-ben.ics`),
      cleo: path.join(dir, `${name}-cleo.ics`),
    };
    // Anna and Ben have a call at 10:00; Cleo is free all morning.
    writeCalendar(files.anna, [{ start: at(0), end: at(30) }]);
    writeCalendar(files.ben, [{ start: at(0), end: at(30) }]);
    writeCalendar(files.cleo, []);
    configure([
      host("Anna", ["nl", "en"], { file: files.anna }),
      host("Ben", ["en"], { file: files.ben }),
      host("Cleo", ["en"], { file: files.cleo }),
    ]);
  });
  afterEach(() => stores.engine.close());

  it("offers a time when any suitable host is free there and books that host", async () => {
    const english = await visitor("en");
    expect(await starts(english)).toContain(at(0));
    const booking = await bookedHost(english, at(0));
    expect(booking.host).toBe("Cleo");
    // Nobody else is free at 10:00 now: the next visitor is told so, with fresh times.
    const next = await visitor("en", "x@y.nl");
    const taken = await book(next, at(0));
    expect(taken.kind).toBe("taken");
    expect(await starts(next)).not.toContain(at(0));
    expect(await starts(next)).toContain(at(30));
  });

  it("gives a visitor who writes in Dutch a host who gives demos in Dutch", async () => {
    const dutch = await visitor("nl");
    // Only Anna speaks Dutch, and she is busy at 10:00.
    expect(await starts(dutch)).not.toContain(at(0));
    expect((await bookedHost(dutch, at(30))).host).toBe("Anna");
  });

  it("offers a lapsed hold's fresh times from the hosts who speak the visitor's language", async () => {
    const freeIn = async (lang: Lang) => {
      const visitor = { lang, qualification: noQualification };
      const days = await bookingService(options()).freeTimes(visitor, "Europe/Amsterdam", silent);
      return days?.days.flatMap((day) => day.slots.map((slot) => slot.start)) ?? [];
    };
    // At 10:00 only Cleo, who gives no demos in Dutch, is free.
    expect(await freeIn("en")).toContain(at(0));
    expect(await freeIn("nl")).not.toContain(at(0));
    expect(await freeIn("nl")).toContain(at(30));
  });

  it("shares one time among the free hosts, each once, and writes each event in its host's calendar", async () => {
    const hosts = [];
    for (const email of ["p@one.nl", "q@two.nl", "r@three.nl"]) {
      hosts.push((await bookedHost(await visitor("en", email), at(30))).host);
    }
    expect(hosts.sort()).toEqual(["Anna", "Ben", "Cleo"]);
    expect((await book(await visitor("en", "s@four.nl"), at(30))).kind).toBe("taken");
    const [job] = (await stores.booking.upcomingBookings(now)).filter((b) => b.host === "Ben");
    const changed = job && (await stores.booking.bookingChange(await firstChangeOf(job.id)));
    if (!changed) throw new Error("no change stored");
    const mail = { from: "Demo <demo@auditready.example>", to: "inbox@auditready.example" };
    await matchHostCalendars(
      { calendar: team.hosts[0].calendar, team, location: "", timeZone: "Europe/Amsterdam" },
      changed,
      {
        ...mail,
        inboxLang: "en",
        productName: "AuditReady",
      },
    );
    expect(readFileSync(files.ben, "utf8")).toContain(
      `UID:${changed.booking.id}@auditready.example`,
    );
    expect(readFileSync(files.ben, "utf8")).toContain("mailto:ben@auditready.example");
    expect(readFileSync(files.anna, "utf8")).not.toContain(changed.booking.id);
  });

  it("offers a collective demo only when every host is free, and puts it in each calendar with all of them invited", async () => {
    configure(
      [
        host("Anna", ["nl", "en"], { file: files.anna }),
        host("Ben", ["en"], { file: files.ben }),
        host("Cleo", ["en"], { file: files.cleo }),
      ],
      true,
    );
    const token = await visitor("en");
    // Cleo alone is free at 10:00: not enough for a demo with the whole team.
    expect(await starts(token)).not.toContain(at(0));
    const booking = await bookedHost(token, at(30));
    expect(booking.host).toBe("Anna + Ben + Cleo");
    const changed = await stores.booking.bookingChange(await firstChangeOf(booking.id));
    if (!changed) throw new Error("no change stored");
    const parts = {
      calendar: team.hosts[0].calendar,
      team,
      location: "",
      timeZone: "Europe/Amsterdam",
    };
    const mail = { from: "Demo <demo@auditready.example>", to: "inbox@auditready.example" };
    await matchHostCalendars(parts, changed, {
      ...mail,
      inboxLang: "en",
      productName: "AuditReady",
    });
    for (const file of Object.values(files)) {
      const calendar = readFileSync(file, "utf8").replace(/\r\n /g, "");
      expect(calendar).toContain(`UID:${booking.id}@auditready.example`);
      expect(calendar).toMatch(/ORGANIZER;CN=Anna:mailto:anna@auditready\.example/);
      expect(calendar).toMatch(/ATTENDEE;[^\r\n]*CN=Ben[^\r\n]*:mailto:ben@auditready\.example/);
      expect(calendar).toMatch(/ATTENDEE;[^\r\n]*CN=Cleo[^\r\n]*:mailto:cleo@auditready\.example/);
    }
    // Nobody is left for a second visitor then.
    expect((await book(await visitor("en"), at(30))).kind).toBe("taken");
  });

  it("gives a returning company the host it had before when that host is free", async () => {
    const first = await bookedHost(await visitor("en", "anne@acme.example"), at(60));
    const colleague = await bookedHost(await visitor("en", "bob@acme.example"), at(90));
    expect(colleague.host).toBe(first.host);
    // Free mail is no company: two strangers at gmail.com are shared out by round robin.
    const one = await bookedHost(await visitor("en", "one@gmail.com"), at(180));
    const two = await bookedHost(await visitor("en", "two@gmail.com"), at(210));
    expect(two.host).not.toBe(one.host);
  });

  it("counts a host whose calendar cannot be read as busy, names them, and offers the others", async () => {
    const feed = `http://127.0.0.1:${await closedPort()}/ben.ics`;
    configure([
      host("Anna", ["nl", "en"], { file: files.anna }),
      host("Ben", ["en"], { feed }),
      host("Cleo", ["en"], { file: files.cleo }),
    ]);
    const token = await visitor("en");
    const offered = await starts(token);
    expect(offered).toContain(at(30));
    expect([...team.unreadable]).toEqual(["Ben"]);
    const hosts = [];
    for (const email of ["p@one.nl", "q@two.nl", "r@three.nl"]) {
      const outcome = await book(await visitor("en", email), at(30));
      hosts.push(outcome.kind === "booked" ? outcome.booking.host : outcome.kind);
    }
    expect(hosts.sort()).toEqual(["Anna", "Cleo", "taken"]);
  });

  it("keeps the host on a reschedule when free, and moves the demo to another host when not", async () => {
    const token = await visitor("en");
    const booking = await bookedHost(token, at(60));
    const manage = manageBooking(options());
    const link = (b: { id: string; end: number; sequence: number }) => {
      const url = new URL(
        signedLink(b, "reschedule", "en", { secret: bookingSecret, origin: "http://x" }),
      );
      const signed = signedLinkOf("reschedule", Object.fromEntries(url.searchParams));
      if (!signed) throw new Error("no link");
      return signed;
    };
    const kept = await manage.reschedule(link(booking), at(180), silent);
    if (kept.kind !== "rescheduled") throw new Error(kept.kind);
    expect(kept.booking.host).toBe(booking.host);
    // The host gets a meeting at 15:00 in their own calendar: a move there needs another host.
    const file = files[booking.host.toLowerCase() as keyof typeof files];
    writeCalendar(file, [{ start: at(300), end: at(330) }]);
    const moved = await manage.reschedule(link(kept.booking), at(300), silent);
    if (moved.kind !== "rescheduled") throw new Error(moved.kind);
    expect(moved.booking.host).not.toBe(booking.host);
    expect(moved.booking.sequence).toBe(2);
  });

  async function firstChangeOf(bookingId: string): Promise<number> {
    const booking = await stores.booking.bookingById(bookingId);
    const jobs = booking ? await stores.messages.jobsOf(booking.messageId) : [];
    const change = jobs.find((job) => job.changeId > 0)?.changeId;
    if (!change) throw new Error("no change");
    return change;
  }
});
