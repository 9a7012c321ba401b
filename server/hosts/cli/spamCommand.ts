import { hostsOf, type Team } from "../../booking/team/team";
import type { StoredBooking } from "../../booking/store/bookings";
import { spamCancelJobsFor } from "../../booking/spamJobs";
import type { ServerConfig } from "../../config/serverConfig";
import { parseBlocklist } from "../../screening/addressRules";
import { blockSenders } from "../../screening/blocklist";
import type { BookingWithAddress } from "../../booking/store/spamMarks";
import type { Stores } from "../stores";
import { labelOf, recordedTargets } from "./recordedTargets";

/** Which active bookings `leads spam` removes: exactly one way of choosing them. */
export type SpamSelection =
  | { by: "ids"; ids: ReadonlySet<string> }
  | { by: "address" | "domain"; entry: string; matches: (email: string) => boolean }
  | { by: "window"; from: number; to: number };

interface SpamOptions {
  ids?: string;
  address?: string;
  domain?: string;
  from?: string;
  to?: string;
}

const timeOf = (value: string | undefined) => (value ? Date.parse(value) : NaN);

/**
 * The selection the options ask for, or the reason they ask for none. An address or domain is
 * compared as the blocklist compares them (letter case and `+tag` ignored, subdomains included).
 */
export function spamSelectionOf(options: SpamOptions): SpamSelection | { error: string } {
  const given = [options.ids, options.address, options.domain, options.from ?? options.to];
  if (given.filter((value) => value !== undefined).length !== 1) {
    return { error: "Choose the bookings one way: --ids, --address, --domain or --from/--to." };
  }
  if (options.ids !== undefined) {
    const ids = options.ids.split(",").map((id) => id.trim());
    return ids.every(Boolean) ? { by: "ids", ids: new Set(ids) } : { error: "--ids: empty id" };
  }
  const entry = options.address ?? options.domain;
  if (entry !== undefined) {
    const by = options.address !== undefined ? "address" : "domain";
    if (entry.includes("@") !== (by === "address"))
      return { error: `--${by}: not ${by} "${entry}"` };
    try {
      return { by, entry, matches: parseBlocklist(entry).blocks };
    } catch (error) {
      return { error: `--${by}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  const [from, to] = [timeOf(options.from), timeOf(options.to)];
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) {
    return { error: "--from and --to: two ISO times, the first before the second" };
  }
  return { by: "window", from, to };
}

function selected({ booking, email }: BookingWithAddress, selection: SpamSelection): boolean {
  switch (selection.by) {
    case "ids":
      return selection.ids.has(booking.id) || selection.ids.has(booking.messageId);
    case "address":
    case "domain":
      return selection.matches(email);
    case "window":
      return booking.createdAt >= selection.from && booking.createdAt < selection.to;
  }
}

/** What `--block` adds: the address or domain chosen, else each chosen booking's address. */
function blockEntriesOf(selection: SpamSelection, chosen: BookingWithAddress[]): string[] {
  if (selection.by === "address" || selection.by === "domain") return [selection.entry];
  return [...new Set(chosen.map(({ email }) => email))];
}

const iso = (ms: number) => new Date(ms).toISOString();

const bookingLineOf = ({ booking, email }: BookingWithAddress) =>
  `  ${booking.id}  ${iso(booking.start)}  booked ${iso(booking.createdAt)}  message ${booking.messageId}  ${email}`;

/**
 * `leads spam`: cancels the selected active bookings as spam in one run. Each is one storage
 * change (cancelled with reason `spam`, its message marked, its reminder settled, its jobs
 * queued) and the jobs are those of `spamCancelJobsFor`: no mail to the visitor's address.
 * `--dry-run` lists the bookings and the jobs without changing anything; `--block` also puts the
 * chosen address or domain (or, chosen by id or time, each booking's address) on the blocklist,
 * so the next message from there is held.
 */
export async function spamCommand(
  selection: SpamSelection,
  { dryRun, block }: { dryRun: boolean; block: boolean },
  stores: Stores,
  { config, team }: { config: ServerConfig; team: Team | null },
): Promise<number> {
  if (!team) {
    console.error("No booking calendar is configured (BOOKING_CALDAV_URL, …): no bookings.");
    return 1;
  }
  const chosen = (await stores.booking.activeBookingsWithAddress()).filter((b) =>
    selected(b, selection),
  );
  const targets = await recordedTargets(stores.messages, "the cancellations");
  if (!targets) return 1;
  // Each booking's jobs reach its host: the event in their calendar, or the mail for a feed.
  const jobsOf = (booking: StoredBooking) =>
    spamCancelJobsFor(targets, hostsOf(team, booking.host));
  const jobLine = new Set(
    chosen.flatMap(({ booking }) => jobsOf(booking)).map((job) => labelOf(job, targets)),
  );
  console.log(`${dryRun ? "Would remove" : "Removing"} ${chosen.length} bookings as spam:`);
  for (const booking of chosen) console.log(bookingLineOf(booking));
  console.log(`Jobs per booking: ${[...jobLine].join(", ")}; no mail to the visitor's address.`);
  const blocked = block ? blockEntriesOf(selection, chosen) : [];
  if (block)
    console.log(`${dryRun ? "Would block" : "Blocking"}: ${blocked.join(", ") || "nothing"}`);
  if (dryRun) {
    console.log("Dry run: nothing changed.");
    return 0;
  }
  let removed = 0;
  let queued = 0;
  for (const { booking } of chosen) {
    const now = Date.now();
    const jobs = jobsOf(booking);
    const result = await stores.booking.cancelBooking({
      bookingId: booking.id,
      by: "operator",
      reason: "spam",
      jobs,
      now,
      deliverUntil: now + config.outbox.giveUpAfterMs,
    });
    if (result.kind === "changed") {
      removed++;
      queued += jobs.length;
    } else console.error(`  ${booking.id}: not removed (${result.kind}: changed meanwhile)`);
  }
  if (block) {
    const added = await blockSenders(stores.screening, blocked);
    console.log(`${added.length} new blocklist entries; later messages from them are held.`);
  }
  console.log(
    `${removed} bookings cancelled as spam, ${removed} messages marked as spam, ${queued} jobs queued; a running server delivers them shortly.`,
  );
  return removed === chosen.length ? 0 : 1;
}
