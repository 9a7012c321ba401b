import { createHash } from "node:crypto";

/** How far back round robin counts demos: a host's quiet month long ago does not count today. */
export const fairnessWindowMs = 28 * 24 * 60 * 60_000;

/** A host as round robin weighs them. */
export interface WeighedHost {
  key: string;
  /** Share of the demos against the others' (2 takes twice as many as 1). */
  weight: number;
  /** When the host joined (epoch ms); null: from the start. */
  since: number | null;
}

/** A demo booked within the window: whose, and when it was booked. */
export interface RecentDemo {
  host: string;
  bookedAt: number;
}

/**
 * The demos a host is counted with: their own, plus, for a host who joined within the window, the
 * demos the others had per unit of weight before they joined (the team's weighted average then).
 * So a newcomer starts level with the team instead of being handed every demo to catch up.
 */
function countedDemos(
  host: WeighedHost,
  team: readonly WeighedHost[],
  recent: readonly RecentDemo[],
) {
  const own = recent.filter((demo) => demo.host === host.key).length;
  const since = host.since;
  if (since === null) return own;
  const others = team.filter((other) => other.key !== host.key);
  const otherWeight = others.reduce((sum, other) => sum + other.weight, 0);
  if (otherWeight === 0) return own;
  const before = recent.filter((demo) => demo.host !== host.key && demo.bookedAt < since).length;
  return own + (host.weight * before) / otherWeight;
}

const lastBooked = (key: string, recent: readonly RecentDemo[]) =>
  recent.reduce(
    (last, demo) => (demo.host === key ? Math.max(last, demo.bookedAt) : last),
    -Infinity,
  );

/** A number from the booking and the host alone: the last tie goes to no place in the list. */
const stableDraw = (bookingId: string, key: string) =>
  createHash("sha256").update(`${bookingId}\n${key}`).digest().readUInt32BE(0);

/**
 * Round robin's choice among `candidates` (the team's hosts free and suitable for this booking):
 * the fewest demos lately per unit of weight first, then the least recently booked, then a draw
 * fixed by the booking's id (docs/decisions/0860-round-robin-across-the-team.md). `team` is every
 * host, for the newcomer's starting count; `recent` the demos booked within `fairnessWindowMs`.
 */
export function fairestHost(
  candidates: readonly WeighedHost[],
  team: readonly WeighedHost[],
  recent: readonly RecentDemo[],
  bookingId: string,
): WeighedHost | null {
  const ranked = candidates.map((host) => ({
    host,
    load: countedDemos(host, team, recent) / host.weight,
    last: lastBooked(host.key, recent),
    draw: stableDraw(bookingId, host.key),
  }));
  ranked.sort((a, b) => a.load - b.load || a.last - b.last || a.draw - b.draw);
  return ranked[0]?.host ?? null;
}
