import { useId } from "react";
import type { SlotDay } from "../../../common/booking/slotList";
import { slotZoneCopy } from "../../../common/booking/slotCopy";
import { dayLabel } from "../../../common/booking/zoneNames";
import { useCopy } from "../../i18n/useCopy";

interface SlotDayGroupProps {
  day: SlotDay;
  name: string;
  open: boolean;
  onToggle: () => void;
  selected: number | null;
  onSelect: (start: number) => void;
}

/**
 * One day with free times: a button that shows or hides its times (WAI-ARIA APG disclosure), the
 * times as native radios in a fieldset named by the day. All days share one `name`, so one time is
 * chosen across them; the button and each label are 44 px targets.
 */
export function SlotDayGroup({ day, name, open, onToggle, selected, onSelect }: SlotDayGroupProps) {
  const { t, lang } = useCopy(slotZoneCopy);
  const panelId = useId();
  const label = dayLabel(day.date, lang);
  const count = day.slots.length;
  return (
    <div className="border-b border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-11 w-full items-center justify-between gap-2 text-left text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span className="font-semibold">{label}</span>
        <span className="flex items-center gap-2 text-sm text-ink-muted">
          {count === 1 ? t("oneTime") : t("manyTimes", { count })}
          <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </span>
      </button>
      <fieldset id={panelId} hidden={!open} className="pb-3">
        <legend className="sr-only">{label}</legend>
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
    </div>
  );
}
