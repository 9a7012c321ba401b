import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { postJson, startApiServer, validMessage } from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { closedPort } from "../../tests/support/closedPort";
import { bookingSecret } from "../../tests/support/bookingSecret";
import { until } from "../../tests/support/until";
import { bookingPath } from "../../common/bookingPath";

const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "booking-health-"));
afterAll(() => rmSync(calendars, { recursive: true, force: true }));

describe("/api/health with bookings (calendar file, SQLite, SMTP and the webhook target down)", () => {
  it("counts bookings waiting per channel, and a reminder before its day as scheduled, not pending", async () => {
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const api = await startApiServer({
      BOOKING_SECRET: bookingSecret,
      BOOKING_CALENDAR_FILE: path.join(calendars, "team.ics"),
      BOOKING_HOURS: "mon-sun 00:00-24:00",
      BOOKING_MIN_NOTICE_MINUTES: "0",
      BOOKING_DAYS_AHEAD: "3",
      RATE_LIMITS: "off",
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      LEAD_WEBHOOKS: `http://127.0.0.1:${await closedPort()}/hook|${secret}`,
      OUTBOX_RETRY_BASE_MS: "600000",
    });
    cleanup(() => api.close());
    const answer = (await (await postJson(api.url, validMessage())).json()) as {
      id: string;
      booking: string;
    };
    const slots = (await (
      await fetch(
        `${api.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: answer.booking })}`,
      )
    ).json()) as { slots: { days: { slots: { start: number }[] }[] } };
    // Two days ahead: the demo gets its reminder, due tomorrow.
    const start = slots.slots.days
      .flatMap((day) => day.slots.map((slot) => slot.start))
      .find((candidate) => candidate > Date.now() + 48 * 3_600_000);
    if (start === undefined) throw new Error("no slot two days ahead");
    const booked = await postJson(`${api.baseURL}${bookingPath}`, { token: answer.booking, start });
    expect(booked.status).toBe(200);

    const jobs = () => api.api.stores.messages.jobsOf(answer.id);
    await until(
      async () =>
        (await jobs()).some(
          (job) =>
            job.channel === "mail" &&
            job.target === "visitor" &&
            job.attempts > 0 &&
            job.status === "pending",
        ) &&
        (await jobs()).some((job) => job.channel === "calendar" && job.status === "sent") &&
        (await jobs()).some((job) => job.channel === "webhook" && job.attempts > 0),
      { what: "the event written, the invitation and the booking webhook tried once" },
    );
    const health = (await (await fetch(`${api.baseURL}/api/health`)).json()) as Record<
      string,
      unknown
    >;
    expect(health).toMatchObject({ ok: true, storage: "writable", pending: 1, failed: 0 });
    // The lead's mail and the visitor's invitation, the lead's webhook and the booking's: each
    // waiting for its receiver.
    expect(health.channels).toEqual({
      mail: { pending: 2, failed: 0 },
      calendar: { pending: 0, failed: 0 },
      teams: { pending: 0, failed: 0 },
      webhook: { pending: 2, failed: 0 },
      slack: { pending: 0, failed: 0 },
    });
    expect(health.bookings).toEqual({
      calendar: { pending: 0, failed: 0, scheduled: 0 },
      mail: { pending: 1, failed: 0, scheduled: 1 },
      webhook: { pending: 1, failed: 0, scheduled: 0 },
      slack: { pending: 0, failed: 0, scheduled: 0 },
      teams: { pending: 0, failed: 0, scheduled: 0 },
    });
  });

  it("names a host whose calendar cannot be read, and still offers the other host's times", async () => {
    const teamFile = path.join(calendars, "team.json");
    const host = (name: string, calendar: object) => ({
      name,
      email: `${name.toLowerCase()}@auditready.example`,
      calendar,
      languages: ["en", "nl"],
    });
    const unreachable = `http://127.0.0.1:${await closedPort()}/ben.ics`;
    writeFileSync(
      teamFile,
      JSON.stringify({
        hosts: [
          host("Anna", { file: path.join(calendars, "anna.ics") }),
          host("Ben", { feed: unreachable }),
        ],
      }),
    );
    const api = await startApiServer({
      BOOKING_SECRET: bookingSecret,
      BOOKING_TEAM_FILE: teamFile,
      BOOKING_HOURS: "mon-sun 00:00-24:00",
      BOOKING_MIN_NOTICE_MINUTES: "0",
      RATE_LIMITS: "off",
    });
    cleanup(() => api.close());
    const answer = (await (await postJson(api.url, validMessage())).json()) as { booking: string };
    const listing = await fetch(
      `${api.baseURL}${bookingPath}/slots?${new URLSearchParams({ t: answer.booking })}`,
    );
    const slots = (await listing.json()) as { kind: string; slots: { days: unknown[] } };
    expect(slots.kind).toBe("slots");
    expect(slots.slots.days.length).toBeGreaterThan(0);
    const health = (await (await fetch(`${api.baseURL}/api/health`)).json()) as {
      unreadableHosts?: string[];
    };
    expect(health.unreadableHosts).toEqual(["Ben"]);
  });
});
