import { bookingPath } from "../../../common/bookingPath";
import type { Lang } from "../../../common/i18n/lang";
import { siteConfig } from "../../../common/siteConfig";
import { viewOfAnswer, type PickerView } from "./pickerView";

/** What an accepted message hands the picker: its capability and the endpoint that took it. */
export interface BookingOffer {
  token: string;
  /** The contact endpoint's absolute URL; the booking endpoints are on the same server. */
  endpoint: string;
}

/** One request, given as long as a contact send; no answer in time is "unavailable". */
async function answerView(url: URL, init: RequestInit, cancel?: AbortSignal): Promise<PickerView> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), siteConfig.contactTimeoutMs);
  cancel?.addEventListener("abort", () => controller.abort());
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return viewOfAnswer(await response.json());
  } catch {
    return { kind: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}

/** The free slots, dated and timed in `zone` (the browser's). */
export function loadSlots(offer: BookingOffer, zone: string, cancel: AbortSignal) {
  const query = new URLSearchParams({ t: offer.token, zone });
  return answerView(new URL(`${bookingPath}/slots?${query}`, offer.endpoint), {}, cancel);
}

/** Books the slot starting at `start`; a taken one answers with fresh slots. */
export function bookSlot(offer: BookingOffer, start: number, zone: string, lang: Lang) {
  return answerView(new URL(bookingPath, offer.endpoint), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ token: offer.token, start, zone, lang }),
  });
}
