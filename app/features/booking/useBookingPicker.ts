import { useCallback, useEffect, useRef, useState } from "react";
import type { Lang } from "../../../common/i18n/lang";
import { bookSlot, loadSlots, type BookingOffer } from "./bookingApi";
import type { PickerView } from "./pickerView";

/** The visitor's zone as the browser knows it; the server falls back to the team's if unknown. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The picker's state: the slot list loads once, a booking replaces it with its outcome. After a
 * booking's answer, focus goes to `outcomeRef` (the confirmation, or the message above the fresh
 * slots), since the control the visitor used may be gone.
 */
export function useBookingPicker(offer: BookingOffer, lang: Lang) {
  const [zone] = useState(browserZone);
  const [view, setView] = useState<PickerView>({ kind: "loading" });
  const [booking, setBooking] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const outcome = useRef<HTMLElement | null>(null);
  const outcomeRef = useCallback((element: HTMLElement | null) => {
    outcome.current = element;
  }, []);
  const focusOutcome = useRef(false);

  useEffect(() => {
    const cancel = new AbortController();
    void loadSlots(offer, zone, cancel.signal).then((loaded) => {
      if (!cancel.signal.aborted) setView(loaded);
    });
    return () => cancel.abort();
  }, [offer, zone]);

  useEffect(() => {
    if (!focusOutcome.current) return;
    focusOutcome.current = false;
    outcome.current?.focus();
  }, [view]);

  const book = async (start: number) => {
    setBooking(true);
    const outcome = await bookSlot(offer, start, zone, lang);
    focusOutcome.current = true;
    setBooking(false);
    setSelected(null);
    setView(outcome);
  };

  return { view, booking, selected, select: setSelected, book, outcomeRef };
}
