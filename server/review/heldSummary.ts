import type { Lang } from "../../common/i18n/lang";
import type { EventRenderings, Renderings } from "../delivery/channels";
import { currentBlocklist } from "../screening/blocklist";
import type { StoredMessage } from "../storage/storage";
import type { TeamJobSpec } from "../storage/teamJobs";
import { heldLinkLifetimeMs, heldLinks, type HeldLinkSigning } from "./heldLinks";
import { heldSummaryMail, type HeldList } from "./heldSummaryMail";
import type { MessageStore } from "../storage/messageStore";
import type { ScreeningStore } from "../screening/screeningStore";

/** The team's summary of held messages (docs/decisions/0844-held-summary-mail.md). */
const heldSummaryEvent = "held.summary";

const hour = 60 * 60_000;
/**
 * The hour whose summary is sent even without a new message while any wait: the one ending at
 * 07:00 UTC, before the team's working day in Europe (08:00 or 09:00 in Amsterdam).
 */
const dailyHourUtc = 6;
/** The most messages one mail lists; the rest are counted, the CLI lists them all. */
const listLimit = 30;
/** The most held messages read for one summary: far beyond a day's flood. */
const readLimit = 10_000;

/** `2026-11-28T05`: the hour starting at `start` (UTC), as the job's period names it. */
const periodOf = (start: number) => new Date(start).toISOString().slice(0, 13);
const startOf = (period: string) => Date.parse(`${period}:00:00Z`);

/**
 * The summary job the worker adds when missing: one per hour, for the hour that just ended, due
 * at its end. The outbox's key keeps one per hour however many workers add it.
 */
export function heldSummaryJobs(
  enabled: boolean,
  giveUpAfterMs: number,
): (now: number) => TeamJobSpec[] {
  return (now) => {
    if (!enabled) return [];
    const thisHour = Math.floor(now / hour) * hour;
    return [
      {
        event: heldSummaryEvent,
        channel: "mail",
        target: "inbox",
        period: periodOf(thisHour - hour),
        dueAt: thisHour,
        deliverUntil: now + giveUpAfterMs,
      },
    ];
  };
}

/** An hour's summary is sent when a message was held in it, or daily while any wait. */
export function summaryWanted(periodStart: number, fresh: number, waiting: number): boolean {
  if (fresh > 0) return true;
  return waiting > 0 && new Date(periodStart).getUTCHours() === dailyHourUtc;
}

/** The held messages that wait, newest first, without those whose sender is blocked now. */
async function waitingMessages(stores: HeldReviewParts["stores"]) {
  const held = await stores.messages.list({ status: "held", limit: readLimit });
  const blocklist = await currentBlocklist(stores.screening);
  const waiting = held.filter((message) => !blocklist.blocks(message.fields.email));
  return { waiting, blockedLeftOut: held.length - waiting.length };
}

async function listOf(
  found: { waiting: StoredMessage[]; blockedLeftOut: number },
  lang: Lang,
  signing: HeldLinkSigning,
  now: number,
): Promise<HeldList> {
  const { waiting, blockedLeftOut } = found;
  const linked = async (message: StoredMessage) => ({
    message,
    links: await heldLinks(message, lang, signing, now),
  });
  return {
    entries: await Promise.all(waiting.slice(0, listLimit).map(linked)),
    more: Math.max(0, waiting.length - listLimit),
    blockedLeftOut,
  };
}

export interface HeldReviewParts {
  stores: {
    messages: Pick<MessageStore, "list">;
    screening: Pick<ScreeningStore, "blockedEntries">;
  };
  /** The links' key and origin, read when a mail is written. */
  signing: () => Promise<HeldLinkSigning>;
}

/**
 * What still waits, with fresh links, for the weekly digest; null when nothing waits (blocked
 * senders aside).
 */
export function waitingHeldList(parts: HeldReviewParts) {
  return async (lang: Lang, now: number): Promise<(HeldList & { waiting: number }) | null> => {
    const found = await waitingMessages(parts.stores);
    if (found.waiting.length === 0) return null;
    const list = await listOf(found, lang, await parts.signing(), now);
    return { ...list, waiting: found.waiting.length };
  };
}

/**
 * The summary's one rendering: written when sent, from the messages as they wait then; an hour
 * without a new one (outside the daily hour) is settled without a mail, as is every summary
 * still waiting once it is turned off.
 */
export function heldSummaryRenderings(parts: HeldReviewParts, enabled: boolean): Renderings {
  const summary: EventRenderings = {
    teamMail: async (job, { mail, now }) => {
      if (!enabled) return null;
      const start = startOf(job.period);
      const found = await waitingMessages(parts.stores);
      const fresh = found.waiting.filter(
        (message) => message.createdAt >= start && message.createdAt < start + hour,
      ).length;
      if (!summaryWanted(start, fresh, found.waiting.length)) return null;
      const list = await listOf(found, mail.inboxLang, await parts.signing(), now());
      const linkDays = Math.round(heldLinkLifetimeMs / (24 * hour));
      const waiting = found.waiting.length;
      return heldSummaryMail({ ...list, period: job.period, fresh, waiting, linkDays }, mail);
    },
  };
  return { [heldSummaryEvent]: summary };
}
