import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { bookingPath } from "../../../common/bookingPath";
import { postJson, startApiServer, validMessage } from "../../../tests/support/apiServer";
import { bookableAllDay } from "../../../tests/support/bookingVisitor";
import { cleanupAfterEach } from "../../../tests/support/cleanupAfterEach";

const cleanup = cleanupAfterEach();
const calendars = mkdtempSync(path.join(tmpdir(), "booking-cors-"));
afterAll(() => rmSync(calendars, { recursive: true, force: true }));

const site = "https://www.auditready.example";

it("lets the picker on the site's own origin read the slots and book across origins, and no other page", async () => {
  const api = await startApiServer({
    ...bookableAllDay,
    BOOKING_CALENDAR_FILE: path.join(calendars, "team.ics"),
    CORS_ALLOWED_ORIGINS: site,
  });
  cleanup(() => api.close());
  const sent = await postJson(api.url, validMessage(), { Origin: site });
  const { booking: token } = (await sent.json()) as { booking: string };

  const preflight = await fetch(`${api.baseURL}${bookingPath}`, {
    method: "OPTIONS",
    headers: {
      Origin: site,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe(site);
  expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");

  const slotsUrl = `${api.baseURL}${bookingPath}/slots?t=${token}&zone=Europe/Amsterdam`;
  const listing = await fetch(slotsUrl, { headers: { Origin: site } });
  expect(listing.headers.get("access-control-allow-origin")).toBe(site);
  const { slots } = (await listing.json()) as { slots: { days: { slots: { start: number }[] }[] } };
  const start = slots.days[0]?.slots[0]?.start;

  const booked = await postJson(`${api.baseURL}${bookingPath}`, { token, start }, { Origin: site });
  expect(booked.status).toBe(200);
  expect(booked.headers.get("access-control-allow-origin")).toBe(site);

  const foreign = await fetch(slotsUrl, { headers: { Origin: "https://elsewhere.example" } });
  expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
});
