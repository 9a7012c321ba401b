import { domainKind } from "../../screening/addressRules";
import { normalisedAddress } from "../../text/address";
import { fairestHost, fairnessWindowMs } from "./roundRobin";
import { bookedHost, type BookedHost, type Team, type TeamHost } from "./team";
import type { BookingStore } from "../store/bookingStore";

export interface HostChoiceParts {
  team: Team;
  storage: Pick<BookingStore, "recentDemos" | "hostsAtDomain">;
}

interface Visit {
  /** The suitable hosts free at the chosen start. */
  free: readonly TeamHost[];
  email: string;
  bookingId: string;
  now: number;
}

/**
 * The host a returning visitor had before: the same address, or, for a company's own domain (not
 * free mail), anyone there. The newest booking counts.
 */
async function previousHost(parts: HostChoiceParts, email: string): Promise<string | null> {
  const address = normalisedAddress(email);
  const domain = address.split("@").at(-1) ?? "";
  if (!domain) return null;
  const company = (await domainKind(address)) === "ordinary";
  const earlier = await parts.storage.hostsAtDomain(domain);
  const match = earlier.find((b) => company || normalisedAddress(b.email) === address);
  return match?.host ?? null;
}

/**
 * The hosts to try for a booking, best first: the host a returning visitor had when free, then
 * the others as round robin ranks them (docs/decisions/0860-round-robin-across-the-team.md). A
 * collective team books everyone at once. The caller tries them in order: a host another visitor
 * took a moment ago is skipped for the next.
 */
export async function hostsToTry(parts: HostChoiceParts, visit: Visit): Promise<BookedHost[]> {
  const { team } = parts;
  if (team.collective) return visit.free.length ? [bookedHost(team, team.hosts)] : [];
  // One free host (always, for the single calendar) leaves nothing to rank: no queries.
  if (visit.free.length <= 1) return visit.free.map((host) => bookedHost(team, [host]));
  const previous = await previousHost(parts, visit.email);
  const recent = await parts.storage.recentDemos(visit.now - fairnessWindowMs, visit.now);
  const remaining = [...visit.free];
  const order: TeamHost[] = [];
  const returning = remaining.find((host) => host.key === previous);
  if (returning) order.push(returning);
  for (let left = remaining.filter((host) => host !== returning); left.length;) {
    const next = fairestHost(left, team.hosts, recent, visit.bookingId);
    const host = left.find((candidate) => candidate.key === next?.key);
    if (!host) break;
    order.push(host);
    left = left.filter((candidate) => candidate !== host);
  }
  return order.map((host) => bookedHost(team, [host]));
}

/** Books with the first host in `order` still free: a race lost on one host tries the next. */
export async function bookFirstFree<H, R extends { kind: string }>(
  order: readonly H[],
  book: (host: H) => Promise<R>,
): Promise<R | { kind: "taken" }> {
  for (const host of order) {
    const result = await book(host);
    if (result.kind !== "taken") return result;
  }
  return { kind: "taken" };
}
