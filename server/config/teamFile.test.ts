import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readBookingConfig } from "./bookingSettings";
import { bookingSecret } from "../../tests/support/bookingSecret";

const dir = mkdtempSync(path.join(tmpdir(), "team-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function teamFile(content: unknown): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

const anna = {
  name: "Anna",
  email: "anna@example.com",
  calendar: { file: "data/anna.ics" },
  languages: ["nl", "en"],
};

const read = (file: string, extra: Record<string, string> = {}) =>
  readBookingConfig({ BOOKING_SECRET: bookingSecret, BOOKING_TEAM_FILE: file, ...extra }, "/srv");

describe("the team file", () => {
  it("reads the example team of two from docs/examples", () => {
    const config = read(path.resolve("docs/examples/team.json"));
    expect(config?.team.collective).toBe(false);
    expect(config?.team.hosts.map((host) => [host.name, host.languages, host.calendar])).toEqual([
      ["Anna de Vries", ["nl", "en"], { kind: "icsFile", path: "/srv/data/anna.ics" }],
      ["Ben Carter", ["en"], { kind: "icsFile", path: "/srv/data/ben.ics" }],
    ]);
    expect(config?.team.hosts[1]?.hours?.[0]).toEqual([{ start: 13 * 60, end: 17 * 60 }]);
    expect(config?.team.hosts[1]?.hours?.[4]).toEqual([]);
    // Anna names her own video room; Ben meets where BOOKING_LOCATION says.
    expect(config?.team.hosts.map((host) => host.location)).toEqual([
      "https://meet.example.com/anna-de-vries",
      null,
    ]);
  });

  it("reads the standards each host covers, and stops the start naming a standard it does not know", () => {
    const config = read(path.resolve("docs/examples/team.json"));
    expect(config?.team.hosts.map((host) => host.standards)).toEqual([
      ["brcgs", "ifs", "fssc22000"],
      ["iso9001", "iso22000", "gmpplus"],
    ]);
    expect(read(teamFile({ hosts: [anna] }))?.team.hosts[0].standards).toEqual([]);
    expect(() => read(teamFile({ hosts: [{ ...anna, standards: ["brcgs", "haccp"] }] }))).toThrow(
      /host "Anna" field standards\.1: "haccp" is not a standard a host can cover; one of brcgs, ifs/,
    );
    // "Another standard" is the visitor's answer, not one a host can cover.
    expect(() => read(teamFile({ hosts: [{ ...anna, standards: ["other"] }] }))).toThrow(
      /"other" is not a standard a host can cover/,
    );
  });

  it("refuses an empty location, naming the host and the field", () => {
    expect(() => read(teamFile({ hosts: [{ ...anna, location: " " }] }))).toThrow(
      /host "Anna" field location/,
    );
  });

  it("reads each kind of calendar, credentials kept out of the CalDAV address", () => {
    const config = read(
      teamFile({
        collective: true,
        hosts: [
          { ...anna, calendar: { caldav: "https://ann:s%40cret@dav.example.com/anna/" } },
          { ...anna, name: "Bo", calendar: { feed: "webcal://cal.example.com/bo.ics" }, weight: 2 },
        ],
      }),
    );
    expect(config?.team.collective).toBe(true);
    expect(config?.team.hosts[0]?.calendar).toEqual({
      kind: "caldav",
      url: "https://dav.example.com/anna/",
      username: "ann",
      password: "s@cret",
    });
    expect(config?.team.hosts[1]).toMatchObject({
      calendar: { kind: "icsFeed", url: "https://cal.example.com/bo.ics" },
      weight: 2,
    });
  });

  it("stops the start naming the host and the field of a wrong entry", () => {
    const file = teamFile({
      hosts: [
        anna,
        { ...anna, name: "Bram", languages: ["xx"], calendar: { feed: "http://x.nl" } },
      ],
    });
    expect(() => read(file)).toThrow(/BOOKING_TEAM_FILE .*host "Bram" field languages\.0/);
    expect(() => read(file)).toThrow(/host "Bram" field calendar/);
    expect(() => read(teamFile({ hosts: [anna, { ...anna, hours: "mon 9-5" }] }))).toThrow(
      /host "Anna" field hours: BOOKING_HOURS: "9-5"/,
    );
    expect(() => read(teamFile({ hosts: [anna, { ...anna }] }))).toThrow(
      /host "Anna" field name: is given twice/,
    );
    expect(() => read(teamFile({ hosts: [{ ...anna, weight: 0 }] }))).toThrow(/field weight/);
    expect(() => read(teamFile({ hosts: [] }))).toThrow(/hosts/);
    expect(() => read(teamFile("{ not json"))).toThrow(/could not be read as JSON/);
    expect(() => read(path.join(dir, "missing.json"))).toThrow(/BOOKING_TEAM_FILE/);
  });

  it("refuses a team file beside a single calendar setting", () => {
    expect(() => read(teamFile({ hosts: [anna] }), { BOOKING_CALENDAR_FILE: "team.ics" })).toThrow(
      /leave BOOKING_CALDAV_URL, BOOKING_BUSY_ICS_URL and BOOKING_CALENDAR_FILE unset/,
    );
  });

  it("makes the single calendar a team of one that takes every language", () => {
    const config = readBookingConfig(
      { BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: "team.ics" },
      "/srv",
    );
    expect(config?.team.hosts).toEqual([
      expect.objectContaining({ calendar: config?.calendar, languages: null, weight: 1 }),
    ]);
  });
});
