import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../../common/bookingPath";
import { startRadicale, type RadicaleServer } from "../../../tests/integration/radicaleServer";
import {
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../../tests/support/apiServer";
import {
  bookableAllDay,
  calendarOf,
  formIn,
  submitForm,
} from "../../../tests/support/bookingVisitor";
import { caldavEvents } from "../../../tests/support/caldavEvents";
import { startIcsFeed, type IcsFeed } from "../../../tests/support/icsFeed";
import type { ReceivedMail } from "../../../tests/support/parseMail";
import { putCalendarObjects } from "../../../tests/support/salesTeamCalendar";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { until } from "../../../tests/support/until";

const halfHour = 30 * 60_000;
// Slots an hour or more from now, so none begins while the test runs; all in BOOKING_DAYS_AHEAD.
const base = Math.ceil(Date.now() / halfHour) * halfHour + 2 * halfHour;
const at = (n: number) => base + n * halfHour;
const [t1, t2, t3, t4, t5, t6, t7] = [at(0), at(1), at(2), at(3), at(4), at(5), at(6)] as const;

/** Who is busy when: each host's own meetings, in their own kind of calendar. */
const busy = {
  anna: [t1, t2, t3, t4, t5, t6, t7],
  ben: [t2, t3, t5, t6],
  cleo: [t3, t4, t6, t7],
  dirk: [t2, t3, t4, t5, t7],
  eva: [t2, t3, t4, t5, t6, t7],
};
type HostName = keyof typeof busy;
const caldavHosts = ["anna", "ben", "cleo"] as const;
const emailOf = (host: HostName) => `${host}@auditready.example`;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, "");

/** A calendar with a meeting at each of `starts`, as the host's calendar app keeps it. */
function meetings(host: HostName): string {
  const events = busy[host].flatMap((start) => [
    "BEGIN:VEVENT",
    `UID:${host}-meeting-${start}@tests`,
    `DTSTAMP:${stamp(Date.now())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + halfHour)}`,
    "SUMMARY:Customer call",
    "END:VEVENT",
  ]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tests//EN", ...events, "END:VCALENDAR"]
    .join("\r\n")
    .concat("\r\n");
}

const dir = mkdtempSync(path.join(tmpdir(), "team-calendars-"));
const evaFile = path.join(dir, "eva.ics");
let radicale: RadicaleServer;
let feed: IcsFeed;
let sink: SmtpSink;
let api: ApiServer;
const collections = {} as Record<(typeof caldavHosts)[number], string>;

beforeAll(async () => {
  radicale = await startRadicale();
  for (const host of caldavHosts) {
    collections[host] = await radicale.newCalendar(host);
    await putCalendarObjects(collections[host], radicale.authorization, meetings(host));
  }
  feed = await startIcsFeed(meetings("dirk"));
  writeFileSync(evaFile, meetings("eva"));
  sink = await smtpSink();
  await sink.start();
  const { username, password } = radicale;
  const calendars: Record<HostName, object> = {
    anna: { caldav: collections.anna, username, password },
    ben: { caldav: collections.ben, username, password },
    cleo: { caldav: collections.cleo, username, password },
    dirk: { feed: feed.url },
    eva: { file: evaFile },
  };
  const hosts = Object.entries(calendars).map(([name, calendar]) => ({
    name,
    email: emailOf(name as HostName),
    calendar,
    languages: ["en", "nl"],
  }));
  const teamFile = path.join(dir, "team.json");
  writeFileSync(teamFile, JSON.stringify({ hosts }));
  api = await startApiServer({
    ...bookableAllDay,
    BOOKING_TEAM_FILE: teamFile,
    SMTP_URL: sink.url,
    OUTBOX_RETRY_BASE_MS: "50",
  });
});

afterAll(async () => {
  await api?.close();
  await sink?.stop();
  await feed?.stop();
  await radicale?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  kind: string;
  booking?: { id: string; hostName: string };
  links?: { reschedule: string };
  slots?: { days: { slots: { start: number }[] }[] };
}

const startsIn = (answer: Pick<Answer, "slots">) =>
  answer.slots?.days.flatMap((day) => day.slots.map((slot) => slot.start)) ?? [];

/** A visitor of their own company sends a message; their booking capability and its slots. */
async function visitor(email: string) {
  const sent = await postJson(api.url, validMessage({ email }), { "Accept-Language": "en" });
  const { id, booking: token } = (await sent.json()) as { id: string; booking: string };
  const listing = await fetch(`${api.baseURL}${bookingPath}/slots?t=${encodeURIComponent(token)}`);
  return { messageId: id, token, email, offered: startsIn((await listing.json()) as Answer) };
}

/** The visitor posts the time they picked, as the picker does; the JSON answer. */
async function book(token: string, start: number): Promise<Answer & { status: number }> {
  const answer = await postJson(`${api.baseURL}${bookingPath}`, { token, start });
  return { status: answer.status, ...((await answer.json()) as Answer) };
}

/** Books `start` for the visitor and waits until every delivery of it is done. */
async function booked(person: Awaited<ReturnType<typeof visitor>>, start: number) {
  const answer = await book(person.token, start);
  if (answer.kind !== "booked" || !answer.booking) throw new Error(`not booked: ${answer.kind}`);
  await untilSettled(api, person.messageId);
  return { ...person, booking: answer.booking, links: answer.links };
}

/** The mails to `address` once `count` arrived. */
async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await until(
    () => {
      found = sink.mails.filter((mail) => mail.headers.get("to")?.includes(address));
      return found.length >= count;
    },
    { what: `${count} mails to ${address}` },
  );
  return found;
}

const uidsIn = async (host: (typeof caldavHosts)[number]) =>
  (await caldavEvents(collections[host], radicale.authorization)).map((event) => event.uid);

describe("a team of five: three CalDAV collections, a read-only feed and a file", () => {
  it("books only hosts free in their own calendar, offers a time any host is free, and writes each event in its host's calendar", async () => {
    const first = await visitor("first@alpha-foods.nl");
    // At t1 only Anna is busy; at t2 only Cleo is free; at t3 everyone is busy.
    expect(first.offered).toEqual(expect.arrayContaining([t1, t2]));
    expect(first.offered).not.toContain(t3);

    const others = ["q@bravo-dairy.nl", "r@charlie-meat.nl", "s@delta-bakery.nl"];
    const atT1 = [await booked(first, t1)];
    for (const email of others) atT1.push(await booked(await visitor(email), t1));
    expect(atT1.map((b) => b.booking.hostName).sort()).toEqual(["ben", "cleo", "dirk", "eva"]);

    // A fifth visitor finds nobody free at t1: "taken", with fresh times without it.
    const fifth = await visitor("t@echo-fruit.nl");
    const taken = await book(fifth.token, t1);
    expect([taken.status, taken.kind]).toEqual([409, "taken"]);
    expect(startsIn(taken)).not.toContain(t1);
    expect(startsIn(taken)).toContain(t2);
    const atT2 = await booked(await visitor("u@foxtrot-grain.nl"), t2);
    expect(atT2.booking.hostName).toBe("cleo");

    const all = [...atT1, atT2];
    const uids = new Map<string, string>();
    for (const person of all) {
      const [invitation] = await mailsTo(person.email, 1);
      if (!invitation) throw new Error(`no invitation to ${person.email}`);
      uids.set(person.booking.id, calendarOf(invitation).uid);
    }
    const uidOf = (person: (typeof all)[number]) => uids.get(person.booking.id) ?? "";
    const ours = all.map(uidOf);
    for (const host of caldavHosts) {
      const own = all.filter((person) => person.booking.hostName === host).map(uidOf);
      const stored = await uidsIn(host);
      expect(stored).toEqual(expect.arrayContaining(own));
      expect(stored.filter((uid) => ours.includes(uid)).sort()).toEqual(own.sort());
    }
    const onEva = all.find((person) => person.booking.hostName === "eva");
    const onDirk = all.find((person) => person.booking.hostName === "dirk");
    if (!onEva || !onDirk) throw new Error("Eva or Dirk has no demo");
    expect(readFileSync(evaFile, "utf8")).toContain(`UID:${uidOf(onEva)}`);
    // Dirk's calendar is a feed nobody can write: his invitation comes by mail, to him.
    const [dirksInvitation] = await mailsTo(emailOf("dirk"), 1);
    if (!dirksInvitation) throw new Error("no invitation to Dirk");
    expect(calendarOf(dirksInvitation).uid).toBe(uidOf(onDirk));
  });

  it("moves a demo to a free host when its host is busy at the new time: out of the old host's collection, into the new one's under the same UID with a higher SEQUENCE", async () => {
    // At t4 only Ben is free; at t5 Ben has a meeting and only Cleo is free.
    const visit = await booked(await visitor("v@golf-drinks.nl"), t4);
    expect(visit.booking.hostName).toBe("ben");
    const [invitation] = await mailsTo(visit.email, 1);
    if (!invitation || !visit.links) throw new Error("no invitation or links");
    const first = calendarOf(invitation);
    expect(await uidsIn("ben")).toContain(first.uid);

    const page = await fetch(`${api.baseURL}${visit.links.reschedule}`);
    const html = await page.text();
    expect(html).toContain(`value="${t5}"`);
    const moved = await submitForm(api, formIn(html, { start: String(t5) }));
    expect(moved.status).toBe(200);
    expect((await api.api.stores.booking.bookingById(visit.booking.id))?.host).toBe("cleo");
    await untilSettled(api, visit.messageId);

    expect(await uidsIn("ben")).not.toContain(first.uid);
    const inCleos = (await caldavEvents(collections.cleo, radicale.authorization)).filter(
      (event) => event.uid === first.uid,
    );
    expect(inCleos.map((event) => event.startDate.toJSDate().getTime())).toEqual([t5]);
    expect(inCleos[0]?.sequence).toBeGreaterThan(first.sequence);
    // The visitor gets one update: the same event, moved.
    const mails = await mailsTo(visit.email, 2);
    expect(mails).toHaveLength(2);
    const update = calendarOf(mails[1] as ReceivedMail);
    expect([update.method, update.uid, update.start]).toEqual(["REQUEST", first.uid, t5]);
    expect(update.sequence).toBe(inCleos[0]?.sequence);
  });

  it("tells a host on a read-only feed, by a cancellation mail, that a move handed their demo to another host", async () => {
    // At t6 only Dirk (a feed) is free; at t7 Dirk has a meeting and only Ben is free.
    const visit = await booked(await visitor("w@hotel-sweets.nl"), t6);
    expect(visit.booking.hostName).toBe("dirk");
    const [invitation] = await mailsTo(visit.email, 1);
    if (!invitation || !visit.links) throw new Error("no invitation or links");
    const uid = calendarOf(invitation).uid;
    const dirkBefore = sink.mails.filter((mail) =>
      mail.headers.get("to")?.includes("dirk@"),
    ).length;
    const benBefore = sink.mails.filter((mail) => mail.headers.get("to")?.includes("ben@")).length;

    const page = await fetch(`${api.baseURL}${visit.links.reschedule}`);
    const moved = await submitForm(api, formIn(await page.text(), { start: String(t7) }));
    expect(moved.status).toBe(200);
    await untilSettled(api, visit.messageId);

    const handedAway = (await mailsTo(emailOf("dirk"), dirkBefore + 1)).at(-1) as ReceivedMail;
    expect(handedAway.headers.get("subject")).toMatch(/^Demo handed to ben: /);
    const cancellation = calendarOf(handedAway);
    expect([cancellation.method, cancellation.uid, cancellation.start]).toEqual([
      "CANCEL",
      uid,
      t6,
    ]);
    // Ben's calendar is written, so Ben needs no mail.
    expect(await uidsIn("ben")).toContain(uid);
    const toBen = sink.mails.filter((mail) => mail.headers.get("to")?.includes("ben@"));
    expect(toBen).toHaveLength(benBefore);
  });
});
