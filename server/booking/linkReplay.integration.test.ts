import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startApiServer, untilSettled, type ApiServer } from "../../tests/support/apiServer";
import { bookingSecret } from "../../tests/support/bookingSecret";
import {
  bookableAllDay,
  bookedVisitor,
  formIn,
  linksIn,
  submitForm,
} from "../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import type { ReceivedMail } from "../../tests/support/parseMail";
import { smtpSink, type SmtpSink } from "../../tests/support/smtpSink";
import { until } from "../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../tests/support/webhookReceiver";
import { databaseBackends } from "../../tests/support/databaseBackends";

const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "link-replay-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const titles = {
  outdated: { en: "This link is no longer current", nl: "Deze link is niet meer actueel" },
  changeLimit: {
    en: "This demo can no longer be moved online",
    nl: "Deze demo kan niet meer online worden verzet",
  },
};

interface Team {
  api: ApiServer;
  sink: SmtpSink;
  receiver: WebhookReceiver;
}

const backends = databaseBackends("link_replay");

describe.each(backends)("booking links tied to the booking's state ($name)", (backend) => {
  async function team(): Promise<Team> {
    const sink = await smtpSink();
    await sink.start();
    cleanup(() => sink.stop());
    const receiver = await webhookReceiver();
    await receiver.start();
    cleanup(() => receiver.stop());
    const api = await startApiServer({
      ...bookableAllDay,
      DATABASE_URL: await backend.databaseUrl(),
      BOOKING_CALENDAR_FILE: path.join(dir, `${Math.random().toString(36).slice(2)}.ics`),
      SMTP_URL: sink.url,
      LEAD_WEBHOOKS: receiver.entry,
    });
    cleanup(() => api.close());
    return { api, sink, receiver };
  }

  const mailsTo = (sink: SmtpSink, email: string) =>
    sink.mails.filter((mail) => mail.headers.get("to")?.includes(email));

  async function invitationOf(sink: SmtpSink, email: string): Promise<ReceivedMail> {
    await until(() => mailsTo(sink, email).length > 0, { what: `the invitation to ${email}` });
    const [invitation] = mailsTo(sink, email);
    if (!invitation) throw new Error("no invitation");
    return invitation;
  }

  const webhooksOf = (receiver: WebhookReceiver, type: string) =>
    receiver.requests.filter(
      (request) => request.verified && (JSON.parse(request.body) as { type: string }).type === type,
    );

  it("moves the demo at most once when one reschedule link is posted 40 times at once: one update mail, one webhook", async () => {
    const { api, sink, receiver } = await team();
    const anna = await bookedVisitor(api, { email: "anna@example.com", lang: "en" });
    const links = linksIn(await invitationOf(sink, "anna@example.com"), api);
    const later = anna.starts.find((start) => start > anna.start);
    if (later === undefined) throw new Error("no later slot");
    const form = formIn(await (await fetch(links.reschedule)).text(), { start: String(later) });

    const answers = await Promise.all(Array.from({ length: 40 }, () => submitForm(api, form)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    const refusal = await answers.find((answer) => answer.status === 409)?.text();
    expect(refusal).toContain(titles.outdated.en);

    await untilSettled(api, anna.messageId);
    const booking = await api.api.stores.booking.bookingById(anna.bookingId);
    expect([booking?.start, booking?.sequence]).toEqual([later, 1]);
    const updates = mailsTo(sink, "anna@example.com").filter((mail) =>
      mail.headers.get("subject")?.includes("has moved"),
    );
    expect(updates).toHaveLength(1);
    expect(webhooksOf(receiver, "booking.rescheduled")).toHaveLength(1);
  });

  it("answers a cancel link after a move with the outdated page in both languages and cancels nothing; the update's links work", async () => {
    const { api, sink } = await team();
    const bram = await bookedVisitor(api, { email: "bram@example.com", lang: "nl" });
    const links = linksIn(await invitationOf(sink, "bram@example.com"), api);
    const cancelForm = formIn(await (await fetch(links.cancel)).text());
    const later = bram.starts.find((start) => start > bram.start) ?? 0;
    const moveForm = formIn(await (await fetch(links.reschedule)).text(), {
      start: String(later),
    });
    expect((await submitForm(api, moveForm)).status).toBe(200);

    const cancelled = await submitForm(api, cancelForm);
    expect(cancelled.status).toBe(409);
    expect(await cancelled.text()).toContain(titles.outdated.nl);
    for (const lang of ["en", "nl"] as const) {
      const url = new URL(links.cancel);
      url.searchParams.set("lang", lang);
      const page = await fetch(url);
      expect(page.status).toBe(409);
      const html = await page.text();
      expect(html).toContain(titles.outdated[lang]);
      expect(html).not.toContain("<form");
    }
    const stored = await api.api.stores.booking.bookingById(bram.bookingId);
    expect([stored?.status, stored?.start]).toEqual(["active", later]);

    await until(() => mailsTo(sink, "bram@example.com").length === 2, { what: "the update" });
    const update = mailsTo(sink, "bram@example.com")[1];
    if (!update) throw new Error("no update");
    const fresh = linksIn(update, api);
    expect((await fetch(fresh.reschedule)).status).toBe(200);
    const freshCancel = await submitForm(api, formIn(await (await fetch(fresh.cancel)).text()));
    expect(freshCancel.status).toBe(200);
    expect((await api.api.stores.booking.bookingById(bram.bookingId))?.status).toBe("cancelled");
  });

  it("stops moving a demo online after 3 changes with a page saying how to reach the team; it can still be cancelled", async () => {
    const { api, sink } = await team();
    const carla = await bookedVisitor(api, { email: "carla@example.com", lang: "en" });
    let links = linksIn(await invitationOf(sink, "carla@example.com"), api);
    const others = carla.starts.filter((start) => start !== carla.start).slice(0, 4);
    if (others.length < 4) throw new Error("too few slots to move to");
    for (const start of others.slice(0, 3)) {
      const page = await (await fetch(links.reschedule)).text();
      const moved = await submitForm(api, formIn(page, { start: String(start) }));
      expect(moved.status).toBe(200);
      // The page after a move carries the links of the booking as it is now.
      const movedLinks = [...(await moved.text()).matchAll(/href="(\/api\/booking\/[^"]+)"/g)];
      const linkTo = (action: string) =>
        `${api.baseURL}${(movedLinks.find((m) => m[1]?.includes(action))?.[1] ?? "").replaceAll("&amp;", "&")}`;
      links = { cancel: linkTo("/cancel?"), reschedule: linkTo("/reschedule?") };
    }
    const fourth = await fetch(links.reschedule);
    expect(fourth.status).toBe(409);
    const html = await fourth.text();
    expect(html).toContain(titles.changeLimit.en);
    expect(html).toContain("@");
    const stored = await api.api.stores.booking.bookingById(carla.bookingId);
    expect([stored?.start, stored?.sequence]).toEqual([others[2], 3]);
    const cancelled = await submitForm(api, formIn(await (await fetch(links.cancel)).text()));
    expect(cancelled.status).toBe(200);
  });

  it("keeps a link mailed before links carried the booking's state working until the booking changes", async () => {
    const { api, sink } = await team();
    const dirk = await bookedVisitor(api, { email: "dirk@example.com", lang: "en" });
    const links = linksIn(await invitationOf(sink, "dirk@example.com"), api);
    const oldFormat = (link: string, action: string) => {
      const url = new URL(link);
      url.searchParams.delete("q");
      const signed = `${action}\n${url.searchParams.get("b")}\n${url.searchParams.get("e")}`;
      const signature = createHmac("sha256", bookingSecret).update(signed).digest("base64url");
      url.searchParams.set("s", signature);
      return url.href;
    };
    const oldCancel = oldFormat(links.cancel, "cancel");
    expect((await fetch(oldFormat(links.reschedule, "reschedule"))).status).toBe(200);
    expect((await fetch(oldCancel)).status).toBe(200);
    const later = dirk.starts.find((start) => start > dirk.start) ?? 0;
    const page = await (await fetch(links.reschedule)).text();
    expect((await submitForm(api, formIn(page, { start: String(later) }))).status).toBe(200);
    const after = await fetch(oldCancel);
    expect(after.status).toBe(409);
    expect(await after.text()).toContain(titles.outdated.en);
  });
});
