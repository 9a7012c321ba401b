import { describe, expect, it } from "vitest";
import { heldSummaryJobs, summaryWanted } from "./heldSummary";

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 28, hour, minute);

describe("the held summary's schedule", () => {
  it("asks for one job per hour, for the hour that ended, due at its end", () => {
    const jobs = heldSummaryJobs(true, 1000);
    expect(jobs(at(10, 0))).toEqual([
      expect.objectContaining({ event: "held.summary", period: "2026-11-28T09", dueAt: at(10) }),
    ]);
    // The whole hour asks for the same job: the outbox keeps one.
    expect(jobs(at(10, 59))[0]?.period).toBe("2026-11-28T09");
    expect(jobs(at(11, 0))[0]?.period).toBe("2026-11-28T10");
  });

  it("asks for nothing when turned off", () => {
    expect(heldSummaryJobs(false, 1000)(at(10))).toEqual([]);
  });

  it("mails an hour with a new held message, and the 06:00 UTC hour while any wait", () => {
    expect(summaryWanted(at(9), 1, 1)).toBe(true);
    expect(summaryWanted(at(9), 0, 5)).toBe(false);
    expect(summaryWanted(at(6), 0, 5)).toBe(true);
    expect(summaryWanted(at(6), 0, 0)).toBe(false);
  });
});
