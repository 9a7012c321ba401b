import { Hono } from "hono";
import { bookingPath } from "../../common/bookingPath";
import type { SiteConfig } from "../../common/siteConfig";
import type { BookingConfig } from "../config/bookingSettings";
import type { JobHandler } from "../delivery/channels";
import type { LeadChannels } from "../delivery/leads/sendLead";
import type { AppEnv } from "../http/requestContext";
import type { BookingJobKind, OutboxJobSpec } from "../storage/outboxJobs";
import type { Storage } from "../storage/storage";
import { bookingCors } from "./bookingCors";
import { bookingHandlers, bookingJobsFor } from "./bookingJobs";
import { linkSigningOf } from "./bookingLinks";
import { bookingRoutes } from "./bookingRoutes";
import { bookingService } from "./bookingService";
import type { CalendarSource } from "./calendarSource";
import type { Team } from "./team/team";
import { newBookingCapability } from "./capability";
import { manageBooking } from "./manageBooking";
import { manageBookingRoutes } from "./manageBookingRoutes";

/** What a host gives the booking feature: its settings and the platform parts it shares. */
export interface BookingFeatureParts {
  config: BookingConfig;
  /** The host's one calendar (server/booking/openCalendar.ts), shared by the API and the outbox. */
  calendar: CalendarSource;
  /** The hosts who give demos, the single calendar as a team of one (server/booking/team). */
  team: Team;
  storage: Storage;
  site: SiteConfig;
  leads: LeadChannels;
  /** Other origins allowed to read the booking answers (the contact endpoint's). */
  allowedOrigins: readonly string[];
  giveUpAfterMs: number;
}

export interface BookingFeature {
  /** The capability each accepted message is handed, to book its demo with. */
  grant: () => { token: string; hash: string };
  /** The outbox jobs of every change of a booking (calendar, invitations, webhooks, Slack). */
  jobs: OutboxJobSpec[];
  /** What the outbox does with each booking job. */
  handlers: Record<BookingJobKind, JobHandler>;
  /** The slot pages and the manage links; `onStored` wakes the worker after each commit. */
  routes: (onStored: () => void) => Hono<AppEnv>;
}

/** Demo bookings, assembled once per host from its settings and its one calendar. */
export function bookingFeature(parts: BookingFeatureParts): BookingFeature {
  const { config, calendar, storage, team } = parts;
  const jobs = bookingJobsFor(calendar, parts.leads);
  const handlers = bookingHandlers({
    calendar,
    team,
    timeZone: config.rules.timeZone,
    links: linkSigningOf(config.secret, parts.site, config.linkOrigin),
    storage,
    location: config.location,
  });
  const routes = (onStored: () => void) => {
    const flow = { config, calendar, team, storage, jobs, onStored, now: Date.now };
    const options = { ...flow, giveUpAfterMs: parts.giveUpAfterMs };
    const cors = bookingCors(parts.allowedOrigins);
    return new Hono<AppEnv>()
      .use(bookingPath, cors)
      .use(`${bookingPath}/slots`, cors)
      .route("/", bookingRoutes(bookingService(options), parts.site, config.secret))
      .route("/", manageBookingRoutes(manageBooking(options), parts.site, config.secret));
  };
  return { grant: newBookingCapability, jobs, handlers, routes };
}
