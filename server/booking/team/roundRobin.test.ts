import { describe, expect, it } from "vitest";
import { fairestHost, type RecentDemo, type WeighedHost } from "./roundRobin";

const hour = 3_600_000;

/** Books `count` demos an hour apart with every host free; `joining` adds hosts on the way. */
function simulate(
  team: WeighedHost[],
  count: number,
  joining: { at: number; host: WeighedHost }[] = [],
) {
  const recent: RecentDemo[] = [];
  const hosts = [...team];
  for (let i = 0; i < count; i++) {
    const now = i * hour;
    for (const join of joining) if (join.at === i) hosts.push({ ...join.host, since: now });
    const chosen = fairestHost(hosts, hosts, recent, `booking-${i}`);
    if (!chosen) throw new Error("no host chosen");
    recent.push({ host: chosen.key, bookedAt: now });
  }
  return recent;
}

const tally = (demos: RecentDemo[]) =>
  demos.reduce<Record<string, number>>((counts, demo) => {
    counts[demo.host] = (counts[demo.host] ?? 0) + 1;
    return counts;
  }, {});

const host = (key: string, weight = 1): WeighedHost => ({ key, weight, since: null });

describe("round robin over 300 bookings", () => {
  it("ends within one demo of each other with equal weights", () => {
    const counts = Object.values(tally(simulate([host("a"), host("b"), host("c")], 300)));
    expect(counts).toHaveLength(3);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it("gives about twice as many to a host of weight 2", () => {
    const counts = tally(simulate([host("a", 2), host("b", 1)], 300));
    expect(counts.a).toBeGreaterThanOrEqual(199);
    expect(counts.b).toBeGreaterThanOrEqual(99);
  });

  it("does not favour the first host in the list when all are level", () => {
    const firsts = new Set(
      Array.from(
        { length: 40 },
        (_, i) => fairestHost([host("a"), host("b"), host("c")], [], [], `first-${i}`)?.key,
      ),
    );
    expect(firsts).toEqual(new Set(["a", "b", "c"]));
  });

  it("starts a host added halfway level with the team instead of handing them every demo", () => {
    const demos = simulate([host("a"), host("b")], 300, [{ at: 150, host: host("c") }]);
    const after = demos.slice(150);
    const counts = tally(after);
    expect(counts.c).toBeLessThanOrEqual(51);
    expect(counts.a).toBeGreaterThanOrEqual(49);
    expect(counts.b).toBeGreaterThanOrEqual(49);
    // Right after joining, too: the first ten demos after the join are shared.
    expect(new Set(after.slice(0, 10).map((demo) => demo.host))).toEqual(new Set(["a", "b", "c"]));
  });

  it("prefers a host with fewer demos lately even when they were booked most recently", () => {
    const recent = [
      { host: "a", bookedAt: 1 },
      { host: "a", bookedAt: 2 },
      { host: "b", bookedAt: 3 },
    ];
    expect(fairestHost([host("a"), host("b")], [], recent, "x")?.key).toBe("b");
    expect(fairestHost([host("a")], [], recent, "x")?.key).toBe("a");
    expect(fairestHost([], [], recent, "x")).toBeNull();
  });
});
