import pino from "pino";
import type { BookingConfig } from "../../server/config/bookingSettings";
import type { CalendarSource } from "../../server/booking/calendar/calendarSource";
import { bookingRenderings } from "../../server/booking/bookingJobs";
import { leadRenderings } from "../../server/contact/leadRenderings";
import { DeliveryWorker } from "../../server/delivery/deliveryWorker";
import type { MailTransport } from "../../server/delivery/mail/transport";
import { testMailSettings } from "./mailSettings";
import type { Stores } from "../../server/hosts/stores";

/** The team's inbox in the booking tests: it organises the demos. */
export const testInbox = testMailSettings.to;

/** Where the signed links of the booking tests point. */
export const testSiteOrigin = "https://auditready.example";

/**
 * The outbox worker of the booking delivery tests: the site's mail settings, the booking's
 * calendar, its location and signed links, quick retries, on the test's clock.
 */
export function bookingTestWorker(options: {
  config: BookingConfig;
  calendar: CalendarSource;
  stores: Stores;
  transport: MailTransport;
  now: () => number;
}): DeliveryWorker {
  const { config, calendar, stores } = options;
  return new DeliveryWorker({
    now: options.now,
    messages: stores.messages,
    transport: options.transport,
    logger: pino({ level: "silent" }),
    mail: testMailSettings,
    renderings: {
      ...leadRenderings,
      ...bookingRenderings({
        calendar,
        timeZone: config.rules.timeZone,
        links: { secret: config.secret, origin: testSiteOrigin },
        storage: stores.booking,
        location: config.location,
      }),
    },
    pollMs: 50,
    leaseMs: 60_000,
    batchSize: 5,
    schedule: { baseMs: 50, capMs: 200 },
  });
}
