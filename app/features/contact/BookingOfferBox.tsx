import { lazy, Suspense, type ComponentType } from "react";
import { bookingPageLink } from "../../../common/bookingPath";
import { useCopy } from "../../i18n/useCopy";
import type { BookingOffer } from "../booking";
import contactCopy from "@content/pages/contact.json";

/** If the picker cannot load (the connection dropped), the slot page does the same job. */
function SlotPageLink({ offer }: { offer: BookingOffer }) {
  const { t, lang } = useCopy(contactCopy);
  return (
    <a
      href={new URL(bookingPageLink(offer.token, lang), offer.endpoint).href}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
    >
      {t("bookDemo")}
    </a>
  );
}

const BookingPicker = lazy<ComponentType<{ offer: BookingOffer }>>(() =>
  import("../booking").then(
    ({ BookingPicker }) => ({ default: BookingPicker }),
    () => ({ default: SlotPageLink }),
  ),
);

/**
 * The demo picker under the success box, loaded when it is first needed. Its frame has a fixed
 * height from the start, whatever it shows (loading, slots, outcome), so the form below never
 * moves (no layout shift); an outcome taller than the frame on a narrow screen (the booked demo
 * with its links, at 320 px) scrolls inside it rather than spilling over what follows.
 */
export function BookingOfferBox({ offer }: { offer: BookingOffer }) {
  return (
    <div
      data-testid="booking-picker"
      className="h-[28rem] overflow-y-auto rounded-card border border-line bg-surface p-4"
    >
      <Suspense fallback={null}>
        <BookingPicker offer={offer} />
      </Suspense>
    </div>
  );
}
