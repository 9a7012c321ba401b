import {
  allConsent,
  createRecord,
  noConsent,
  parseRecord,
  serializeRecord,
  type ConsentChoices,
  type ConsentRules,
} from "./consentRecord";
import {
  actionMark,
  bannerMark,
  chosenMark,
  customizeMark,
  liveMark,
  type EarlyConsentAction,
} from "./earlyConsentMarks";

export interface EarlyConsentOptions extends ConsentRules {
  key: string;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Web Storage, or null where the browser refuses it (then nothing can be kept before the app). */
function openStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What the prerendered cookie banner does before the app's scripts are in
 * (docs/decisions/0204). The build bundles this module with consentRecord.ts into a small
 * inline script in every page's head, so it reads and writes the record under the very rules of
 * the consent store:
 * - before the first paint, a valid stored choice marks `<html>` and CSS hides the banner;
 * - Accept All and Reject Non-Essential store a record as the store would and hide the banner;
 *   the app reads that record when it starts and applies it;
 * - Customize is remembered on `<html>`; the app opens the dialog when it starts;
 * - the page keeps the banner's height free at its end ({@link keepRoomForBanner}).
 * Once the app marks `<html>` as live, the banner's own handlers do all of this.
 */
export function startEarlyConsent(
  { key, ...rules }: EarlyConsentOptions,
  storage: Storage | null = openStorage(),
  root: HTMLElement = document.documentElement,
): void {
  const read = () => {
    try {
      return parseRecord(storage?.getItem(key) ?? null, rules, Date.now());
    } catch {
      return null;
    }
  };
  if (read()) root.setAttribute(chosenMark, "");

  const choose = (choices: ConsentChoices) => {
    try {
      storage?.setItem(key, serializeRecord(createRecord(choices, rules, Date.now())));
    } catch {
      // Refused: the app finds no choice when it starts and shows the banner again.
    }
    root.setAttribute(chosenMark, "");
  };

  root.ownerDocument.addEventListener("click", (event) => {
    if (root.hasAttribute(liveMark) || !(event.target instanceof Element)) return;
    const button = event.target.closest(`[${actionMark}]`);
    const what = button?.getAttribute(actionMark) as EarlyConsentAction | undefined;
    if (what === "accept-all") choose(allConsent);
    else if (what === "reject-non-essential") choose(noConsent);
    else if (what === "customize") root.setAttribute(customizeMark, "");
  });
  root.ownerDocument.addEventListener("DOMContentLoaded", () => keepRoomForBanner(root), {
    once: true,
  });
}

/**
 * Gives the page's end the banner's height in bottom padding, as the app does once it runs, so
 * the footer's last line can be scrolled above the banner before the scripts are in, and nothing
 * moves when the app takes over. A hidden banner (a choice known or made) needs no room.
 */
function keepRoomForBanner(root: HTMLElement): void {
  const banner = root.querySelector<HTMLElement>(`[${bannerMark}]`);
  const body = root.ownerDocument.body;
  if (!banner || typeof ResizeObserver !== "function") return;
  const observer = new ResizeObserver(() => {
    if (root.hasAttribute(liveMark)) {
      observer.disconnect();
      return;
    }
    body.style.paddingBottom = banner.offsetHeight > 0 ? `${banner.offsetHeight}px` : "";
  });
  observer.observe(banner);
}
