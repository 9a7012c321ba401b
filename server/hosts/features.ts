import { bookingFeature, type BookingFeature } from "../booking/bookingFeature";
import { bookingEvents, bookingRenderings } from "../booking/bookingJobs";
import { openTeam } from "../booking/team/team";
import type { ServerConfig } from "../config/serverConfig";
import { leadRenderings, releasedLeadJobs } from "../contact/leadRenderings";
import { bookingHealthPerChannel } from "../delivery/bookingHealthPerChannel";
import {
  channelNamed,
  configuredTargets,
  type ChannelTarget,
  type Renderings,
} from "../delivery/channels";
import type { BookingDeliveryCounts } from "../storage/bookingDeliveries";
import type { RecordedTarget } from "../storage/deliveryTargets";
import type { Stores } from "./stores";
import { visitsFeature, type VisitsFeature } from "../visits/visitsFeature";
import { digestJobs, digestRenderings } from "../funnel/weeklyDigest";
import type { TeamJobSpec } from "../storage/teamJobs";
import { reviewFeature, type ReviewFeature } from "../review/reviewFeature";
import { releaseHeldMessage } from "./releaseHeld";

const labelOf = ({ channel, target }: ChannelTarget, config: ServerConfig) =>
  channelNamed(channel)?.describe(target, config.leads) ?? channel;

/** The features as one host assembles them, once: what the API and the outbox share. */
export interface Features {
  /** Demo bookings with the team's calendars; null without a calendar configured. */
  booking: BookingFeature | null;
  /** How the outbox renders each feature's events on each channel. */
  renderings: Renderings;
  /** The team's jobs due by a time (the weekly digest), for the outbox to add once each. */
  periodicJobs: (now: number) => Promise<TeamJobSpec[]>;
  /** Every channel target the host's settings configure, with how the operator reads it. */
  targets: RecordedTarget[];
  /** `/api/health`'s booking counts per channel, when bookings are offered. */
  bookingDeliveries?: (now: number) => Promise<Record<string, BookingDeliveryCounts>>;
  /** The team's review of held messages: the summary mail and its links' pages. */
  review: ReviewFeature;
  /** The anonymous visit counts: the pages served and the beacon. */
  visits: VisitsFeature;
  /** The hosts whose calendar failed at its last read (counted busy), for health. */
  unreadableHosts?: () => string[];
}

export function assembleFeatures(config: ServerConfig, storage: Stores): Features {
  const team = config.booking && openTeam(config.booking);
  const calendarWritable = !!team?.hosts.some((host) => host.calendar.writer);
  const targets = configuredTargets({ leads: config.leads, calendarWritable });
  const booking =
    config.booking &&
    team &&
    bookingFeature({
      config: config.booking,
      team,
      storage,
      site: config.site,
      mailFrom: config.mail.from,
      targets,
      allowedOrigins: config.contact.allowedOrigins,
      giveUpAfterMs: config.outbox.giveUpAfterMs,
      mailCaps: config.mail.unconfirmedCaps,
      releaseJobs: releasedLeadJobs(targets),
      linkOrigin: config.linkOrigin,
      soonWeeks: config.auditSoonWeeks,
    });
  const giveUpAfterMs = config.outbox.giveUpAfterMs;
  const release = { storage, targets, giveUpAfterMs, offer: booking?.offer };
  const review = reviewFeature({
    storage,
    // The summary's links lead where the booking links do, bookings or not (docs/decisions/0830).
    linkOrigin: config.linkOrigin,
    productName: config.site.productName,
    inboxLang: config.mail.inboxLang,
    giveUpAfterMs,
    summary: config.mail.heldSummary,
    release: async (id, now) => (await releaseHeldMessage(id, release, now)).result,
  });
  const digest = digestJobs(storage, config.mail.weeklyDigest, giveUpAfterMs);
  // Without a calendar, booking jobs left from before still have renderings: they fail them for
  // good and the operator sees why.
  const renderings = {
    ...leadRenderings(config.auditSoonWeeks),
    ...(booking?.renderings ?? bookingRenderings(null)),
    ...digestRenderings(storage, config.mail.weeklyDigest, review.waitingSection),
    ...review.renderings,
  };
  return {
    booking,
    review,
    renderings,
    periodicJobs: async (now) => [...(await digest(now)), ...(await review.periodicJobs(now))],
    targets: targets.map((target) => ({ ...target, label: labelOf(target, config) })),
    bookingDeliveries: booking
      ? (now) => bookingHealthPerChannel(storage, now, bookingEvents)
      : undefined,
    visits: visitsFeature({
      storage,
      site: config.site,
      allowedOrigins: config.contact.allowedOrigins,
    }),
    unreadableHosts: team ? () => [...team.unreadable] : undefined,
  };
}
