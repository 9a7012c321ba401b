import type { EventRenderings, Renderings } from "../delivery/channels";
import type { FunnelFacts, FunnelWindow } from "./funnelFacts";
import type { TeamJobSpec } from "../storage/teamJobs";
import { funnelFigures, funnelReport } from "./funnel";
import { digestMail, type DigestSection, type DigestWeek } from "./weeklyDigestMail";
import type { Lang } from "../../common/i18n/lang";
import type { FunnelStore } from "./funnelStore";

/** The held messages still waiting, as a section of the digest; null when none wait. */
type WaitingSection = (lang: Lang, now: number) => Promise<DigestSection | null>;

/** The team's weekly digest (docs/decisions/0852-digest-schedule.md). */
export const digestEvent = "digest.weekly";

const day = 24 * 60 * 60 * 1000;
const week = 7 * day;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** 00:00 UTC on the Monday of the week `at` falls in. */
function mondayOf(at: number): number {
  const midnight = Math.floor(at / day) * day;
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * day;
}

/** The week from `monday` 00:00 to the next Monday 00:00 (UTC), as the funnel reads it. */
function weekWindow(monday: number): FunnelWindow {
  return {
    from: monday,
    to: monday + week,
    fromDay: dayOf(monday),
    toDay: dayOf(monday + 6 * day),
  };
}

/**
 * The digest job the worker adds when it finds it missing: the one for the last full week,
 * named by that week's Monday, once the site existed in that week (a fresh install mails nothing
 * about the weeks before it). Off, it adds none.
 */
export function digestJobs(
  storage: Pick<FunnelStore, "siteSince">,
  enabled: boolean,
  giveUpAfterMs: number,
): (now: number) => Promise<TeamJobSpec[]> {
  let since: number | undefined;
  return async (now) => {
    if (!enabled) return [];
    since ??= await storage.siteSince(now);
    const thisMonday = mondayOf(now);
    if (since >= thisMonday) return [];
    return [
      {
        event: digestEvent,
        channel: "mail",
        target: "inbox",
        period: dayOf(thisMonday - week),
        dueAt: thisMonday,
        deliverUntil: now + giveUpAfterMs,
      },
    ];
  };
}

/**
 * The digest's one rendering: a mail to the team's inbox with the figures as they are when it is
 * sent, and the held messages that still wait (the host's review feature lists them with their
 * links). Turned off, a digest still waiting is settled without a mail.
 */
export function digestRenderings(
  storage: { funnelFacts(window: FunnelWindow): Promise<FunnelFacts> },
  enabled: boolean,
  waiting: WaitingSection = async () => null,
): Renderings {
  const weekOf = async (monday: number, now: number): Promise<DigestWeek> => {
    const window = weekWindow(monday);
    const facts = await storage.funnelFacts(window);
    const days = { from: window.fromDay, to: window.toDay, now };
    return {
      monday,
      figures: funnelFigures(facts, now),
      byStandard: funnelReport(facts, { ...days, by: "standard" }).groups,
    };
  };
  const digest: EventRenderings = {
    teamMail: async (job, { mail, now }) => {
      if (!enabled) return null;
      const monday = Date.parse(`${job.period}T00:00:00Z`);
      const at = now();
      const [before, last] = await Promise.all([weekOf(monday - week, at), weekOf(monday, at)]);
      return digestMail({ before, last }, mail, await waiting(mail.inboxLang, at));
    },
  };
  return { [digestEvent]: digest };
}
