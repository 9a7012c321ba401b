import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import { createDatabase } from "../../tests/integration/postgresCluster";
import {
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { bookableAllDay, offeredStarts } from "../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { databaseBackends } from "../../tests/support/databaseBackends";
import { proofFromServer } from "../../tests/support/proofs";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../tests/support/webhookReceiver";
import { personalPaceMs } from "./floodRule";

// The flood rule (docs/decisions/0845-flood-rule.md) on real servers: messages past their lane's
// hourly limit are held with the reason `flood`, answered as usual, and reach no channel.
const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "flood-rule-"));
afterAll(() => rmSync(calendars, { recursive: true, force: true }));

const inbox = "sales@auditready.example";

async function started<T extends { start: () => Promise<void>; stop: () => Promise<void> }>(
  part: T,
): Promise<T> {
  await part.start();
  cleanup(() => part.stop());
  return part;
}

async function server(env: Record<string, string>): Promise<ApiServer> {
  const api = await startApiServer({ RATE_LIMITS: "off", MAIL_TO: inbox, ...env });
  cleanup(() => api.close());
  return api;
}

const plainFields = (email: string) => ({
  ...Object.fromEntries(
    Object.entries(validMessage({ email })).map(([key, value]) => [key, String(value)]),
  ),
  lang: "en",
});

function postPlain(api: ApiServer, email: string) {
  return fetch(api.url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(plainFields(email)).toString(),
  });
}

/** The scripted form as a person uses it: the challenge at the first input, Send some seconds on. */
async function postWritten(api: ApiServer, email: string) {
  const firstInput = Date.now();
  const proof = await proofFromServer(api.url);
  const writing = personalPaceMs + 1500 - (Date.now() - firstInput);
  await new Promise((resolve) => setTimeout(resolve, writing));
  return postJson(api.url, validMessage({ email, proof }));
}

const leadMails = (sink: SmtpSink) =>
  sink.mails.filter((mail) => mail.headers.get("to")?.includes(inbox));

describe("the flood rule on two server instances sharing one PostgreSQL database", () => {
  it("holds what passes each lane's hourly limit, however the messages spread over the instances, and fans none of it out", async () => {
    const [sink, webhooks, slack, teams] = await Promise.all([
      smtpSink().then(started),
      webhookReceiver().then(started),
      webhookReceiver().then(started),
      webhookReceiver().then(started),
    ]);
    const env = {
      DATABASE_URL: await createDatabase(inject("postgresUrl"), "flood_rule"),
      SMTP_URL: sink.url,
      LEAD_WEBHOOKS: webhooks.entry,
      LEAD_SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
      FLOOD_PER_HOUR: "4",
      FLOOD_PLAIN_PER_HOUR: "2",
    };
    const instances = [await server(env), await server(env)];
    const on = (i: number) => instances[i % 2] as ApiServer;

    const proven = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(on(i).url, validMessage({ email: `buyer${i}@zuivel-${i}.nl` })),
      ),
    );
    expect(proven.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const plain = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postPlain(on(i), `plain${i}@kaas-${i}.nl`)),
    );
    // Nobody is refused: the plain form's people get the page they always get.
    expect(plain.map((answer) => answer.status)).toEqual(Array(5).fill(303));

    const stores = on(0).api.stores;
    const stored = await stores.messages.list({});
    const byForm = (form: string) => stored.filter((message) => message.form === form);
    const heldForFlood = (form: string) =>
      byForm(form).filter((m) => m.status === "held" && m.holdReason === "flood");
    expect(byForm("enhanced")).toHaveLength(12);
    expect(heldForFlood("enhanced")).toHaveLength(8);
    // The plain lane counts on its own: a flood of proven messages leaves its limit whole.
    expect(byForm("plain")).toHaveLength(5);
    expect(heldForFlood("plain")).toHaveLength(3);
    for (const held of [...heldForFlood("enhanced"), ...heldForFlood("plain")]) {
      expect(await stores.messages.jobsOf(held.id)).toEqual([]);
    }

    const delivered = stored.filter((message) => message.status !== "held");
    expect(delivered).toHaveLength(6);
    for (const message of delivered) await untilSettled(on(0), message.id);
    // Every delivery of the delivered six is done, and the held have none to do.
    expect(leadMails(sink)).toHaveLength(6);
    expect(webhooks.requests).toHaveLength(6);
    expect(slack.requests).toHaveLength(6);
    expect(teams.requests).toHaveLength(6);
    const health = (await (await fetch(`${on(1).baseURL}/api/health`)).json()) as { held: number };
    expect(health.held).toBe(11);
  }, 120_000);
});

describe.each(databaseBackends("flood_booking"))(
  "a message held for the flood ($name)",
  ({ name, databaseUrl }) => {
    async function floodedServer(sink: SmtpSink, webhooks: WebhookReceiver) {
      const api = await server({
        ...bookableAllDay,
        BOOKING_CALENDAR_FILE: path.join(calendars, `${name}-${Date.now()}.ics`),
        DATABASE_URL: await databaseUrl(),
        SMTP_URL: sink.url,
        LEAD_WEBHOOKS: webhooks.entry,
        FLOOD_PER_HOUR: "1",
      });
      const first = await postJson(api.url, validMessage({ email: "first@melkerij.nl" }));
      expect(first.status).toBe(200);
      return api;
    }

    it("books by confirming from the visitor's mail, which delivers the lead with the demo", async () => {
      const sink = await smtpSink().then(started);
      const webhooks = await webhookReceiver().then(started);
      const api = await floodedServer(sink, webhooks);
      const email = "ria@kaasmakerij-zuid.nl";
      const sent = (await (await postWritten(api, email)).json()) as {
        id: string;
        booking: string;
      };
      expect((await api.api.stores.messages.get(sent.id))?.holdReason).toBe("flood");

      const [start] = await offeredStarts(api, sent.booking);
      const booked = await postJson(`${api.baseURL}${bookingPath}`, {
        token: sent.booking,
        start,
        zone: "Europe/Amsterdam",
      });
      expect(((await booked.json()) as { kind: string }).kind).toBe("held");
      expect((await api.api.stores.messages.get(sent.id))?.status).toBe("held");

      let link = "";
      await until(
        () => {
          const mail = sink.mails.find((m) => m.headers.get("to")?.includes(email));
          link = /\/api\/booking\/confirm\?(\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
          return link !== "";
        },
        { what: "the hold's confirmation mail" },
      );
      const confirmed = await fetch(`${api.baseURL}${bookingPath}/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: link,
      });
      expect(confirmed.status).toBe(200);
      await untilSettled(api, sent.id);
      expect((await api.api.stores.messages.get(sent.id))?.status).toBe("sent");
      const about = (type: string) =>
        webhooks.requests.filter((r) => r.body.includes(type) && r.body.includes(sent.id));
      expect(about('"contact.message.created"')).toHaveLength(1);
      expect(about('"booking.created"')).toHaveLength(1);
      expect(leadMails(sink).filter((mail) => mail.text?.includes(email))).toHaveLength(1);
    }, 60_000);

    it("offers no booking to a message sent faster than a person writes", async () => {
      const sink = await smtpSink().then(started);
      const webhooks = await webhookReceiver().then(started);
      const api = await floodedServer(sink, webhooks);
      const hasty = await postJson(api.url, validMessage({ email: "quick@zuivel-west.nl" }));
      expect(hasty.status).toBe(200);
      const answer = (await hasty.json()) as { id: string; booking?: string };
      expect(answer.booking).toBeUndefined();
      expect((await api.api.stores.messages.get(answer.id))?.holdReason).toBe("flood");
    }, 60_000);
  },
);
