import { describe, expect, it } from "vitest";
import { readServerConfig } from "../config/serverConfig";
import { nextAttemptAt, retryDelay } from "./retrySchedule";
import { defaultBuiltSite } from "../../tests/support/builtSite";

const defaults = readServerConfig({}, defaultBuiltSite).outbox;
const schedule = { baseMs: defaults.retryBaseMs, capMs: defaults.retryCapMs };
const minute = 60_000;

describe("the product's retry schedule", () => {
  it("retries the first time within a minute, even with the largest jitter", () => {
    expect(retryDelay(1, schedule, () => 0.999_999)).toBeLessThan(minute);
    expect(retryDelay(1, schedule, () => 0)).toBeGreaterThan(0);
  });

  it("never waits more than 30 minutes between tries", () => {
    for (let attempt = 1; attempt <= 200; attempt++) {
      expect(retryDelay(attempt, schedule, () => 0.999_999)).toBeLessThanOrEqual(30 * minute);
    }
  });

  it("grows: later tries wait longer than early ones", () => {
    const early = retryDelay(1, schedule, () => 0.5);
    const later = retryDelay(6, schedule, () => 0.5);
    expect(later).toBeGreaterThan(early * 8);
  });

  it("keeps trying for at least 4 days before a message is given up", () => {
    expect(defaults.giveUpAfterMs).toBeGreaterThanOrEqual(4 * 24 * 60 * minute);
    // With the shortest possible waits, the tries still spread over the whole window.
    let elapsed = 0;
    let attempt = 0;
    while (elapsed < defaults.giveUpAfterMs) elapsed += retryDelay(++attempt, schedule, () => 0);
    expect(attempt).toBeGreaterThan(100);
  });

  it("spreads retries of messages failing together (jitter)", () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelay(3, schedule, () => r)));
    expect(delays.size).toBe(4);
  });
});

describe("the next try after a temporary failure", () => {
  const job = { attempts: 1, deliverUntil: 10 * 60 * minute };
  it("waits for Retry-After when it is longer than the schedule's delay", () => {
    expect(nextAttemptAt(job, 0, 5 * minute, schedule, () => 0)).toBe(5 * minute);
    expect(nextAttemptAt(job, 0, 1000, schedule, () => 0)).toBe(retryDelay(1, schedule, () => 0));
  });

  it("never moves past the end of the delivery window", () => {
    expect(nextAttemptAt(job, 0, 24 * 60 * minute, schedule, () => 0)).toBe(job.deliverUntil);
  });
});
