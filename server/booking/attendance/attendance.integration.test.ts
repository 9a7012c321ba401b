import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { bookingSecret } from "../../../tests/support/bookingSecret";
import { calendarOf, formIn } from "../../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import { testMailSettings } from "../../../tests/support/mailSettings";
import type { ReceivedMail } from "../../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { storedMessage } from "../../../tests/support/storedMessage";
import { until } from "../../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../../tests/support/webhookReceiver";
import { readBookingConfig } from "../../config/bookingSettings";
import { parseLeadWebhooks } from "../../config/leadTargets";
import { leadRenderings } from "../../contact/leadRenderings";
import { configuredTargets, type Renderings } from "../../delivery/channels";
import type { LeadChannels } from "../../delivery/leads/sendLead";
import { DeliveryWorker } from "../../delivery/deliveryWorker";
import { smtpTransport } from "../../delivery/mail/transport";
import type { AppEnv } from "../../http/requestContext";
import { bookingJobsFor, bookingRenderings } from "../bookingJobs";
import { bookingService } from "../bookingService";
import { newBookingCapability } from "../capability";
import { manageBooking, type ManageBooking } from "../manage/manageBooking";
import { manageBookingRoutes } from "../manage/manageBookingRoutes";
import { openCalendar } from "../calendar/openCalendar";
import { signedLink } from "../bookingLinks";
import { attendanceJobsFor } from "./attendanceJobs";
import { attendanceRequestJobs } from "./attendanceSchedule";
import { attendanceLinks } from "./attendanceLinks";
import { attendanceRoutes } from "./attendanceRoutes";
import { attendanceService, type AttendanceService } from "./attendanceService";
import { storageBackends } from "../../../tests/support/databaseBackends";
import { demoCalendarOf, type DemoCalendar } from "../calendarLinks/demoCalendar";
import { teamOfCalendar } from "../team/team";
import type { Stores } from "../../hosts/stores";

const minute = 60_000;
const slotMs = 30 * minute;
const origin = "http://attendance.test";
const silent = pino({ level: "silent" });
const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "attendance-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends = storageBackends("attendance_flow");

/** A calendar file and the booking settings that offer every half hour of the next days. */
function bookingConfig() {
  const calendarFile = path.join(dir, `${Math.random().toString(36).slice(2)}.ics`);
  writeFileSync(
    calendarFile,
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//T//EN\r\nEND:VCALENDAR\r\n",
  );
  const config = readBookingConfig(
    {
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALENDAR_FILE: calendarFile,
      BOOKING_HOURS: "mon-sun 00:00-24:00",
      BOOKING_MIN_NOTICE_MINUTES: "0",
      BOOKING_DAYS_AHEAD: "3",
    },
    dir,
  );
  if (!config) throw new Error("no calendar");
  return config;
}

/** The outbox worker on the test's clock, delivering to SMTP and the webhook receiver. */
function deliveringWorker(options: {
  stores: Stores;
  sink: SmtpSink;
  leads: LeadChannels;
  renderings: Renderings;
  now: () => number;
}) {
  const worker = new DeliveryWorker({
    ...options,
    messages: options.stores.messages,
    transport: smtpTransport(options.sink.url),
    logger: silent,
    mail: testMailSettings,
    pollMs: 50,
    leaseMs: 60_000,
    batchSize: 5,
    schedule: { baseMs: 50, capMs: 200 },
  });
  worker.start();
  cleanup(() => worker.stop());
  return worker;
}

/** The manage and attendance routes, and a GET of a mailed link or a POST of a page's form. */
function linkPages(
  manage: ManageBooking,
  attendance: AttendanceService,
  teamZone: string,
  calendar: DemoCalendar,
) {
  const site = { email: "sales@auditready.example", productName: "AuditReady" };
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("log", silent);
      await next();
    })
    .route("/", manageBookingRoutes(manage, site, bookingSecret, calendar))
    .route("/", attendanceRoutes(attendance, { ...site, teamZone }));
  return {
    get: (url: string) => app.request(url.replace(origin, "http://localhost")),
    post: (html: string, chosen: Record<string, string> = {}) => {
      const form = formIn(html, chosen);
      return app.request(`http://localhost${form.action}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form.fields).toString(),
      });
    },
  };
}

/**
 * The booking feature on a clock the test moves forward: bookings through the booking service,
 * the host's and the visitor's links through their routes, and a worker delivering to SMTP and a
 * verifying webhook receiver on loopback.
 */
async function team(open: () => Promise<Stores>) {
  const config = bookingConfig();
  const stores = await open();
  cleanup(() => stores.engine.close());
  const sink = await smtpSink();
  await sink.start();
  cleanup(() => sink.stop());
  const receiver = await webhookReceiver();
  await receiver.start();
  cleanup(() => receiver.stop());
  // The demos are booked on a clock six hours behind, which then catches up: they have ended,
  // and webhooks are signed at the real time, as their receiver checks it.
  let behind = 6 * 60 * minute;
  const clock = () => Date.now() - behind;
  const calendar = openCalendar(config);
  const leads = { webhooks: parseLeadWebhooks(receiver.entry), slack: null };
  const targets = configuredTargets({ leads, calendarWritable: !!calendar.writer });
  const signing = { secret: config.secret, origin };
  const channels = {
    calendar,
    timeZone: config.rules.timeZone,
    links: signing,
    storage: stores.booking,
  };
  const renderings = { ...leadRenderings(6), ...bookingRenderings({ ...channels, location: "" }) };
  const worker = deliveringWorker({ stores, sink, leads, renderings, now: clock });
  const parts = {
    config,
    calendar,
    stores,
    jobs: bookingJobsFor(targets),
    giveUpAfterMs: 5 * minute,
    onStored: () => worker.nudge(),
    now: clock,
  };
  const attendance = attendanceService({
    ...parts,
    secret: config.secret,
    jobs: attendanceJobsFor(targets),
  });
  const service = bookingService(parts);
  const demoCalendar = demoCalendarOf({
    team: teamOfCalendar(config, calendar),
    location: "",
    productName: "AuditReady",
    secret: config.secret,
    mailFrom: "AuditReady <no-reply@auditready.example>",
  });

  /** A visitor who books the half hour starting `start`, in `lang`. */
  async function booked(email: string, lang: "en" | "nl", start: number) {
    const { token, hash } = newBookingCapability();
    const message = { ...storedMessage(clock(), 5 * minute), lang, bookingCapabilityHash: hash };
    message.fields = { ...message.fields, firstName: "Anna", lastName: "de Vries", email };
    await stores.messages.insert({ ...message, jobs: [] });
    const outcome = await service.book(token, start, "Europe/London", silent);
    if (outcome.kind !== "booked") throw new Error(outcome.kind);
    return { messageId: message.id, booking: outcome.booking };
  }

  return {
    stores,
    sink,
    receiver,
    signing,
    booked,
    ...linkPages(manageBooking(parts), attendance, config.rules.timeZone, demoCalendar),
    clock,
    /** The clock catches up with the real time, as if six hours had passed. */
    catchUp: () => {
      behind = 0;
      worker.nudge();
    },
    /** The next free half hour, an hour or more from now. */
    nextSlot: (after = 0) => Math.ceil((clock() + 60 * minute) / slotMs) * slotMs + after * slotMs,
  };
}

const mailsTo = (sink: SmtpSink, address: string) =>
  sink.mails.filter((mail) => mail.headers.get("to")?.includes(address));

async function mailTo(sink: SmtpSink, address: string, subject: RegExp): Promise<ReceivedMail> {
  const matching = () =>
    mailsTo(sink, address).filter((mail) => subject.test(mail.headers.get("subject") ?? ""));
  await until(() => matching().length > 0, { what: `a mail to ${address} titled ${subject}` });
  const [mail, ...more] = matching();
  if (!mail) throw new Error("no mail");
  expect(more).toEqual([]);
  return mail;
}

const linkIn = (mail: ReceivedMail, pathEnd: string) => {
  const match = new RegExp(`https?://\\S+/api/booking/${pathEnd}\\?\\S+`).exec(mail.text);
  if (!match) throw new Error(`no ${pathEnd} link in the mail`);
  return match[0];
};

const webhooksOf = (receiver: WebhookReceiver, type: string) =>
  receiver.requests
    .map((request) => ({
      verified: request.verified,
      ...(JSON.parse(request.body) as { type: string; data: Record<string, unknown> }),
    }))
    .filter((body) => body.type === type);

describe.each(backends)(
  "a demo's attendance ($name, SMTP and webhooks on loopback)",
  ({ open }) => {
    it("asks the team after the demo's end; a no-show is recorded once, mails the visitor once and moves the same booking", async () => {
      const { stores, sink, receiver, booked, get, post, catchUp, nextSlot } = await team(open);
      const { booking, messageId } = await booked("anna@kaas.example", "nl", nextSlot());
      const invitation = await mailTo(sink, "anna@kaas.example", /^Uw demo/);
      const request = (await stores.messages.jobsOf(messageId)).find(
        (job) => job.event === "booking.attendance_request",
      );
      expect(request).toMatchObject({ status: "pending", nextAttemptAt: booking.end });

      catchUp();
      const question = await mailTo(sink, testMailSettings.to, /^Did the demo with Anna de Vries/);
      const held = linkIn(question, "attendance/held");
      const noShow = linkIn(question, "attendance/no-show");

      const page = await get(noShow);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Did Anna de Vries (");
      expect(html).toContain("Yes, record a no-show");
      const heldPage = await get(held);
      expect(heldPage.status).toBe(200);
      const heldForm = await heldPage.text();
      expect(await stores.booking.bookingById(booking.id)).not.toHaveProperty("attendance");
      expect(
        (await stores.messages.jobsOf(messageId)).some((job) => job.event === "booking.no_show"),
      ).toBe(false);

      const recorded = await post(html);
      expect(recorded.status).toBe(200);
      expect(await recorded.text()).toContain("is recorded as a no-show");
      expect(await stores.booking.bookingById(booking.id)).toMatchObject({ attendance: "no_show" });

      const winBack = await mailTo(sink, "anna@kaas.example", /^Wij hebben u gemist/);
      expect(winBack.text).toContain("Kies hier een nieuw moment voor dezelfde demo");
      await until(() => webhooksOf(receiver, "booking.no_show").length > 0, {
        what: "the booking.no_show webhook",
      });
      expect(webhooksOf(receiver, "booking.no_show")).toEqual([
        expect.objectContaining({
          verified: true,
          data: expect.objectContaining({
            bookingId: booking.id,
            messageId,
            attendance: "no_show",
          }),
        }),
      ]);

      const again = await post(html);
      expect(again.status).toBe(200);
      expect(await again.text()).toContain("was already recorded as a no-show");
      expect(await (await post(heldForm)).text()).toContain("was already recorded as a no-show");
      expect(await (await get(held)).text()).toContain("was already recorded as a no-show");
      const outcomeJobs = (await stores.messages.jobsOf(messageId)).filter((job) =>
        ["booking.no_show", "booking.attended"].includes(job.event),
      );
      expect(outcomeJobs.map((job) => `${job.event} ${job.channel}`).sort()).toEqual([
        "booking.no_show mail",
        "booking.no_show webhook",
      ]);

      const reschedulePage = await get(linkIn(winBack, "reschedule"));
      expect(reschedulePage.status).toBe(200);
      const choice = await reschedulePage.text();
      const newStart = /name="start" value="(\d+)"/.exec(choice)?.[1] ?? "";
      const moved = await post(choice, { start: newStart });
      expect(moved.status).toBe(200);
      const after = await stores.booking.bookingById(booking.id);
      expect(after).toMatchObject({ id: booking.id, start: Number(newStart), sequence: 1 });
      expect(after).not.toHaveProperty("attendance");
      expect(await stores.messages.list({})).toHaveLength(1);
      const update = await mailTo(sink, "anna@kaas.example", /^Uw demo van AuditReady is verzet/);
      expect(calendarOf(update)).toMatchObject({ uid: calendarOf(invitation).uid, sequence: 1 });
      const asked = (await stores.messages.jobsOf(messageId)).filter(
        (job) => job.event === "booking.attendance_request" && job.status === "pending",
      );
      expect(asked.map((job) => job.nextAttemptAt)).toEqual([Number(newStart) + slotMs]);
    });

    it("records a held demo from the team's link, and never asks about a cancelled one", async () => {
      const { stores, sink, receiver, booked, get, post, catchUp, nextSlot, signing } =
        await team(open);
      const kept = await booked("kept@kaas.example", "en", nextSlot());
      const dropped = await booked("dropped@kaas.example", "en", nextSlot(1));
      const cancel = {
        bookingId: dropped.booking.id,
        by: "visitor" as const,
        jobs: [],
        now: Date.now(),
        deliverUntil: Date.now() + minute,
      };
      expect((await stores.booking.cancelBooking(cancel)).kind).toBe("changed");
      expect(
        (await stores.messages.jobsOf(dropped.messageId)).find(
          (job) => job.event === "booking.attendance_request",
        )?.status,
      ).toBe("skipped");

      catchUp();
      const question = await mailTo(sink, testMailSettings.to, /^Did the demo with/);
      expect(question.text).toContain(`Reference: ${kept.messageId}`);
      const recorded = await post(await (await get(linkIn(question, "attendance/held"))).text());
      expect(await recorded.text()).toContain("is recorded as held");
      await until(() => webhooksOf(receiver, "booking.attended").length > 0, {
        what: "the booking.attended webhook",
      });
      expect(webhooksOf(receiver, "booking.attended")[0]).toMatchObject({ verified: true });
      expect(mailsTo(sink, "kept@kaas.example").map((mail) => mail.headers.get("subject"))).toEqual(
        [expect.stringMatching(/^Your AuditReady demo/)],
      );

      const cancelledLinks = attendanceLinks(dropped.booking, "en", signing);
      const cancelledPage = await get(cancelledLinks.no_show);
      expect(cancelledPage.status).toBe(409);
      const refusal = await cancelledPage.text();
      expect(refusal).toContain("can never be marked as a no-show");
      expect(refusal).not.toContain("<form");
      expect(mailsTo(sink, testMailSettings.to)).toHaveLength(1);
      expect(await stores.booking.bookingById(dropped.booking.id)).not.toHaveProperty("attendance");
    });

    it("lets a no-show move a demo moved as often as allowed once more; other links of the past demo stay expired", async () => {
      const { stores, sink, booked, get, post, catchUp, clock, nextSlot, signing } =
        await team(open);
      const { booking } = await booked("moved@kaas.example", "en", nextSlot());
      for (const later of [1, 2, 3]) {
        const start = nextSlot(later);
        const end = start + slotMs;
        const now = clock();
        const change = {
          bookingId: booking.id,
          by: "operator" as const,
          jobs: [],
          now,
          start,
          end,
        };
        const moved = await stores.booking.reschedule({
          ...change,
          deliverUntil: now + minute,
          reminder: attendanceRequestJobs(end),
        });
        expect(moved.kind).toBe("changed");
      }
      catchUp();
      const question = await mailTo(sink, testMailSettings.to, /^Did the demo with/);
      const asked = await get(linkIn(question, "attendance/no-show"));
      expect(await (await post(await asked.text())).text()).toContain("is recorded as a no-show");
      const noShow = await stores.booking.bookingById(booking.id);
      if (!noShow) throw new Error("no booking");
      expect(noShow.sequence).toBe(3);
      const cancelLink = signedLink(noShow, "cancel", "en", signing, noShow.end + 60 * minute);
      expect((await get(cancelLink)).status).toBe(410);

      const winBack = await mailTo(sink, "moved@kaas.example", /^We missed you/);
      const choice = await (await get(linkIn(winBack, "reschedule"))).text();
      const newStart = /name="start" value="(\d+)"/.exec(choice)?.[1] ?? "";
      expect((await post(choice, { start: newStart })).status).toBe(200);
      const moved = await stores.booking.bookingById(booking.id);
      expect(moved).toMatchObject({ start: Number(newStart), sequence: 4 });
      if (!moved) throw new Error("no booking");
      const again = await get(signedLink(moved, "reschedule", "en", signing));
      expect(again.status).toBe(409);
      expect(await again.text()).toContain("can no longer be moved online");
    });
  },
);
