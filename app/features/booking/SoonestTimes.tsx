import { useId } from "react";
import { slotZoneCopy } from "../../../common/booking/slotCopy";
import { soonestTimes } from "../../../common/booking/wakingHours";
import type { SlotDay } from "../../../common/booking/slotList";
import { dayLabel } from "../../../common/booking/zoneNames";
import { buttonClasses } from "../../components/ui/ButtonLink";
import { useCopy } from "../../i18n/useCopy";

interface SoonestTimesProps {
  /** The days shown (the visitor's night folded away unless they asked for it). */
  days: readonly SlotDay[];
  booking: boolean;
  onBook: (start: number) => void;
}

/**
 * For a visitor whose audit is close (docs/product.md#demo-bookings): the line that says why, then
 * the soonest free times, each one tap to book, before the days.
 */
export function SoonestTimes({ days, booking, onBook }: SoonestTimesProps) {
  const { t, lang } = useCopy(slotZoneCopy);
  const noteId = useId();
  return (
    <section aria-labelledby={noteId} className="space-y-2">
      <p id={noteId} className="font-semibold">
        {t("auditSoon")}
      </p>
      <ul className="flex flex-col items-start gap-2">
        {soonestTimes(days).map(({ date, slot }) => (
          <li key={slot.start}>
            <button
              type="button"
              aria-disabled={booking}
              onClick={() => onBook(slot.start)}
              className={buttonClasses("secondary")}
            >
              {t("bookTime", { day: dayLabel(date, lang), time: slot.time })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
