import type { GetConnInfo } from "hono/conninfo";
import { bookingFeature, type BookingFeature } from "../booking/bookingFeature";
import { bookingHandlers } from "../booking/bookingJobs";
import { openTeam } from "../booking/team/team";
import type { ServerConfig } from "../config/serverConfig";
import { contactApi, type ContactApi } from "../contact/contactApi";
import { bookingDeliveries } from "../delivery/bookingDeliveries";
import { jobHandlers, type JobHandlers } from "../delivery/channels";
import type { BookingDeliveryCounts } from "../storage/bookingDeliveries";
import type { Storage } from "../storage/storage";

/** The features as one host assembles them, once: what the API and the outbox share. */
export interface Features {
  /** Demo bookings with the host's one calendar; null without a calendar configured. */
  booking: BookingFeature | null;
  /** What the outbox does with each kind of job, the booking feature's included. */
  handlers: JobHandlers;
  /** `/api/health`'s booking counts per channel, when bookings are offered. */
  bookingDeliveries?: (now: number) => Promise<Record<string, BookingDeliveryCounts>>;
  /** The hosts whose calendar failed at its last read (counted busy), for health. */
  unreadableHosts?: () => string[];
}

export function assembleFeatures(config: ServerConfig, storage: Storage): Features {
  const team = config.booking && openTeam(config.booking);
  const booking =
    config.booking &&
    team &&
    bookingFeature({
      config: config.booking,
      calendar: team.hosts[0].calendar,
      team,
      storage,
      site: config.site,
      leads: config.leads,
      allowedOrigins: config.contact.allowedOrigins,
      giveUpAfterMs: config.outbox.giveUpAfterMs,
    });
  // Without a calendar, booking jobs left from before still have a handler: it fails them for
  // good and names them for the operator.
  const handlers = jobHandlers(booking?.handlers ?? bookingHandlers(null));
  return {
    booking,
    handlers,
    bookingDeliveries: booking ? (now) => bookingDeliveries(storage, now, handlers) : undefined,
    unreadableHosts: team ? () => [...team.unreadable] : undefined,
  };
}

/** The contact endpoint with the booking routes beside it, when bookings are offered. */
export async function apiRoutes(
  config: ServerConfig,
  storage: Storage,
  features: Features,
  host: { connInfo: GetConnInfo; onStored: () => void },
): Promise<ContactApi> {
  const api = await contactApi(config, storage, { ...host, grantBooking: features.booking?.grant });
  if (features.booking) api.routes.route("/", features.booking.routes(host.onStored));
  return api;
}
