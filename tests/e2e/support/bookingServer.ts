import { bookingSecret } from "../../support/bookingSecret";
import type { SmtpSink } from "../../support/smtpSink";

/** Messages taken without rate limits and mailed to the sink at once, as the team's inbox. */
export const mailingTo = (sink: SmtpSink) => ({
  RATE_LIMITS: "off",
  OUTBOX_POLL_MS: "100",
  SMTP_URL: sink.url,
  MAIL_TO: "sales@auditready.example",
});

/** `calendar` as the team's, every half hour of every day bookable: slots whenever it runs. */
export const openAllDay = (calendar: Record<string, string>) => ({
  BOOKING_SECRET: bookingSecret,
  ...calendar,
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_MIN_NOTICE_MINUTES: "0",
  BOOKING_DAYS_AHEAD: "1",
});
