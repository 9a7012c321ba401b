import fc from "fast-check";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { storageBackends } from "../../../tests/support/databaseBackends";
import { storedMessage } from "../../../tests/support/storedMessage";
import type { Lang } from "../../../common/i18n/lang";
import {
  coverableStandards,
  standardCodes,
  type Standard,
} from "../../../common/contact/qualification";
import { readBookingConfig } from "../../config/bookingSettings";
import type { Stores } from "../../hosts/stores";
import { bookingService } from "../bookingService";
import { newBookingCapability } from "../capability";
import { matchHostCalendars } from "./hostDelivery";
import { openTeam } from "./team";

/*
 * docs/bookings.md#who-gets-which-demo: among the hosts who give demos in the visitor's language,
 * a visitor who named standards goes to the hosts covering the most of them; nobody covering
 * one, the whole (suitable) team; round robin, returning companies and the rest as before.
 */

const minute = 60_000;
const silent = pino({ level: "silent" });
const zone = "Europe/Amsterdam";
// Monday 1 March 2027, 08:00 in Amsterdam: with two hours' notice the first slot is 10:00.
const now = Date.UTC(2027, 2, 1, 7, 0);
const ten = Date.UTC(2027, 2, 1, 9, 0);
const at = (minutes: number) => ten + minutes * minute;
/**
 * Times every host is free for, on Monday from 10:30 and on Tuesday, around the lunch hour
 * BOOKING_HOURS leaves out: 25 of them.
 */
const freeTimes = [0, 1].flatMap((day) =>
  [9, 9.5, 10, 10.5, 11, 11.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5]
    .map((hour) => at(day * 24 * 60 + (hour - 10) * 60))
    .filter((start) => start > at(0)),
);
/** The i-th of them. */
const slotAt = (i: number) => freeTimes[i % freeTimes.length] ?? ten;

const dir = mkdtempSync(path.join(tmpdir(), "standard-routing-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

/** An iCalendar file with one busy time per entry. */
function calendarFile(name: string, busy: { start: number; end: number }[] = []): string {
  const file = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}.ics`);
  const events = busy.flatMap((b, i) => [
    "BEGIN:VEVENT",
    `UID:busy-${i}@tests`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(b.start)}`,
    `DTEND:${stamp(b.end)}`,
    "END:VEVENT",
  ]);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", ...events];
  writeFileSync(file, [...lines, "END:VCALENDAR"].join("\r\n"));
  return file;
}

interface HostSpec {
  name: string;
  languages: Lang[];
  standards: Standard[];
  busy?: { start: number; end: number }[];
}

/** The booking service of a team file listing `hosts`, each with a calendar file of their own. */
function teamService(stores: Stores, hosts: readonly HostSpec[]) {
  const teamFile = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  const entries = hosts.map((host) => ({
    name: host.name,
    email: `${host.name.toLowerCase()}@auditready.example`,
    calendar: { file: calendarFile(host.name, host.busy) },
    languages: host.languages,
    standards: host.standards,
  }));
  writeFileSync(teamFile, JSON.stringify({ hosts: entries }));
  const config = readBookingConfig(
    { BOOKING_SECRET: bookingSecret, BOOKING_TEAM_FILE: teamFile, BOOKING_HOURLY_CAP: "100" },
    dir,
  );
  if (!config) throw new Error("no team configured");
  const team = openTeam(config);
  const service = bookingService({
    config,
    calendar: team.hosts[0].calendar,
    team,
    stores,
    // One job per change, so a test finds the change its hosts' calendars are made to match.
    jobs: () => [{ event: "booking.created", channel: "slack", target: "" }],
    giveUpAfterMs: 60 * minute,
    onStored: () => undefined,
    now: () => now,
    soonWeeks: 6,
  });
  return { service, team };
}

/** A visitor's message naming `standards`, stored with its capability; returns the token. */
async function visitor(
  stores: Stores,
  email: string,
  standards: readonly Standard[],
  lang: Lang = "en",
  nextAudit: string | null = null,
) {
  const { token, hash } = newBookingCapability();
  const base = storedMessage(now, 60 * minute);
  await stores.messages.insert({
    ...base,
    lang,
    fields: { ...base.fields, email },
    qualification: { standards, nextAudit },
    bookingCapabilityHash: hash,
  });
  return token;
}

type Service = ReturnType<typeof teamService>["service"];

async function offered(service: Service, token: string): Promise<number[]> {
  const listing = await service.slots(token, "Europe/Amsterdam", silent);
  if (listing.kind !== "slots") throw new Error(`no slots: ${listing.kind}`);
  return listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

async function hostBooked(service: Service, token: string, start: number): Promise<string> {
  const outcome = await service.book(token, start, "Europe/Amsterdam", silent);
  if (outcome.kind !== "booked" && outcome.kind !== "held") throw new Error(outcome.kind);
  return outcome.booking.host;
}

const backends = storageBackends("standards");

describe.each(backends)("demos routed by the visitor's standards ($name)", ({ open }) => {
  let stores: Stores;
  let visitors = 0;
  /** An address of its own at a domain of its own: no returning company among strangers. */
  const stranger = () => `v${++visitors}@company${visitors}.example`;
  beforeEach(async () => {
    stores = await open();
  });
  afterEach(() => stores.engine.close());

  // Anna and Ben both demo BRCGS; only Anna IFS; Cleo ISO 22000. Anna and Ben have a call at 10:00.
  const call = [{ start: at(0), end: at(30) }];
  const threeHosts = (): HostSpec[] => [
    { name: "Anna", languages: ["nl", "en"], standards: ["brcgs", "ifs"], busy: call },
    { name: "Ben", languages: ["en"], standards: ["brcgs", "fssc22000"], busy: call },
    { name: "Cleo", languages: ["en"], standards: ["iso22000"] },
  ];

  it("offers and books each visitor only the documented hosts: BRCGS, IFS, nothing, a standard nobody covers", async () => {
    const { service } = teamService(stores, threeHosts());
    const cases: [Standard[], string[]][] = [
      [["brcgs"], ["Anna", "Ben"]],
      [["ifs"], ["Anna"]],
      [[], ["Anna", "Ben", "Cleo"]],
      [["gmpplus"], ["Anna", "Ben", "Cleo"]],
      [["other"], ["Anna", "Ben", "Cleo"]],
      // Anna covers both of these, Ben one: the demo goes to who covers the most.
      [["brcgs", "ifs"], ["Anna"]],
    ];
    for (const [standards, hosts] of cases) {
      const token = await visitor(stores, stranger(), standards);
      // Only Cleo is free at 10:00: offered exactly when she is among the visitor's hosts.
      expect(await offered(service, token), standards.join()).toEqual(
        hosts.includes("Cleo")
          ? expect.arrayContaining([at(0)])
          : expect.not.arrayContaining([at(0)]),
      );
    }
    const used = new Map<string, Set<string>>();
    for (const [c, [standards, hosts]] of cases.entries()) {
      const seen = new Set<string>();
      // Four visitors naming the same, at four times of their own: all free for everyone.
      for (let i = 0; i < 4; i += 1) {
        const token = await visitor(stores, stranger(), standards);
        seen.add(await hostBooked(service, token, slotAt(4 * c + i)));
      }
      used.set(standards.join() || "nothing", seen);
      expect(
        [...seen].every((host) => hosts.includes(host)),
        standards.join(),
      ).toBe(true);
    }
    // Round robin shares each set out: both BRCGS hosts get demos, as does every host for nothing.
    expect([...(used.get("brcgs") ?? [])].sort()).toEqual(["Anna", "Ben"]);
    expect([...(used.get("ifs") ?? [])]).toEqual(["Anna"]);
  });

  it("puts the language first: a Dutch visitor naming BRCGS gets Anna, the one Dutch speaker", async () => {
    const { service } = teamService(stores, threeHosts());
    for (let i = 0; i < 3; i += 1) {
      const token = await visitor(stores, stranger(), ["brcgs"], "nl");
      expect(await hostBooked(service, token, slotAt(i))).toBe("Anna");
    }
    // Nobody covering ISO 9001 among the Dutch speakers: Anna all the same.
    const token = await visitor(stores, stranger(), ["iso9001"], "nl");
    expect(await hostBooked(service, token, slotAt(3))).toBe("Anna");
  });

  it("gives a returning company naming the standard again the host it had, though round robin would not", async () => {
    const { service } = teamService(stores, threeHosts());
    const first = await hostBooked(
      service,
      await visitor(stores, "anne@kaas.example", ["brcgs"]),
      slotAt(0),
    );
    for (const [email, start] of [
      ["bob@kaas.example", slotAt(1)],
      ["carla@kaas.example", slotAt(2)],
    ] as const) {
      const token = await visitor(stores, email, ["brcgs"]);
      expect(await hostBooked(service, token, start)).toBe(first);
    }
    // A stranger naming BRCGS then goes to the other BRCGS host, who has had none.
    const other = await hostBooked(
      service,
      await visitor(stores, stranger(), ["brcgs"]),
      slotAt(3),
    );
    expect(["Anna", "Ben"].filter((host) => host !== first)).toEqual([other]);
  });

  it("lists the soonest times first for an audit within BOOKING_SOON_WEEKS, and the host's event carries the answers", async () => {
    const hosts = threeHosts();
    const { service, team } = teamService(stores, hosts);
    // The message came in on 1 March 2027: an audit in April begins in 4 weeks, one in June in 13.
    const close = await visitor(stores, stranger(), ["brcgs"], "en", "2027-04");
    const later = await visitor(stores, stranger(), ["brcgs"], "en", "2027-06");
    const listing = async (token: string) => {
      const answer = await service.slots(token, "Europe/Amsterdam", silent);
      if (answer.kind !== "slots") throw new Error(answer.kind);
      return answer.slots;
    };
    expect((await listing(close)).soonestFirst).toBe(true);
    expect((await listing(later)).soonestFirst).toBeUndefined();

    const booked = await service.book(close, slotAt(0), "Europe/Amsterdam", silent);
    if (booked.kind !== "booked") throw new Error(booked.kind);
    const jobs = await stores.messages.jobsOf(booked.booking.messageId);
    const change = jobs.find((job) => job.changeId > 0)?.changeId ?? 0;
    const changed = await stores.booking.bookingChange(change);
    if (!changed) throw new Error("no change stored");
    const parts = { calendar: team.hosts[0].calendar, team, location: "", timeZone: zone };
    const mail = {
      from: "Demo <demo@auditready.example>",
      to: "inbox@auditready.example",
      inboxLang: "en" as const,
      productName: "AuditReady",
    };
    await matchHostCalendars({ ...parts, soonWeeks: 6 }, changed, mail);
    const file = team.hosts.find((host) => host.key === booked.booking.host)?.calendar.name ?? "";
    const event = readFileSync(file, "utf8").replace(/\r\n /g, "");
    expect(event).toContain(
      "audit in 4 weeks\\, BRCGS\\nStandards: BRCGS\\nNext audit: April 2027",
    );
  });

  it("books every visitor, over random teams and answers, with the least-booked of their documented hosts", async () => {
    const hostSpec = fc.record({
      languages: fc.subarray(["en", "nl"] as Lang[], { minLength: 1 }),
      standards: fc.subarray([...coverableStandards]),
    });
    const visit = fc.record({
      lang: fc.constantFrom<Lang>("en", "nl"),
      standards: fc.subarray([...standardCodes]),
      slot: fc.nat(5),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostSpec, { minLength: 1, maxLength: 4 }),
        fc.array(visit, { minLength: 1, maxLength: 8 }),
        async (specs, visits) => {
          // A database of the run's own: a team of one counts every booking in it as its own.
          const runStores = await open();
          try {
            await bookEach(runStores, specs, visits);
          } finally {
            await runStores.engine.close();
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  async function bookEach(
    runStorage: Stores,
    specs: { languages: Lang[]; standards: Standard[] }[],
    visits: { lang: Lang; standards: Standard[]; slot: number }[],
  ) {
    const hosts = specs.map((spec, i) => ({ ...spec, name: `H${i}` }));
    const { service } = teamService(runStorage, hosts);
    const demos = new Map(hosts.map((host) => [host.name, 0]));
    const taken = new Map<number, Set<string>>();
    for (const v of visits) {
      const start = slotAt(v.slot);
      const documented = documentedHosts(hosts, v);
      const busy = taken.get(start) ?? new Set<string>();
      const free = documented.filter((host) => !busy.has(host));
      const token = await visitor(runStorage, stranger(), v.standards, v.lang);
      const outcome = await service.book(token, start, "Europe/Amsterdam", silent);
      if (free.length === 0) {
        expect(outcome.kind).toBe("taken");
        continue;
      }
      if (outcome.kind !== "booked") throw new Error(outcome.kind);
      const host = outcome.booking.host;
      const fewest = Math.min(...free.map((name) => demos.get(name) ?? 0));
      expect(free).toContain(host);
      expect(demos.get(host)).toBe(fewest);
      demos.set(host, (demos.get(host) ?? 0) + 1);
      taken.set(start, busy.add(host));
    }
  }
});

/**
 * The rule as docs/bookings.md states it, written again here as the oracle: the hosts speaking
 * the visitor's language (everyone when none does); of those, the ones covering the most of the
 * named standards, when any covers one.
 */
function documentedHosts(
  hosts: readonly { name: string; languages: Lang[]; standards: Standard[] }[],
  visitor: { lang: Lang; standards: readonly Standard[] },
): string[] {
  const speaking = hosts.filter((host) => host.languages.includes(visitor.lang));
  const suited = speaking.length > 0 ? speaking : hosts;
  const covered = (host: (typeof hosts)[number]) =>
    visitor.standards.filter((standard) => host.standards.includes(standard)).length;
  const most = Math.max(...suited.map(covered));
  return suited.filter((host) => most === 0 || covered(host) === most).map((host) => host.name);
}
