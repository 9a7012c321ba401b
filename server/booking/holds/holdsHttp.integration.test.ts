import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../../common/bookingPath";
import { freePort } from "../../../tests/e2e/support/testServer";
import { postJson, startApiServer, validMessage } from "../../../tests/support/apiServer";
import { bookableAllDay, offeredStarts } from "../../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import type { ReceivedMail } from "../../../tests/support/parseMail";
import { linksIn } from "../../../tests/support/mailHtml";
import { smtpSink, type SmtpSink } from "../../../tests/support/smtpSink";
import { until } from "../../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../../tests/support/webhookReceiver";
import { databaseBackends } from "../../../tests/support/databaseBackends";

const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "holds-http-"));
afterAll(() => rmSync(calendars, { recursive: true, force: true }));

const backends = databaseBackends("holds_http");

function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
      m[1] ?? "",
      m[2] ?? "",
    ]),
  );

async function mailsTo(sink: SmtpSink, email: string, count: number): Promise<ReceivedMail[]> {
  let mine: ReceivedMail[] = [];
  await until(
    () => {
      mine = sink.mails.filter((mail) => mail.headers.get("to")?.includes(email));
      return mine.length >= count;
    },
    { what: `${count} mails to ${email}` },
  );
  return mine;
}

const bookingWebhooks = (receiver: WebhookReceiver) =>
  receiver.requests.filter((request) => request.body.includes('"booking.created"'));

describe.each(backends)("booking by confirming over HTTP ($name)", ({ name, databaseUrl }) => {
  let sink: SmtpSink;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    sink = await smtpSink();
    await sink.start();
    receiver = await webhookReceiver();
    await receiver.start();
    return async () => {
      await sink.stop();
      await receiver.stop();
    };
  });

  async function server(env: Record<string, string> = {}) {
    const port = await freePort();
    const calendarFile = path.join(calendars, `${name}-${port}.ics`);
    const api = await startApiServer({
      ...bookableAllDay,
      BOOKING_CALENDAR_FILE: calendarFile,
      BOOKING_LINK_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
      SMTP_URL: sink.url,
      LEAD_WEBHOOKS: receiver.entry,
      DATABASE_URL: await databaseUrl(),
      ...env,
    });
    cleanup(() => api.close());
    const events = () =>
      existsSync(calendarFile)
        ? readFileSync(calendarFile, "utf8").split("BEGIN:VEVENT").length - 1
        : 0;
    return { api, events };
  }

  it("holds a plain-form booking until the visitor confirms it from the mail", async () => {
    const { api, events } = await server();
    const email = `plain-${name}@example.nl`;
    const fields = Object.fromEntries(
      Object.entries(validMessage({ email })).map(([key, value]) => [key, String(value)]),
    );
    const sent = await postForm(api.url, { ...fields, lang: "en" });
    const slotPage = new URL(sent.headers.get("location") ?? "", api.baseURL);
    const html = await (await fetch(slotPage)).text();
    const start = [...html.matchAll(/name="start" value="(\d+)"/g)].map((m) => m[1])[0] ?? "";
    const token = slotPage.searchParams.get("t") ?? "";

    const held = await postForm(`${api.baseURL}${bookingPath}`, { token, start, lang: "en" });
    expect(held.status).toBe(200);
    expect(await held.text()).toContain("Check your mail to confirm");

    const waiting = async () =>
      ((await (await fetch(`${api.baseURL}/api/health`)).json()) as { holds: { waiting: number } })
        .holds.waiting;
    expect(await waiting()).toBe(1);
    const [mail, ...more] = await mailsTo(sink, email, 1);
    expect(more).toEqual([]);
    expect(mail?.headers.get("subject")).toMatch(/^Please confirm your AuditReady demo on /);
    // The hold's mail went out: the outbox ran, and it had nothing else of this booking's.
    expect(events()).toBe(0);
    expect(bookingWebhooks(receiver)).toEqual([]);
    const other = (await (await postJson(api.url, validMessage())).json()) as { booking: string };
    expect(await offeredStarts(api, other.booking)).not.toContain(Number(start));

    const link = new URL(
      /http:\/\/\S+\/api\/booking\/confirm\?\S+/.exec(mail?.text ?? "")?.[0] ?? "",
    );
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const confirmPage = await page.text();
    expect(confirmPage).toContain("Confirm this demo");
    // A GET changes nothing: the page asks again.
    expect(await (await fetch(link)).text()).toContain("Confirm this demo");

    const confirmed = await postForm(
      `${api.baseURL}${bookingPath}/confirm`,
      hiddenFields(confirmPage),
    );
    expect(confirmed.status).toBe(200);
    const bookedPage = await confirmed.text();
    expect(bookedPage).toContain("Your demo is booked");
    // The confirmed demo, as the booked page offers it to a calendar: its own time.
    const calendarLinks = linksIn(bookedPage).map((a) => [a.label, new URL(a.href, api.baseURL)]);
    const google = calendarLinks.find(([label]) => label === "Google Calendar")?.[1] as URL;
    expect(google.searchParams.get("dates")?.split("/")[0]).toBe(
      new Date(Number(start)).toISOString().replace(/[-:]|\.\d{3}/g, ""),
    );
    const ics = calendarLinks.find(([label]) => label === "Download (.ics)")?.[1] as URL;
    const file = await fetch(`${api.baseURL}${ics.pathname}${ics.search}`);
    expect([file.status, (await file.text()).includes("BEGIN:VEVENT")]).toEqual([200, true]);
    expect(await waiting()).toBe(0);
    await until(() => events() === 1, { what: "the event in the calendar file" });
    await until(() => bookingWebhooks(receiver).length === 1, { what: "booking.created" });
    const [, invitation] = await mailsTo(sink, email, 2);
    expect(invitation?.raw).toContain("BEGIN:VCALENDAR");
  });

  it("asks a free-mail address on the scripted path to confirm, and tells a capped one to wait for our reply", async () => {
    const { api } = await server({ UNCONFIRMED_MAIL_PER_DOMAIN_PER_HOUR: "1" });
    const book = async (email: string) => {
      const sent = (await (await postJson(api.url, validMessage({ email }))).json()) as {
        booking: string;
      };
      const [start] = await offeredStarts(api, sent.booking);
      const answer = await postJson(`${api.baseURL}${bookingPath}`, {
        token: sent.booking,
        start,
        lang: "en",
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    const first = await book(`free-${name}@gmail.com`);
    expect(first).toMatchObject({ status: 200, body: { kind: "held" } });
    expect(first.body.links).toBeUndefined();
    await mailsTo(sink, `free-${name}@gmail.com`, 1);

    const second = await book(`other-${name}@gmail.com`);
    expect(second).toMatchObject({ status: 429, body: { kind: "mailCapped" } });
    expect(second.body.message).toContain("we will reply within 24 hours");
    expect(api.logs.some((line) => line.includes("mail cap perDomainPerHour"))).toBe(true);
  });

  it("answers a second booking of the same person without a second booking or mail", async () => {
    const { api, events } = await server();
    const email = `person-${name}@example.nl`;
    const book = async (address: string) => {
      const sent = (await (await postJson(api.url, validMessage({ email: address }))).json()) as {
        booking: string;
      };
      const [start] = await offeredStarts(api, sent.booking);
      return postJson(`${api.baseURL}${bookingPath}`, { token: sent.booking, start, lang: "nl" });
    };
    expect((await book(email)).status).toBe(200);
    await until(() => events() === 1, { what: "the first booking's event" });
    const again = await book(`Person-${name}+again@Example.NL`);
    expect(again.status).toBe(409);
    const body = (await again.json()) as { kind: string; message: string; booking?: unknown };
    expect(body.kind).toBe("personBooked");
    expect(body.message).toContain("Voor dit e-mailadres is al een demo geboekt");
    expect(body.booking).toBeUndefined();
  });

  it("counts the acknowledgement against the same caps: over one it is skipped, not failed, and the booking is still offered", async () => {
    const { api } = await server({
      MAIL_CONFIRMATION: "true",
      UNCONFIRMED_MAIL_PER_ADDRESS_PER_DAY: "1",
    });
    const email = `ack-${name}@example.nl`;
    const send = async () =>
      (await (
        await postJson(api.url, validMessage({ email, message: `${Math.random()}` }))
      ).json()) as {
        id: string;
        booking: string;
      };
    await send();
    expect((await mailsTo(sink, email, 1))[0]?.headers.get("subject")).toMatch(/We received/);
    const second = await send();
    const jobs = await api.api.stores.messages.jobsOf(second.id);
    expect(jobs.find((job) => job.channel === "mail" && job.target === "visitor")).toMatchObject({
      status: "skipped",
      lastError: "not sent: mail cap perAddressPerDay",
    });
    expect(
      api.logs.some((line) => line.includes("acknowledgement skipped, mail cap perAddressPerDay")),
    ).toBe(true);
    // A company address on the scripted path books at once: no mail to confirm, no cap to meet.
    const [start] = await offeredStarts(api, second.booking);
    const booked = await postJson(`${api.baseURL}${bookingPath}`, {
      token: second.booking,
      start,
      lang: "en",
    });
    expect(booked.status).toBe(200);
    expect(((await booked.json()) as { kind: string }).kind).toBe("booked");
  });
});
