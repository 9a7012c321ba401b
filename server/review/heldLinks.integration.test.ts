import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/e2e/support/testServer";
import {
  leadsCli,
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { bookableAllDay, formIn, submitForm } from "../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { databaseBackends } from "../../tests/support/databaseBackends";
import { testMailSettings } from "../../tests/support/mailSettings";
import type { ReceivedMail } from "../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";
import { webhookReceiver } from "../../tests/support/webhookReceiver";
import { DeliveryWorker } from "../delivery/deliveryWorker";
import { smtpTransport } from "../delivery/mail/transport";
import { heldLinks, heldLinkSecret } from "./heldLinks";
import { heldSummaryJobs } from "./heldSummary";
import { reviewFeature } from "./reviewFeature";

const hour = 60 * 60_000;
const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "held-links-"));
afterAll(() => rmSync(calendars, { recursive: true, force: true }));

/** A server taking bookings, with an SMTP sink for every mail and a webhook receiver. */
async function deliveringServer(name: string, databaseUrl: string) {
  const inbox = await smtpSink();
  await inbox.start();
  cleanup(() => inbox.stop());
  const crm = await webhookReceiver();
  await crm.start();
  cleanup(() => crm.stop());
  const port = await freePort();
  const calendarFile = path.join(calendars, `${name}-${port}.ics`);
  const server = await startApiServer({
    ...bookableAllDay,
    BOOKING_CALENDAR_FILE: calendarFile,
    BOOKING_LINK_ORIGIN: `http://127.0.0.1:${port}`,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SMTP_URL: inbox.url,
    LEAD_WEBHOOKS: crm.entry,
  });
  cleanup(() => server.close());
  return { server, inbox, crm, calendarFile };
}

/** A message sent without the invisible check: held, answered as usual. */
async function heldMessage(server: ApiServer, email: string, firstName: string) {
  const message = `${firstName} here. We need IFS by spring.`;
  const response = await postJson(
    server.url,
    validMessage({ email, firstName, message, proof: undefined }),
  );
  expect(response.status).toBe(200);
  const { id } = (await response.json()) as { id: string };
  expect((await server.api.stores.messages.get(id))?.status).toBe("held");
  return id;
}

/** The summary the next hour's outbox run mails, on the server's storage, to `inbox`. */
async function nextSummary(server: ApiServer, inbox: SmtpSink): Promise<ReceivedMail> {
  const transport = smtpTransport(inbox.url);
  cleanup(async () => transport.close());
  const review = reviewFeature({
    stores: server.api.stores,
    linkOrigin: server.baseURL,
    productName: "AuditReady",
    inboxLang: "en",
    summary: true,
    release: () => Promise.reject(new Error("the server releases")),
  });
  const worker = new DeliveryWorker({
    messages: server.api.stores.messages,
    transport,
    logger: pino({ level: "silent" }),
    mail: testMailSettings,
    renderings: review.renderings,
    periodicJobs: async (now) => heldSummaryJobs(true, hour)(now),
    pollMs: 20,
    leaseMs: 60_000,
    batchSize: 5,
    schedule: { baseMs: 1, capMs: 1 },
    now: () => Date.now() + hour,
  });
  const before = inbox.mails.length;
  await worker.deliverDue();
  const mails = await inbox.waitFor(before + 1);
  const summary = mails.find((mail) => /held for review/.test(mail.headers.get("subject") ?? ""));
  if (!summary) throw new Error("no summary mail");
  return summary;
}

/** The summary's link of `action` for the message from `email`. */
function linkIn(summary: ReceivedMail, email: string, action: string): string {
  const block = summary.text
    .split("\n\n")
    .slice(summary.text.split("\n\n").findIndex((p) => p.includes(`<${email}>`)));
  const pattern = new RegExp(`http://\\S+/api/held/${action}\\?\\S+`);
  const link = block.map((p) => pattern.exec(p)?.[0]).find(Boolean);
  if (!link) throw new Error(`no ${action} link for ${email}`);
  return link;
}

const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
};

describe.each(databaseBackends("held_links"))(
  "the held summary's links on $name",
  ({ name, databaseUrl }) => {
    it("release: a GET only shows, the POST delivers the lead and the booking offer once", async () => {
      const { server, inbox, crm } = await deliveringServer(name, await databaseUrl());
      const email = `els-${name.toLowerCase()}@els-foods.nl`;
      const id = await heldMessage(server, email, "Els");
      const summary = await nextSummary(server, inbox);
      const release = linkIn(summary, email, "release");

      const shown = await page(release);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain("Release this held message");
      expect(shown.html).toContain(`&lt;${email}&gt;`);
      // A mail scanner's GET changed nothing.
      expect((await server.api.stores.messages.get(id))?.status).toBe("held");
      expect(await server.api.stores.messages.jobsOf(id)).toEqual([]);

      const released = await submitForm(server, formIn(shown.html));
      expect(released.status).toBe(200);
      expect(await released.text()).toContain("is released: it is on its way");
      const jobs = await untilSettled(server, id);
      expect(jobs.map((job) => `${job.event} ${job.channel} ${job.status}`).sort()).toEqual([
        "booking.offer mail sent",
        "lead mail sent",
        "lead webhook sent",
      ]);
      await until(() => crm.requests.some((request) => request.body.includes(id)), {
        what: "the lead's webhook",
      });
      expect(crm.requests.filter((request) => request.body.includes(id))).toHaveLength(1);
      const leadMails = inbox.mails.filter(
        (mail) => mail !== summary && mail.text.includes("Els here. We need IFS by spring."),
      );
      expect(leadMails.map((mail) => mail.headers.get("to"))).toEqual([
        expect.not.stringContaining(email),
      ]);
      const offer = inbox.mails.find((mail) => mail.headers.get("to")?.includes(email));
      expect(offer?.headers.get("subject")).toBe("Choose a time for your AuditReady demo");
      const slotLink = /http:\/\/\S+\/api\/booking\?t=\S+/.exec(offer?.text ?? "")?.[0] ?? "";
      const slots = await page(slotLink);
      expect(slots.status).toBe(200);
      expect(slots.html).toMatch(/name="start" value="\d+"/);

      // Once: a second POST says so and queues nothing more.
      const again = await submitForm(server, formIn(shown.html));
      expect(await again.text()).toContain("was already released; nothing has been changed");
      expect(await server.api.stores.messages.jobsOf(id)).toHaveLength(3);
      expect((await page(release)).html).toContain("Already done");
    });

    it("block: the address or domain goes on the blocklist once; a tampered link gets 403, an expired one a clear page", async () => {
      const { server, inbox } = await deliveringServer(name, await databaseUrl());
      const email = `spam-${name.toLowerCase()}@spam-farm.nl`;
      const id = await heldMessage(server, email, "Bot");
      const summary = await nextSummary(server, inbox);
      const blockAddress = linkIn(summary, email, "block-address");

      const dutch = await page(blockAddress.replace("lang=en", "lang=nl"));
      expect(dutch.html).toContain(`${email} op de blokkeerlijst zetten?`);
      const shown = await page(blockAddress);
      expect(shown.html).toContain(`Put ${email} on the blocklist?`);
      expect(await server.api.stores.screening.blockedEntries()).toEqual([]);

      const blocked = await submitForm(server, formIn(shown.html));
      expect(await blocked.text()).toContain(`${email} is on the blocklist now`);
      expect(await server.api.stores.screening.blockedEntries()).toEqual([email]);
      const again = await submitForm(server, formIn(shown.html));
      expect(await again.text()).toContain(`${email} was already on the blocklist`);

      const domainPage = await page(linkIn(summary, email, "block-domain"));
      await submitForm(server, formIn(domainPage.html));
      expect(await server.api.stores.screening.blockedEntries()).toEqual(
        [email, "spam-farm.nl"].sort(),
      );

      const release = new URL(linkIn(summary, email, "release"));
      const signature = release.searchParams.get("s") ?? "";
      // The first character: the last one of base64url carries padding bits the decoder drops.
      release.searchParams.set(
        "s",
        `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      );
      const tampered = await page(release.toString());
      expect(tampered.status).toBe(403);
      expect(tampered.html).toContain("This link is not valid");
      const form = formIn(shown.html);
      const forged = await submitForm(server, {
        ...form,
        fields: { ...form.fields, b: "another-message" },
      });
      expect(forged.status).toBe(403);

      const message = await server.api.stores.messages.get(id);
      if (!message) throw new Error("message gone");
      const secret = await heldLinkSecret(server.api.stores.engine);
      const old = await heldLinks(
        message,
        "en",
        { secret, origin: server.baseURL },
        Date.now() - 15 * 24 * hour,
      );
      const expired = await page(old.release ?? "");
      expect(expired.status).toBe(410);
      expect(expired.html).toContain("This link has expired");
      expect((await server.api.stores.messages.get(id))?.status).toBe("held");
    });

    it("leads release is the same release: the lead and the booking offer, and the link then says so", async () => {
      const { server, inbox, calendarFile } = await deliveringServer(name, await databaseUrl());
      const email = `cli-${name.toLowerCase()}@cli-foods.nl`;
      const id = await heldMessage(server, email, "Cli");
      const summary = await nextSummary(server, inbox);
      const released = await leadsCli(server, ["release", id], {
        ...bookableAllDay,
        BOOKING_CALENDAR_FILE: calendarFile,
      });
      expect(released.stdout).toContain(`Message ${id} released`);
      expect(released.stdout).toContain("the visitor's booking offer");
      const jobs = await untilSettled(server, id);
      expect(jobs.map((job) => job.event).sort()).toEqual(["booking.offer", "lead", "lead"]);
      await until(() => inbox.mails.some((mail) => mail.headers.get("to")?.includes(email)), {
        what: "the booking offer",
      });
      const shown = await page(linkIn(summary, email, "release"));
      expect(shown.html).toContain("was already released; nothing has been changed");
    });
  },
);
