import { translator } from "../../../common/i18n/translate";
import { whenIn } from "../../../common/booking/zoneNames";
import type { EventRenderings } from "../../delivery/channels";
import { DeliveryError } from "../../delivery/deliveryError";
import type { MailSettings, OutgoingMail } from "../../delivery/mail/outgoingMail";
import type { StoredBooking } from "../store/bookings";
import type { StoredMessage } from "../../storage/storage";
import type { LinkSigning } from "../bookingLinks";
import { holdLink } from "./holdLinks";
import holdMailCopy from "@content/mails/holdConfirmation.json";
import demoDetailsCopy from "@content/mails/demoDetails.json";
import { textBlocks } from "../mails/demoBlocks";
import { visitorMail } from "../../delivery/mail/messageMails";
import { demoParams } from "../mails/demoParams";
import type { BookingStore } from "../store/bookingStore";

type Hold = StoredBooking & { holdUntil: number };

/** The hold's one mail, in the visitor's language and zone: its time, its deadline, its link. */
export function holdMail(
  hold: Hold,
  message: StoredMessage,
  settings: MailSettings,
  signing: LinkSigning,
): OutgoingMail {
  const lang = message.lang;
  const t = translator(holdMailCopy, lang);
  const params = {
    ...demoParams(message, settings, { start: hold.start, zone: hold.visitorZone }),
    deadline: whenIn(hold.holdUntil, lang, hold.visitorZone),
  };
  const buttons = translator(demoDetailsCopy, lang);
  return visitorMail(message, settings, {
    name: `${hold.id}.hold`,
    subject: t("subject", params),
    blocks: [
      ...textBlocks(t("body", params)),
      {
        kind: "buttons",
        links: [{ label: buttons("confirm"), href: holdLink(hold, lang, signing) }],
      },
      ...textBlocks(t("ignore", params)),
      ...textBlocks(t("signature", params)),
    ],
  });
}

/** The event of a hold's one mail, to the visitor (docs/decisions/0842-bookings-by-confirming.md). */
export const holdEvent = "booking.hold";

/**
 * The hold's mail as the outbox renders it: the message's hold as it is now. A hold that was
 * confirmed or lapsed before its mail went out needs no mail any more (nothing to send).
 */
export function holdRenderings(
  parts: { storage: Pick<BookingStore, "bookingOf">; links: LinkSigning } | null,
): EventRenderings {
  return {
    mail: async (job, { mail, now }) => {
      if (!parts) throw new DeliveryError("no booking calendar is configured any more", true);
      const hold = await parts.storage.bookingOf(job.message.id);
      if (hold?.status !== "active" || hold.holdUntil === undefined) return null;
      if (hold.holdUntil <= now()) return null;
      return holdMail({ ...hold, holdUntil: hold.holdUntil }, job.message, mail, parts.links);
    },
  };
}
