import type { SlotDay } from "../../../common/booking/slotList";
import { slotZoneCopy } from "../../../common/booking/slotCopy";
import { dayLabel } from "../../../common/booking/zoneNames";
import { useCopy } from "../../i18n/useCopy";

/**
 * One day's slots as native radios in a fieldset named by the day (WAI-ARIA APG radio group).
 * All days share one `name`, so one time is chosen across them; each label is a 44 px target.
 */
export function SlotDayGroup({
  day,
  name,
  selected,
  onSelect,
}: {
  day: SlotDay;
  name: string;
  selected: number | null;
  onSelect: (start: number) => void;
}) {
  const { t, lang } = useCopy(slotZoneCopy);
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink">{dayLabel(day.date, lang)}</legend>
      <div className="flex flex-wrap gap-2">
        {day.slots.map((slot) => (
          <label
            key={slot.start}
            className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-control border border-line-strong px-2.5 py-1 text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={slot.start}
              checked={selected === slot.start}
              onChange={() => onSelect(slot.start)}
              className="size-5 accent-brand-700"
            />
            <span className="flex flex-col leading-tight">
              <span>{slot.time}</span>{" "}
              {slot.teamTime && (
                <span className="text-sm text-ink-muted">
                  {t("teamTime", { time: slot.teamTime })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
