import type { Hono } from "hono";
import { bookingFeature, type BookingFeature } from "../booking/bookingFeature";
import { bookingRenderings } from "../booking/bookingJobs";
import { openTeam } from "../booking/team/team";
import type { ServerConfig } from "../config/serverConfig";
import { leadRenderings, releasedLeadJobs } from "../contact/leadRenderings";
import {
  channelNamed,
  configuredTargets,
  type ChannelTarget,
  type Renderings,
} from "../delivery/channels";
import type { PeriodicJobs } from "../delivery/deliveryWorker";
import type { RetentionSweep } from "../delivery/retention";
import type { BookingHealth } from "../http/health";
import type { AppEnv } from "../http/requestContext";
import type { RecordedTarget } from "../storage/deliveryTargets";
import type { Stores } from "./stores";
import { visitsFeature, type VisitsFeature } from "../visits/visitsFeature";
import { digestRenderings } from "../funnel/weeklyDigest";
import { reviewFeature, type ReviewFeature } from "../review/reviewFeature";
import { fromEachModule } from "./modules";
import { releaseHeldMessage } from "./releaseHeld";
import { retentionSweeps } from "./retentionSweeps";

const labelOf = ({ channel, target }: ChannelTarget, config: ServerConfig) =>
  channelNamed(channel)?.describe(target, config.leads) ?? channel;

/** The features as one host assembles them, once: what the API and the outbox share. */
export interface Features {
  /** Demo bookings with the team's calendars; null without a calendar configured. */
  booking: BookingFeature | null;
  /** How the outbox renders each feature's events on each channel. */
  renderings: Renderings;
  /** Every feature module's team jobs due by a time, for the outbox to add once each. */
  periodicJobs: PeriodicJobs;
  /** What every feature deletes past its retention: the one list every host runs. */
  sweeps: RetentionSweep[];
  /** Every channel target the host's settings configure, with how the operator reads it. */
  targets: RecordedTarget[];
  /** `/api/health`'s bookings and holds, when bookings are offered. */
  bookingHealth?: BookingHealth;
  /** The team's review of held messages: the summary mail and its links' pages. */
  review: ReviewFeature;
  /** The anonymous visit counts: the pages served and the beacon. */
  visits: VisitsFeature;
  /** The feature modules' API routes. */
  moduleRoutes: Hono<AppEnv>[];
  /** The hosts whose calendar failed at its last read (counted busy), for health. */
  unreadableHosts?: () => string[];
}

/** Demo bookings when a calendar is configured: the team, the feature, the targets it writes to. */
function bookingOf(config: ServerConfig, stores: Stores) {
  const team = config.booking && openTeam(config.booking);
  const calendarWritable = !!team?.hosts.some((host) => host.calendar.writer);
  const targets = configuredTargets({ leads: config.leads, calendarWritable });
  const booking =
    config.booking &&
    team &&
    bookingFeature({
      config: config.booking,
      team,
      stores,
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
  return { team, targets, booking: booking || null };
}

export function assembleFeatures(config: ServerConfig, stores: Stores): Features {
  const { team, targets, booking } = bookingOf(config, stores);
  const giveUpAfterMs = config.outbox.giveUpAfterMs;
  const release = { stores, targets, giveUpAfterMs, offer: booking?.offer };
  const review = reviewFeature({
    stores,
    // The summary's links lead where the booking links do, bookings or not (docs/decisions/0830).
    linkOrigin: config.linkOrigin,
    productName: config.site.productName,
    inboxLang: config.mail.inboxLang,
    summary: config.mail.heldSummary,
    release: async (id, now) => (await releaseHeldMessage(id, release, now)).result,
  });
  // Without a calendar, booking jobs left from before still have renderings: they fail them for
  // good and the operator sees why. The digest lists review's waiting messages, so it is wired
  // here rather than by the funnel's module.
  const renderings = {
    ...leadRenderings(config.auditSoonWeeks),
    ...(booking?.renderings ?? bookingRenderings(null)),
    ...digestRenderings(stores.funnel, config.mail.weeklyDigest, review.waitingSection),
    ...review.renderings,
    ...Object.fromEntries(
      fromEachModule(stores, (module, store) => module.renderings?.(store, config)).flatMap(
        (events) => Object.entries(events),
      ),
    ),
  };
  const periodicJobs = fromEachModule(stores, (module, store) =>
    module.periodicJobs?.(store, config),
  );
  return {
    booking,
    review,
    renderings,
    periodicJobs: async (now) => (await Promise.all(periodicJobs.map((jobs) => jobs(now)))).flat(),
    sweeps: retentionSweeps(stores, config),
    targets: targets.map((target) => ({ ...target, label: labelOf(target, config) })),
    bookingHealth: booking?.health,
    visits: visitsFeature({
      storage: stores.visits,
      site: config.site,
      allowedOrigins: config.contact.allowedOrigins,
    }),
    moduleRoutes: fromEachModule(stores, (module, store) => module.routes?.(store, config)),
    unreadableHosts: team ? () => [...team.unreadable] : undefined,
  };
}
