import type { BookingConfig } from "../../config/bookingSettings";
import type { UnconfirmedMailCaps } from "../../config/unconfirmedMailCaps";
import { domainKind } from "../../screening/addressRules";
import { unconfirmedMailOf } from "../../screening/unconfirmedMail";
import type { BookingGrant } from "../store/bookings";
import type { HoldTerms } from "../store/holds";
import { holdEvent } from "./holdMail";

/**
 * When a booking waits for the visitor's confirmation by mail
 * (docs/decisions/0842-bookings-by-confirming.md): always after the plain form (no check ran),
 * for a free-mail or disposable address (never refused: small producers use Gmail too) and for a
 * message held for the flood (docs/decisions/0845-flood-rule.md: confirming releases it);
 * otherwise only once the host's hourly cap of bookings made at once is reached (per host: a
 * larger team takes more demos an hour).
 */
export async function holdTermsOf(
  grant: Pick<BookingGrant, "form" | "heldForFlood" | "fields">,
  now: number,
  config: Pick<BookingConfig, "hourlyCap" | "holdMinutes">,
  mailCaps: UnconfirmedMailCaps,
): Promise<HoldTerms> {
  const address = grant.fields.email;
  const kind = await domainKind(address);
  const reason =
    grant.form === "plain"
      ? "plainForm"
      : kind !== "ordinary"
        ? kind
        : grant.heldForFlood
          ? "heldForFlood"
          : null;
  return {
    reason,
    hourlyCap: config.hourlyCap,
    until: now + config.holdMinutes * 60_000,
    jobs: [{ event: holdEvent, channel: "mail", target: "visitor" }],
    mail: unconfirmedMailOf(address, "bookingHold", mailCaps),
  };
}
