/**
 * Calls `start` once the page has loaded and what it shows first is on screen, so the app's
 * scripts never compete with what a visitor sees first for a slow link (docs/decisions/0004).
 * "On screen" is the first paint and then the marked image if it is in view (`elementtiming`,
 * the hero's): the first paint may be the text alone, with the image drawn a frame or more later
 * (docs/decisions/0122). Both are reported by the browser, so no timer or frame callback is
 * needed, which a paused clock would hold.
 *
 * The build writes this function's source text into every page (`optimizePageHtml`), so it must
 * not refer to anything outside itself.
 */
export function startAfterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const whenReported = (type: string, then: () => void) =>
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      then();
    }).observe({ type, buffered: true });
  // One image per page is marked, the hero's; the browser reports it once drawn.
  const afterMarkedImage = () => {
    const image = document.querySelector<HTMLImageElement>("img[elementtiming]");
    if (
      image?.complete &&
      image.getBoundingClientRect().top < innerHeight &&
      PerformanceObserver.supportedEntryTypes.includes("element")
    )
      whenReported("element", startOnce);
    else startOnce();
  };
  const afterPaint = () => {
    // A hidden page paints nothing, and a browser without paint timing cannot say when it did.
    if (document.hidden || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
      startOnce();
      return;
    }
    // Paint entries are reported once the frame is on screen, not just drawn.
    whenReported("paint", afterMarkedImage);
    // Should a paint or the image never be reported, the page still comes to life.
    setTimeout(startOnce, 1000);
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
