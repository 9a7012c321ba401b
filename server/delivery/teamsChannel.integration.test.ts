import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bookingPath } from "../../common/bookingPath";
import { leadsCli, postJson, startApiServer, validMessage } from "../../tests/support/apiServer";
import { bookingSecret } from "../../tests/support/bookingSecret";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { until } from "../../tests/support/until";
import { webhookReceiver, type ReceivedRequest } from "../../tests/support/webhookReceiver";

const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "teams-channel-"));
afterAll(() => rmSync(calendars, { recursive: true, force: true }));

interface Card {
  type: string;
  attachments: {
    contentType: string;
    content: { type: string; version: string; body: { type: string; text: string }[] };
  }[];
}

const cardOf = (request: ReceivedRequest) => JSON.parse(request.body) as Card;
const textsOf = (request: ReceivedRequest) =>
  cardOf(request).attachments.flatMap((attachment) =>
    attachment.content.body.map((block) => block.text),
  );
/** What a reader sees: each backslash-escaped mark as the mark itself. */
const shown = (text: string) => text.replace(/\\(.)/g, "$1");
/** A mark Markdown or an Adaptive Card function would act on, not escaped. */
const liveMarkup = (text: string) => /[*_[\]()#{}]/.test(text.replace(/\\./g, ""));

const markup = {
  lastName: "**Boss** [x](https://evil.example)",
  company: "_Kaas_ & {{DATE(2026-01-01T00:00:00Z, SHORT)}}",
  message: "# Urgent\n- item one\n1. first",
};

describe("Microsoft Teams as a channel (a Workflows webhook on loopback, calendar file, SQLite)", () => {
  it("posts a lead and a booking change as Adaptive Cards with visitor text escaped, retries a 5xx, and replays a refused card", async () => {
    // 1: the lead, refused for now; 2: its retry; 3: the booking's card, refused for good; 4: its replay.
    const teams = await webhookReceiver({
      reply: (n) => ({ status: n === 1 ? 503 : n === 3 ? 400 : 202 }),
    });
    await teams.start();
    cleanup(() => teams.stop());
    const api = await startApiServer({
      TEAMS_WEBHOOK_URL: teams.url,
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALENDAR_FILE: path.join(calendars, "team.ics"),
      BOOKING_HOURS: "mon-sun 00:00-24:00",
      BOOKING_MIN_NOTICE_MINUTES: "0",
      BOOKING_DAYS_AHEAD: "3",
      RATE_LIMITS: "off",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_CAP_MS: "300",
    });
    cleanup(() => api.close());

    const answer = (await (await postJson(api.url, validMessage(markup))).json()) as {
      id: string;
      booking: string;
    };
    const [refused, lead] = await teams.waitFor(2);
    if (!refused || !lead) throw new Error("no lead card");
    expect(lead.body).toBe(refused.body);
    const card = cardOf(lead);
    expect(card).toMatchObject({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: { type: "AdaptiveCard", version: "1.4" },
        },
      ],
    });
    const leadTexts = textsOf(lead);
    expect(leadTexts.some(liveMarkup)).toBe(false);
    expect(shown(leadTexts.join("\n"))).toContain(`Anna ${markup.lastName} (${markup.company})`);
    expect(shown(leadTexts.join("\n"))).toContain("# Urgent\n- item one\n1. first");
    expect(shown(leadTexts.join("\n"))).toContain(answer.id);

    const slots = (await (
      await fetch(
        `${api.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: answer.booking })}`,
      )
    ).json()) as { slots: { days: { slots: { start: number }[] }[] } };
    const start = slots.slots.days[0]?.slots[0]?.start;
    const booked = await postJson(`${api.baseURL}${bookingPath}`, { token: answer.booking, start });
    expect(booked.status).toBe(200);
    await teams.waitFor(3);
    await until(async () =>
      (await api.api.stores.messages.jobsOf(answer.id)).some(
        (job) => job.channel === "teams" && job.status === "failed",
      ),
    );
    const health = (await (await fetch(`${api.baseURL}/api/health`)).json()) as {
      channels: Record<string, { failed: number }>;
    };
    expect(health.channels.teams).toEqual({ pending: 0, failed: 1 });

    const { stdout } = await leadsCli(api, ["retry", answer.id, "--channel", "teams"]);
    expect(stdout).toContain("1 failed delivery is back");
    const [, , refusedBooking, booking] = await teams.waitFor(4);
    if (!refusedBooking || !booking) throw new Error("no booking card");
    expect(booking.body).toBe(refusedBooking.body);
    const bookingTexts = textsOf(booking);
    expect(bookingTexts.some(liveMarkup)).toBe(false);
    expect(shown(bookingTexts.join("\n"))).toContain(
      `Demo booked by Anna ${markup.lastName} (${markup.company})`,
    );
    await until(async () =>
      (await api.api.stores.messages.jobsOf(answer.id))
        .filter((job) => job.channel === "teams")
        .every((job) => job.status === "sent"),
    );
    const shownJobs = (await leadsCli(api, ["show", answer.id])).stdout;
    expect(shownJobs).toMatch(/lead → Microsoft Teams: sent/);
    expect(shownJobs).toMatch(/booking\.created → Microsoft Teams \[booking change #\d+\]: sent/);
  });
});
