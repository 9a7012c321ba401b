import { createHmac } from "node:crypto";
import { bookingPageLink } from "../../../common/bookingPath";
import { translator } from "../../../common/i18n/translate";
import type { UnconfirmedMailCaps } from "../../config/unconfirmedMailCaps";
import type { EventRenderings } from "../../delivery/channels";
import { DeliveryError } from "../../delivery/deliveryError";
import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import { unconfirmedMailOf } from "../../screening/unconfirmedMail";
import type { UnconfirmedMail } from "../../storage/messages";
import type { Operation } from "../../storage/operation";
import type { OutboxJobSpec } from "../../storage/outboxJobs";
import type { StoredMessage } from "../../storage/storage";
import type { LinkSigning } from "../bookingLinks";
import { bookingCapabilityHash } from "../capability";
import bookingOfferCopy from "@content/mails/bookingOffer.json";
import demoDetailsCopy from "@content/mails/demoDetails.json";
import { textBlocks } from "./demoBlocks";
import { visitorMail, visitorParams } from "../../delivery/mail/messageMails";
import type { BookingStore } from "../store/bookingStore";
import { grantCapability } from "../store/capabilities";

/** A released held message's one mail to its visitor: the slot page's link. */
export const bookingOfferEvent = "booking.offer";

/**
 * The capability a released message's offer carries. An accepted message's is random and handed
 * over in the answer; a released one's must be in a mail the outbox writes later, perhaps more
 * than once, while the database keeps only hashes. So it is derived from BOOKING_SECRET and the
 * message: the same on every attempt, and the database alone still cannot book.
 */
function offerToken(messageId: string, secret: string): string {
  return createHmac("sha256", secret).update(`booking-offer\n${messageId}`).digest("base64url");
}

/**
 * The demo booking a released message would have been offered: the visitor's mail, which counts
 * against the caps on mail to unconfirmed addresses, and the capability it carries, recorded in
 * the release's transaction (review's release runs `record`).
 */
export interface BookingOffer {
  capabilityHash: string;
  jobs: OutboxJobSpec[];
  mail: UnconfirmedMail;
  record: () => Operation<void>;
}

/** The offer a released message gets, with the caps on mail to unconfirmed addresses. */
export function bookingOfferFor(secret: string, caps: UnconfirmedMailCaps) {
  return (message: Pick<StoredMessage, "id" | "fields">): BookingOffer => {
    const capabilityHash = bookingCapabilityHash(offerToken(message.id, secret));
    return {
      capabilityHash,
      jobs: [{ event: bookingOfferEvent, channel: "mail", target: "visitor" }],
      mail: unconfirmedMailOf(message.fields.email, "bookingOffer", caps),
      record: () => grantCapability(capabilityHash, message.id),
    };
  };
}

/** The offer mail in the visitor's language, with the slot page the plain form's visitors use. */
function bookingOfferMail(
  message: StoredMessage,
  settings: MailSettings,
  signing: LinkSigning,
): OutgoingMail {
  const lang = message.lang;
  const t = translator(bookingOfferCopy, lang);
  const params = visitorParams(message, settings);
  const link = `${signing.origin}${bookingPageLink(offerToken(message.id, signing.secret), lang)}`;
  const buttons = translator(demoDetailsCopy, lang);
  return visitorMail(message, settings, {
    name: `${message.id}.booking-offer`,
    subject: t("subject", params),
    blocks: [
      ...textBlocks(t("greeting", params)),
      ...textBlocks(t("body", params)),
      { kind: "buttons", links: [{ label: buttons("chooseFirstTime"), href: link }] },
      ...textBlocks(t("ignore", params)),
      ...textBlocks(t("signature", params)),
    ],
  });
}

/**
 * The offer as the outbox renders it: nothing to send once the visitor has booked (or holds a
 * time) by then.
 */
export function bookingOfferRenderings(
  parts: { storage: Pick<BookingStore, "bookingOf">; links: LinkSigning } | null,
): EventRenderings {
  return {
    mail: async (job, { mail }) => {
      if (!parts) throw new DeliveryError("no booking calendar is configured any more", true);
      const booking = await parts.storage.bookingOf(job.message.id);
      if (booking?.status === "active") return null;
      return bookingOfferMail(job.message, mail, parts.links);
    },
  };
}
