import { useEffect, useId, useState, type FormEvent } from "react";
import { slotZoneCopy } from "../../../common/booking/slotCopy";
import type { SlotsByDay } from "../../../common/booking/slotList";
import {
  hasNightTimes,
  isNightTime,
  nextFree,
  shownDays,
  wakingHoursNamed,
} from "../../../common/booking/wakingHours";
import { dayLabel, whenIn, zoneName } from "../../../common/booking/zoneNames";
import { buttonClasses } from "../../components/ui/ButtonLink";
import { useCopy } from "../../i18n/useCopy";
import type { BookingOffer } from "./bookingApi";
import bookingPickerCopy from "@content/booking/picker.json";
import type { BookingLinks, CalendarLinks, PickerView } from "./pickerView";
import { SlotDayGroup } from "./SlotDayGroup";
import { SoonestTimes } from "./SoonestTimes";
import { useBookingPicker } from "./useBookingPicker";

type PickerCopyKey = keyof typeof bookingPickerCopy.en;

function announcement(view: PickerView, booking: boolean, hint: boolean): PickerCopyKey {
  if (booking) return "booking";
  if (hint) return "pickFirst";
  switch (view.kind) {
    case "loading":
      return "loading";
    case "pick":
      if (view.refusal) return view.refusal;
      return view.slots.days.length > 0 ? "loaded" : "noSlots";
    case "booked":
      return "bookedTitle";
    case "held":
      return "heldTitle";
    case "notice":
      return view.notice;
    case "unavailable":
      return "unavailable";
  }
}

/**
 * The live region exists empty for a frame before its first text, so screen readers announce
 * "loading" too, not only what follows.
 */
function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}

function ZoneLines({ slots }: { slots: SlotsByDay }) {
  const { t, lang } = useCopy(slotZoneCopy);
  return (
    <div className="text-sm text-ink-muted">
      <p>{t("zoneShown", { zone: zoneName(slots.zone, lang) })}</p>
      {slots.teamZone && <p>{t("teamZoneShown", { zone: zoneName(slots.teamZone, lang) })}</p>}
    </div>
  );
}

/** Move or cancel the demo booked just now: the same signed links as the invitation mail's. */
function ManageLinks({ links, endpoint }: { links: BookingLinks; endpoint: string }) {
  const { t } = useCopy(bookingPickerCopy);
  const linkClasses = "inline-flex min-h-11 items-center underline";
  return (
    <p className="flex flex-wrap gap-x-4">
      <a className={linkClasses} href={new URL(links.reschedule, endpoint).href}>
        {t("rescheduleLink")}
      </a>
      <a className={linkClasses} href={new URL(links.cancel, endpoint).href}>
        {t("cancelLink")}
      </a>
    </p>
  );
}

/** The booked demo for the visitor's own calendar: the server's links, made absolute. */
function CalendarLinkList({ links, endpoint }: { links: CalendarLinks; endpoint: string }) {
  const { t } = useCopy(bookingPickerCopy);
  const headingId = useId();
  const items = [
    ["addToGoogle", links.google],
    ["addToOutlook", links.outlook],
    ["addToMicrosoft365", links.microsoft365],
    ["downloadIcs", links.ics],
  ] as const;
  return (
    <nav aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold">
        {t("addToCalendar")}
      </h4>
      <ul className="flex flex-wrap gap-x-4">
        {items.map(([label, href]) => (
          <li key={label}>
            <a
              className="inline-flex min-h-11 items-center text-sm underline"
              href={new URL(href, endpoint).href}
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The demo picker in the contact form's success state (docs/product.md#demo-bookings): the free
 * slots by day in the visitor's zone, one "Book this time", and the outcome in place. It fills
 * the fixed-height frame the contact form reserves, so nothing around it moves.
 */
export function BookingPicker({ offer }: { offer: BookingOffer }) {
  const { t, lang } = useCopy(bookingPickerCopy);
  const { view, booking, selected, select, book, outcomeRef } = useBookingPicker(offer, lang);
  const [hint, setHint] = useState(false);
  const ready = useAfterFirstFrame();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex h-full flex-col gap-2 text-ink">
      <h3 id={headingId} className="text-lg font-semibold">
        {view.kind === "booked"
          ? t("bookedTitle")
          : view.kind === "held"
            ? t("heldTitle")
            : t("heading")}
      </h3>
      {(view.kind === "loading" || view.kind === "pick") && (
        <p className="text-sm text-ink-muted">{t("intro")}</p>
      )}
      <p role="status" className="sr-only">
        {ready ? t(announcement(view, booking, hint)) : ""}
      </p>
      {view.kind === "loading" && (
        <p className="flex-1 text-ink-muted" aria-hidden="true">
          {t("loading")}
        </p>
      )}
      {view.kind === "pick" && (
        <SlotForm
          view={view}
          booking={booking}
          selected={selected}
          onSelect={select}
          onBook={book}
          outcomeRef={outcomeRef}
          hint={hint}
          onHint={setHint}
        />
      )}
      {view.kind === "booked" && (
        <>
          <p
            ref={outcomeRef}
            tabIndex={-1}
            className="rounded-control bg-success-50 p-3 text-success-700"
          >
            {t(view.hostName ? "bookedWithHost" : "booked", {
              when: whenIn(view.start, lang, view.zone),
              zone: zoneName(view.zone, lang, view.start),
              host: view.hostName ?? "",
            })}
          </p>
          {view.addToCalendar && (
            <CalendarLinkList links={view.addToCalendar} endpoint={offer.endpoint} />
          )}
          {view.links && <ManageLinks links={view.links} endpoint={offer.endpoint} />}
        </>
      )}
      {view.kind === "held" && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className="rounded-control bg-success-50 p-3 text-success-700"
        >
          {t("held", {
            when: whenIn(view.start, lang, view.zone),
            zone: zoneName(view.zone, lang, view.start),
            deadline: whenIn(view.holdUntil, lang, view.zone),
          })}
        </p>
      )}
      {(view.kind === "unavailable" || view.kind === "notice") && (
        <p ref={outcomeRef} tabIndex={-1} className="flex-1">
          {t(view.kind === "notice" ? view.notice : "unavailable")}
        </p>
      )}
    </section>
  );
}

interface SlotFormProps {
  view: Extract<PickerView, { kind: "pick" }>;
  booking: boolean;
  selected: number | null;
  onSelect: (start: number | null) => void;
  onBook: (start: number) => Promise<void>;
  /** Why the time was refused, focused when fresh slots replace the ones shown. */
  outcomeRef: (element: HTMLElement | null) => void;
  hint: boolean;
  onHint: (shown: boolean) => void;
}

/** "Show early and late times" and back: the visitor's night is never lost, only folded away. */
function NightToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useCopy(slotZoneCopy);
  return (
    <div className="text-sm text-ink-muted">
      {!shown && <p>{t("nightHidden", wakingHoursNamed)}</p>}
      <button
        type="button"
        aria-pressed={shown}
        onClick={onToggle}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t(shown ? "hideNight" : "showNight")}
      </button>
    </div>
  );
}

/** Which days show their times: the first starts open, the others closed, each turned by a tap. */
function useOpenDays(firstDate: string | undefined) {
  const [turned, setTurned] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isOpen: (date: string) => (date === firstDate) !== turned.has(date),
    toggle: (date: string) => {
      const next = new Set(turned);
      if (!next.delete(date)) next.add(date);
      setTurned(next);
    },
  };
}

function SlotForm({
  view,
  booking,
  selected,
  onSelect,
  onBook,
  outcomeRef,
  hint,
  onHint,
}: SlotFormProps) {
  const { t, lang } = useCopy(bookingPickerCopy);
  const slotCopy = useCopy(slotZoneCopy).t;
  const name = useId();
  const { slots } = view;
  const [withNight, setWithNight] = useState(false);
  const days = shownDays(slots, withNight);
  const first = nextFree(days);
  const { isOpen, toggle } = useOpenDays(days[0]?.date);
  const toggleNight = () => {
    // A night time chosen before must not be booked unseen once the night is folded away.
    if (withNight && selected !== null && isNightTime(selected, slots.zone)) onSelect(null);
    setWithNight(!withNight);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (booking) return;
    if (selected === null) {
      onHint(true);
      event.currentTarget.querySelector<HTMLInputElement>("fieldset:not([hidden]) input")?.focus();
      return;
    }
    onHint(false);
    void onBook(selected);
  };

  const bookNextFree = (start: number) => {
    if (booking) return;
    onHint(false);
    void onBook(start);
  };

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto pr-1">
        {view.refusal && (
          <p ref={outcomeRef} tabIndex={-1} className="font-semibold text-danger-700">
            {t(view.refusal)}
          </p>
        )}
        {hint && <p className="font-semibold text-danger-700">{t("pickFirst")}</p>}
        <ZoneLines slots={slots} />
        {slots.days.length === 0 && <p>{t("noSlots")}</p>}
        {slots.days.length > 0 && days.length === 0 && (
          <p>{slotCopy("noDaytime", wakingHoursNamed)}</p>
        )}
        {slots.soonestFirst && days.length > 0 && (
          <SoonestTimes days={days} booking={booking} onBook={bookNextFree} />
        )}
        {first && !slots.soonestFirst && (
          <button
            type="button"
            aria-disabled={booking}
            onClick={() => bookNextFree(first.slot.start)}
            className={buttonClasses("secondary")}
          >
            {slotCopy("nextFree", { day: dayLabel(first.date, lang), time: first.slot.time })}
          </button>
        )}
        <div>
          {days.map((day) => (
            <SlotDayGroup
              key={day.date}
              day={day}
              name={name}
              open={isOpen(day.date)}
              onToggle={() => toggle(day.date)}
              selected={selected}
              onSelect={(start) => {
                onHint(false);
                onSelect(start);
              }}
            />
          ))}
        </div>
        {hasNightTimes(slots) && <NightToggle shown={withNight} onToggle={toggleNight} />}
      </div>
      {days.length > 0 && (
        <button
          type="submit"
          aria-disabled={booking}
          className={`${buttonClasses("primary")} self-start`}
        >
          {booking ? t("booking") : t("book")}
        </button>
      )}
    </form>
  );
}
