import { describe, expect, it } from "vitest";
import { httpOutcome, retryAfterMs } from "./httpOutcome";

const now = Date.UTC(2026, 10, 23, 12, 0, 0);

describe("what a receiver's answer means", () => {
  it("is delivered on 2xx", () => {
    expect(httpOutcome(200, null, now)).toBeNull();
    expect(httpOutcome(204, null, now)).toBeNull();
  });

  it.each([408, 429, 500, 502, 503])("retries later on %i", (status) => {
    expect(httpOutcome(status, null, now)).toMatchObject({ permanent: false });
  });

  it.each([400, 401, 403, 404, 410, 413, 422])("fails for good on %i", (status) => {
    expect(httpOutcome(status, null, now)).toMatchObject({
      permanent: true,
      message: `HTTP ${status}`,
    });
  });

  it("does not follow a redirect, and says so", () => {
    expect(httpOutcome(307, null, now)).toMatchObject({ permanent: true });
    expect(httpOutcome(301, null, now)?.message).toContain("redirect");
  });

  it("carries Retry-After with a temporary answer", () => {
    expect(httpOutcome(429, "2", now)?.retryAfterMs).toBe(2000);
    expect(httpOutcome(503, "Mon, 23 Nov 2026 12:01:00 GMT", now)?.retryAfterMs).toBe(60_000);
  });
});

describe("Retry-After", () => {
  it("reads delay-seconds and HTTP dates, never a negative wait", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Mon, 23 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Mon, 23 Nov 2026 11:00:00 GMT", now)).toBe(0);
  });

  it("is ignored when absent or unreadable", () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-5", now)).toBeUndefined();
  });
});
