import { describe, expect, it } from "vitest";
import { FailureLog } from "./failureLog";

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("FailureLog", () => {
  it("writes the first failure, then one count per period, however many failures come between", () => {
    const time = clock();
    const log = new FailureLog(60_000, time.now);
    expect(log.failed("webhook:a")).toEqual({ kind: "first" });
    const lines = [];
    for (let i = 0; i < 600; i++) {
      time.advance(200);
      lines.push(log.failed("webhook:a"));
    }
    const written = lines.filter((line) => line.kind !== "quiet");
    expect(written).toEqual([
      { kind: "still failing", failures: 300, sinceMs: 60_000 },
      { kind: "still failing", failures: 300, sinceMs: 120_000 },
    ]);
  });

  it("counts each receiver apart, so a failing target does not hide another's first failure", () => {
    const log = new FailureLog(60_000, clock().now);
    expect(log.failed("webhook:a")).toEqual({ kind: "first" });
    expect(log.failed("webhook:a")).toEqual({ kind: "quiet" });
    expect(log.failed("slack:b")).toEqual({ kind: "first" });
  });

  it("reports a recovery with the failures before it, and a new outage as a first failure again", () => {
    const log = new FailureLog(60_000, clock().now);
    expect(log.recovered("mail")).toBeUndefined();
    log.failed("mail");
    log.failed("mail");
    log.failed("mail");
    expect(log.recovered("mail")).toBe(3);
    expect(log.failed("mail")).toEqual({ kind: "first" });
  });
});
