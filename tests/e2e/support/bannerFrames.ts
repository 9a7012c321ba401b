import type { Page } from "playwright-core";

export interface BannerFrames {
  /** Frames with the page's content (its `<main>`) looked at so far, DOMContentLoaded included. */
  frames: number;
  /** Of those, how many had the cookie banner on screen. */
  shown: number;
}

/**
 * An init script: from the moment the document exists, checks at DOMContentLoaded and in every
 * animation frame whether the page's content and the cookie banner are on screen. A frame's
 * callbacks run just before it is painted, so what they see is what that paint shows.
 */
export function watchBannerFrames(): void {
  const seen: BannerFrames = { frames: 0, shown: 0 };
  Object.assign(window, { __bannerFrames: seen });
  const check = () => {
    if (!document.querySelector("main")) return;
    seen.frames++;
    const banner = document.querySelector('[data-testid="cookie-banner"]');
    if (banner?.checkVisibility()) seen.shown++;
  };
  document.addEventListener("DOMContentLoaded", check);
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export const framesWithBanner = (page: Page): Promise<BannerFrames> =>
  page.evaluate(() => ({
    ...(window as unknown as { __bannerFrames: BannerFrames }).__bannerFrames,
  }));
