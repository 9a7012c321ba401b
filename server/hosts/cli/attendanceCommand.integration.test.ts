import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { leadsCli, startApiServer, type ApiServer } from "../../../tests/support/apiServer";
import { bookableAllDay } from "../../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";
import { smtpSink } from "../../../tests/support/smtpSink";
import { storedMessage } from "../../../tests/support/storedMessage";
import { until } from "../../../tests/support/until";
import { webhookReceiver, type WebhookReceiver } from "../../../tests/support/webhookReceiver";

const cleanup = cleanupAfterEach();
const dir = mkdtempSync(path.join(tmpdir(), "attendance-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const minute = 60_000;

/** A demo stored as the booking service stores one, of `email`, starting at `start`. */
async function seedBooking(api: ApiServer, email: string, start: number) {
  const now = Date.now();
  const hash = randomUUID();
  const message = { ...storedMessage(now, minute), bookingCapabilityHash: hash, jobs: [] };
  message.fields = { ...message.fields, email };
  await api.api.stores.messages.insert(message);
  const booked = await api.api.stores.booking.book({
    id: randomUUID(),
    capabilityHash: hash,
    calendar: "seeded",
    host: "seeded",
    start,
    end: start + 30 * minute,
    visitorZone: "Europe/Amsterdam",
    jobs: [],
    now,
    deliverUntil: now + 10 * minute,
  });
  if (booked.kind !== "booked") throw new Error(booked.kind);
  return { bookingId: booked.booking.id, messageId: message.id };
}

const webhooksOf = (receiver: WebhookReceiver, type: string) =>
  receiver.requests
    .map((request) => ({
      verified: request.verified,
      ...(JSON.parse(request.body) as { type: string; data: { bookingId: string } }),
    }))
    .filter((body) => body.type === type);

describe("leads attended and no-show (SQLite, the server delivering)", () => {
  it("record an ended demo once, tell every target, and refuse a cancelled or unfinished one", async () => {
    const sink = await smtpSink();
    await sink.start();
    cleanup(() => sink.stop());
    const receiver = await webhookReceiver();
    await receiver.start();
    cleanup(() => receiver.stop());
    const api = await startApiServer({
      ...bookableAllDay,
      BOOKING_CALENDAR_FILE: path.join(dir, `${randomUUID()}.ics`),
      SMTP_URL: sink.url,
      LEAD_WEBHOOKS: receiver.entry,
    });
    cleanup(() => api.close());
    const ended = Date.now() - 2 * 60 * minute;
    const missed = await seedBooking(api, "missed@kaas.example", ended);
    const came = await seedBooking(api, "came@kaas.example", ended + 30 * minute);
    const coming = await seedBooking(api, "coming@kaas.example", Date.now() + 60 * minute);

    const noShow = await leadsCli(api, ["no-show", missed.messageId]);
    expect(noShow.stdout).toContain(`Booking ${missed.bookingId}`);
    expect(noShow.stdout).toContain("recorded as a no-show");
    expect(noShow.stdout).toContain("mail to the visitor");
    await until(() => webhooksOf(receiver, "booking.no_show").length > 0, {
      what: "the booking.no_show webhook",
    });
    expect(webhooksOf(receiver, "booking.no_show")).toEqual([
      expect.objectContaining({ verified: true, data: expect.objectContaining(missed) }),
    ]);
    await until(() => sink.mails.some((mail) => mail.headers.get("to")?.includes("missed@")), {
      what: "the reschedule mail",
    });

    await expect(leadsCli(api, ["attended", missed.bookingId])).rejects.toMatchObject({
      stderr: expect.stringContaining("was already recorded as a no-show; nothing changed"),
    });
    expect(await api.api.stores.booking.bookingById(missed.bookingId)).toMatchObject({
      attendance: "no_show",
    });
    const shown = await leadsCli(api, ["show", missed.messageId]);
    expect(shown.stdout).toMatch(/changes: \d+; no-show, recorded \d{4}-/);

    const attended = await leadsCli(api, ["attended", came.bookingId]);
    expect(attended.stdout).toContain("recorded as held");
    await until(() => webhooksOf(receiver, "booking.attended").length > 0, {
      what: "the booking.attended webhook",
    });
    expect(webhooksOf(receiver, "booking.attended")[0]).toMatchObject({ verified: true });

    await expect(leadsCli(api, ["no-show", coming.bookingId])).rejects.toMatchObject({
      stderr: expect.stringContaining("has not ended yet"),
    });
    await expect(leadsCli(api, ["cancel-booking", coming.bookingId])).resolves.toBeTruthy();
    await expect(leadsCli(api, ["no-show", coming.bookingId])).rejects.toMatchObject({
      stderr: expect.stringContaining("was cancelled"),
    });
    // Named by its message, the cancelled demo is found all the same.
    await expect(leadsCli(api, ["no-show", coming.messageId])).rejects.toMatchObject({
      stderr: expect.stringMatching(new RegExp(`^Booking ${coming.bookingId} .* was cancelled`)),
    });
    expect(await api.api.stores.booking.bookingById(coming.bookingId)).not.toHaveProperty(
      "attendance",
    );
    // A held demo is told to the webhooks; the team is not mailed about its own answer.
    expect(
      (await api.api.stores.messages.jobsOf(came.messageId)).map(
        (job) => `${job.event} ${job.channel}`,
      ),
    ).toEqual(["booking.attended webhook"]);
  });
});
