import { Hono } from "hono";
import { bookingPath } from "../../common/bookingPath";
import type { SiteConfig } from "../../common/siteConfig";
import type { BookingConfig } from "../config/bookingSettings";
import type { ChannelTarget, Renderings } from "../delivery/channels";
import type { AppEnv } from "../http/requestContext";
import { bookingCors } from "./slotPage/bookingCors";
import { bookingJobsFor, bookingRenderings, type BookingJobs } from "./bookingJobs";
import { linkSigningOf } from "./bookingLinks";
import { bookingRoutes } from "./slotPage/bookingRoutes";
import { bookingService } from "./bookingService";
import type { Team } from "./team/team";
import { newBookingCapability } from "./capability";
import { manageBooking } from "./manage/manageBooking";
import { manageBookingRoutes } from "./manage/manageBookingRoutes";
import { holdRoutes } from "./holds/holdRoutes";
import { holdService } from "./holds/holdService";
import type { UnconfirmedMailCaps } from "../config/unconfirmedMailCaps";
import type { OutboxJobSpec } from "../storage/outboxJobs";
import { attendanceJobsFor } from "./attendance/attendanceJobs";
import { attendanceRoutes } from "./attendance/attendanceRoutes";
import { attendanceService } from "./attendance/attendanceService";
import { bookingOfferFor, type BookingOffer } from "./mails/bookingOffer";
import type { StoredMessage } from "../storage/storage";
import { demoCalendarOf } from "./calendarLinks/demoCalendar";
import { calendarFileRoutes } from "./calendarLinks/calendarFileRoutes";
import type { AttendanceStore } from "./attendance/attendanceStore";
import type { BookingStore } from "./store/bookingStore";
import type { MessageStore } from "../storage/messageStore";
import type { BookingHealth } from "../http/health";
import { bookingHealth } from "./bookingHealth";

/** The stores booking reads and writes, by owner: its own, attendance's and the shared messages. */
interface BookingStores {
  messages: MessageStore;
  booking: BookingStore;
  attendance: AttendanceStore;
}

/** What a host gives the booking feature: its settings and the platform parts it shares. */
export interface BookingFeatureParts {
  config: BookingConfig;
  /**
   * The hosts who give demos, each calendar opened once (server/booking/team; the single calendar
   * as a team of one), shared by the API and the outbox.
   */
  team: Team;
  stores: BookingStores;
  site: SiteConfig;
  /** Where the mails' signed links lead (LINK_ORIGIN, ServerConfig). */
  linkOrigin: string;
  /** MAIL_FROM: its domain names each booking's iCalendar UID, the `.ics` download's too. */
  mailFrom: string;
  /** The channel targets the host delivers to: each change gets a job per target. */
  targets: readonly ChannelTarget[];
  /** Other origins allowed to read the booking answers (the contact endpoint's). */
  allowedOrigins: readonly string[];
  giveUpAfterMs: number;
  /** Caps on mail to addresses nobody has confirmed: a hold's mail counts against them. */
  mailCaps: UnconfirmedMailCaps;
  /** A released message's jobs: a booking confirmed by mail releases one held for the flood. */
  releaseJobs: OutboxJobSpec[];
  /** BOOKING_SOON_WEEKS: an audit this close gets the soonest times first, its hosts a mark. */
  soonWeeks: number;
}

export interface BookingFeature {
  /** The capability each accepted message is handed, to book its demo with. */
  grant: () => { token: string; hash: string };
  /** The booking a released held message would have been offered (docs/decisions/0844). */
  offer: (message: Pick<StoredMessage, "id" | "fields">) => BookingOffer;
  /** The outbox jobs of every change of a booking (calendar, invitations, webhooks, chat). */
  jobs: BookingJobs;
  /** How the outbox renders each booking event on each channel. */
  renderings: Renderings;
  /** `/api/health`'s bookings: deliveries per channel and the holds that wait. */
  health: BookingHealth;
  /** The slot pages and the manage links; `onStored` wakes the worker after each commit. */
  routes: (onStored: () => void) => Hono<AppEnv>;
}

/** Demo bookings, assembled once per host from its settings and its team's calendars. */
export function bookingFeature(parts: BookingFeatureParts): BookingFeature {
  const { config, team, stores } = parts;
  const calendar = team.hosts[0].calendar;
  const jobs = bookingJobsFor(parts.targets);
  const renderings = bookingRenderings({
    calendar,
    team,
    timeZone: config.rules.timeZone,
    links: linkSigningOf(config.secret, parts.site, parts.linkOrigin),
    storage: stores.booking,
    location: config.location,
    soonWeeks: parts.soonWeeks,
  });
  const calendarLinks = demoCalendarOf({
    team,
    location: config.location,
    productName: parts.site.productName,
    secret: config.secret,
    mailFrom: parts.mailFrom,
  });
  const routes = (onStored: () => void) => {
    const flow = {
      config,
      calendar,
      team,
      stores,
      jobs,
      onStored,
      now: Date.now,
      soonWeeks: parts.soonWeeks,
    };
    const options = {
      ...flow,
      giveUpAfterMs: parts.giveUpAfterMs,
      mailCaps: parts.mailCaps,
      releaseJobs: parts.releaseJobs,
    };
    const cors = bookingCors(parts.allowedOrigins);
    const booking = bookingService(options);
    const holds = holdService({ ...options, booking, secret: config.secret });
    const attendance = attendanceService({
      ...options,
      secret: config.secret,
      jobs: attendanceJobsFor(parts.targets),
    });
    const teamSite = { ...parts.site, teamZone: config.rules.timeZone };
    const manage = manageBooking(options);
    return new Hono<AppEnv>()
      .use(bookingPath, cors)
      .use(`${bookingPath}/slots`, cors)
      .route("/", bookingRoutes(booking, parts.site, config.secret, calendarLinks))
      .route("/", holdRoutes(holds, parts.site, config.secret, booking.hostNames, calendarLinks))
      .route("/", manageBookingRoutes(manage, parts.site, config.secret, calendarLinks))
      .route("/", calendarFileRoutes(manage, calendarLinks, parts.site))
      .route("/", attendanceRoutes(attendance, teamSite));
  };
  const offer = bookingOfferFor(config.secret, parts.mailCaps);
  const health = bookingHealth(stores.booking);
  return { grant: newBookingCapability, offer, jobs, renderings, health, routes };
}
