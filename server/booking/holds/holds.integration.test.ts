import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../../tests/integration/postgresCluster";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { storedMessage } from "../../../tests/support/storedMessage";
import { readBookingConfig } from "../../config/bookingSettings";
import type { UnconfirmedMailCaps } from "../../config/unconfirmedMailCaps";
import type { SubmittedForm } from "../../storage/messages";
import { bookingService, type BookingService } from "../bookingService";
import { newBookingCapability } from "../capability";
import { holdLinkOf } from "./holdLinks";
import { holdMail } from "./holdMail";
import { holdService, type HoldService } from "./holdService";
import { openCalendar } from "../calendar/openCalendar";
import { testMailSettings } from "../../../tests/support/mailSettings";
import { linkSigningOf } from "../bookingLinks";
import { storageBackends } from "../../../tests/support/databaseBackends";
import { postgresStores } from "../../../tests/support/stores";
import type { Stores } from "../../hosts/stores";

const minute = 60_000;
const silent = pino({ level: "silent" });
// Monday 1 March 2027, 08:00 in Amsterdam; the demos below start from 10:00.
const start = Date.UTC(2027, 2, 1, 7, 0);
const ten = Date.UTC(2027, 2, 1, 9, 0);
const dir = mkdtempSync(path.join(tmpdir(), "holds-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends = storageBackends("holds");

// Every half hour bookable without notice, so the slots stay offered as the clock moves on.
const allDay = {
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_MIN_NOTICE_MINUTES: "0",
  BOOKING_DAYS_AHEAD: "2",
};
const roomy: UnconfirmedMailCaps = { perAddressPerDay: 2, perDomainPerHour: 3, perHour: 30 };

describe.each(backends)("holds and the caps on unconfirmed mail ($name)", ({ open }) => {
  let stores: Stores;
  let now: number;
  let booking: BookingService;
  let holds: HoldService;

  function services(env: Record<string, string> = {}, mailCaps = roomy) {
    const calendarFile = path.join(dir, `${Math.random().toString(36).slice(2)}.ics`);
    writeFileSync(calendarFile, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    const config = readBookingConfig(
      { ...allDay, BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: calendarFile, ...env },
      dir,
    );
    if (!config) throw new Error("no calendar configured");
    const options = {
      config,
      calendar: openCalendar(config),
      stores,
      jobs: (event: string) => [{ event, channel: "slack", target: "" }],
      giveUpAfterMs: 60 * minute,
      onStored: () => undefined,
      now: () => now,
      mailCaps,
    };
    booking = bookingService(options);
    holds = holdService({ ...options, booking, secret: bookingSecret });
  }

  async function visitor(email: string, form: SubmittedForm = "enhanced") {
    const { token, hash } = newBookingCapability();
    const message = storedMessage(now, 60 * minute);
    message.fields.email = email;
    await stores.messages.insert({ ...message, form, bookingCapabilityHash: hash });
    return { token, id: message.id };
  }

  const offered = async (token: string) => {
    const listing = await booking.slots(token, "Europe/Amsterdam", silent);
    if (listing.kind !== "slots") throw new Error(`no slots: ${listing.kind}`);
    return listing.slots.days.flatMap((day) => day.slots.map((slot) => slot.start));
  };

  /** The confirmation link the hold's mail carries, as the visitor's request brings it back. */
  async function mailedLink(messageId: string) {
    const hold = await stores.booking.bookingOf(messageId);
    const message = await stores.messages.get(messageId);
    if (!hold?.holdUntil || !message) throw new Error("no hold");
    const signing = linkSigningOf(
      bookingSecret,
      { siteOrigin: "", contactEndpoint: "" },
      "http://x",
    );
    const mail = holdMail(
      { ...hold, holdUntil: hold.holdUntil },
      message,
      testMailSettings,
      signing,
    );
    const url = new URL(/http:\/\/x\/\S+/.exec(mail.text)?.[0] ?? "");
    const link = holdLinkOf(Object.fromEntries(url.searchParams));
    if (!link) throw new Error("no link in the mail");
    return link;
  }

  beforeEach(async () => {
    stores = await open();
    now = start;
    services();
  });
  afterEach(() => stores.engine.close());

  it("lapses a hold nobody confirmed: its slot is offered again, and its link offers fresh times", async () => {
    const anna = await visitor("anna@example.nl", "plain");
    const bram = await visitor("bram@example.nl");
    expect(await booking.book(anna.token, ten, undefined, silent)).toMatchObject({ kind: "held" });
    expect(
      (await stores.messages.jobsOf(anna.id)).map((job) => `${job.event} ${job.channel}`),
    ).toEqual(["lead mail", "booking.hold mail"]);
    expect(await offered(bram.token)).not.toContain(ten);
    const link = await mailedLink(anna.id);

    now = start + 30 * minute;
    expect(await offered(bram.token)).toContain(ten);
    expect(await holds.open(link, silent)).toMatchObject({ kind: "lapsed", refusal: null });
    expect(await holds.confirm(link, silent)).toMatchObject({ kind: "lapsed" });
    expect(await booking.book(bram.token, ten, undefined, silent)).toMatchObject({
      kind: "booked",
    });
    // Anna picks a fresh time from her lapsed link: booked at once, her address is proven.
    expect(await holds.bookFresh(link, ten, silent)).toMatchObject({
      kind: "lapsed",
      refusal: "taken",
    });
    expect(await holds.bookFresh(link, ten + 30 * minute, silent)).toMatchObject({
      kind: "booked",
      booking: { start: ten + 30 * minute },
    });
  });

  it("holds a lapsed hold's visitor again when they book anew: the new hold gets its own mail", async () => {
    const anna = await visitor("anna@example.nl", "plain");
    expect(await booking.book(anna.token, ten, undefined, silent)).toMatchObject({ kind: "held" });
    const holdMails = async () =>
      (await stores.messages.jobsOf(anna.id)).filter((job) => job.event === "booking.hold");
    for (const job of await stores.messages.claim("worker", now, minute, 10))
      await stores.messages.markSent(job.jobId, "worker", now);
    expect(await holdMails()).toMatchObject([{ status: "sent" }]);

    now = start + 31 * minute;
    expect(await booking.book(anna.token, ten + 60 * minute, undefined, silent)).toMatchObject({
      kind: "held",
      booking: { start: ten + 60 * minute },
    });
    expect(await holdMails()).toMatchObject([{ status: "pending", attempts: 0, sentAt: null }]);
    const link = await mailedLink(anna.id);
    expect(await holds.confirm(link, silent)).toMatchObject({
      kind: "booked",
      booking: { start: ten + 60 * minute },
    });
  });

  it("confirms a live hold once: the booking gets the jobs of one made at once", async () => {
    const anna = await visitor("anna@gmail.com");
    expect(await booking.book(anna.token, ten, undefined, silent)).toMatchObject({ kind: "held" });
    const link = await mailedLink(anna.id);
    expect(await holds.open(link, silent)).toMatchObject({ kind: "confirm" });
    expect(await holds.open(link, silent)).toMatchObject({ kind: "confirm" });
    now += 29 * minute;
    expect(await holds.confirm(link, silent)).toMatchObject({ kind: "booked" });
    expect(await holds.confirm(link, silent)).toMatchObject({ kind: "booked" });
    const kinds = (await stores.messages.jobsOf(anna.id)).map((job) => job.channel);
    expect(kinds.filter((kind) => kind === "slack")).toHaveLength(1);
    expect(await booking.slots(anna.token, undefined, silent)).toMatchObject({
      kind: "alreadyBooked",
    });
  });

  it("books at once up to the hourly cap, then holds", async () => {
    services({ BOOKING_HOURLY_CAP: "2" });
    const outcomes = [];
    for (const [i, name] of ["anna", "bram", "cor"].entries()) {
      const { token } = await visitor(`${name}@example.nl`);
      outcomes.push((await booking.book(token, ten + i * 30 * minute, undefined, silent)).kind);
    }
    expect(outcomes).toEqual(["booked", "booked", "held"]);
    now += 61 * minute;
    const { token } = await visitor("dirk@example.nl");
    expect((await booking.book(token, ten + 120 * minute, undefined, silent)).kind).toBe("booked");
  });

  it("gives one person one active future booking, whatever the letter case or +tag", async () => {
    const first = await visitor("anna@example.nl");
    expect((await booking.book(first.token, ten, undefined, silent)).kind).toBe("booked");
    for (const email of ["Anna@Example.NL", "anna+demo@example.nl"]) {
      const again = await visitor(email);
      expect(await booking.book(again.token, ten + 60 * minute, undefined, silent)).toEqual({
        kind: "personBooked",
      });
      expect(await stores.messages.jobsOf(again.id)).toHaveLength(1);
    }
    expect(await offered((await visitor("cor@example.nl")).token)).toContain(ten + 60 * minute);
  });

  it("caps mail to unconfirmed addresses per address, per domain and team-wide", async () => {
    // Per address: two holds a day, each lapsing; the third attempt gets no hold and no mail.
    const kinds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { token } = await visitor("eve@gmail.com");
      kinds.push((await booking.book(token, ten + i * 30 * minute, undefined, silent)).kind);
      now += 31 * minute;
    }
    expect(kinds).toEqual(["held", "held", "mailCapped"]);

    // Per domain: three an hour to one domain.
    const perDomain: string[] = [];
    for (const [i, name] of ["a", "b", "c", "d"].entries()) {
      const { token } = await visitor(`${name}@outlook.com`, "plain");
      const at = ten + (240 + i * 30) * minute;
      perDomain.push((await booking.book(token, at, undefined, silent)).kind);
    }
    expect(perDomain).toEqual(["held", "held", "held", "mailCapped"]);

    // Team-wide: past the hourly total no domain gets one.
    services({}, { ...roomy, perHour: 2 });
    now += 61 * minute;
    const teamWide: string[] = [];
    for (const [i, domain] of ["one.nl", "two.nl", "three.nl"].entries()) {
      const { token, id } = await visitor(`x@${domain}`, "plain");
      const at = ten + (420 + i * 30) * minute;
      teamWide.push((await booking.book(token, at, undefined, silent)).kind);
      if (teamWide.at(-1) === "mailCapped") expect(await stores.booking.bookingOf(id)).toBeNull();
    }
    expect(teamWide).toEqual(["held", "held", "mailCapped"]);
  });

  it("does not cap mail to an address whose owner confirmed a link", async () => {
    services({}, { ...roomy, perAddressPerDay: 1 });
    const first = await visitor("eve@gmail.com");
    expect((await booking.book(first.token, ten, undefined, silent)).kind).toBe("held");
    expect(await holds.confirm(await mailedLink(first.id), silent)).toMatchObject({
      kind: "booked",
    });
    now = ten + 31 * minute;
    const second = await visitor("eve@gmail.com");
    expect((await booking.book(second.token, ten + 180 * minute, undefined, silent)).kind).toBe(
      "held",
    );
    // Erased, the address is a stranger again: no trace of its confirmation or its mail count.
    await stores.messages.erasePerson("eve@gmail.com", now);
    now += 31 * minute;
    const third = await visitor("Eve@gmail.com");
    expect((await booking.book(third.token, ten + 240 * minute, undefined, silent)).kind).toBe(
      "held",
    );
    now += 31 * minute;
    const fourth = await visitor("eve@gmail.com");
    expect((await booking.book(fourth.token, ten + 270 * minute, undefined, silent)).kind).toBe(
      "mailCapped",
    );
  });
});

describe("two instances on one PostgreSQL", () => {
  it("share the caps: concurrent bookings on both count against one hourly cap and one mail cap", async () => {
    const url = await createDatabase(inject("postgresUrl"), "holds-two");
    const stores = [await postgresStores(url), await postgresStores(url)];
    const now = start;
    const calendarFile = path.join(dir, "two-instances.ics");
    writeFileSync(calendarFile, "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    const env = { ...allDay, BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: calendarFile };
    const config = readBookingConfig({ ...env, BOOKING_HOURLY_CAP: "3" }, dir);
    if (!config) throw new Error("no calendar configured");
    const services = stores.map((stores) =>
      bookingService({
        config,
        calendar: openCalendar(config),
        stores,
        jobs: (event: string) => [{ event, channel: "slack", target: "" }],
        giveUpAfterMs: 60 * minute,
        onStored: () => undefined,
        now: () => now,
        mailCaps: roomy,
      }),
    );
    async function visitor(i: number, email: string, form: SubmittedForm) {
      const { token, hash } = newBookingCapability();
      const message = storedMessage(now, 60 * minute);
      message.fields.email = email;
      await stores[i % 2]?.messages.insert({ ...message, form, bookingCapabilityHash: hash });
      return token;
    }
    const bookAll = (tokens: string[], from: number) =>
      Promise.all(
        tokens.map(async (token, i) => {
          const outcome = await services[i % 2]?.book(
            token,
            from + i * 30 * minute,
            undefined,
            silent,
          );
          return outcome?.kind;
        }),
      );
    try {
      // Ten people of ten companies at once, half on each instance: three booked, seven held.
      const people = await Promise.all(
        Array.from({ length: 10 }, (_, i) => visitor(i, `p${i}@company${i}.nl`, "enhanced")),
      );
      const kinds = await bookAll(people, ten);
      expect(kinds.filter((kind) => kind === "booked")).toHaveLength(3);
      expect(kinds.filter((kind) => kind === "held")).toHaveLength(7);

      // Ten plain-form bookings to one domain at once: three hold mails in the hour, in all.
      const plain = await Promise.all(
        Array.from({ length: 10 }, (_, i) => visitor(i, `x${i}@one-domain.nl`, "plain")),
      );
      const plainKinds = await bookAll(plain, ten + 600 * minute);
      expect(plainKinds.filter((kind) => kind === "held")).toHaveLength(3);
      expect(plainKinds.filter((kind) => kind === "mailCapped")).toHaveLength(7);
    } finally {
      await Promise.all(stores.map((stores) => stores.engine.close()));
    }
  });
});
