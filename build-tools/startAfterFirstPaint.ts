/**
 * Calls `start` once the page has loaded and its first paint is on screen, so the app's scripts
 * never compete with what a visitor sees first for a slow link (docs/decisions/0004).
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
  const afterPaint = () => {
    // A hidden page paints nothing, and a browser without paint timing cannot say when it did.
    if (document.hidden || !PerformanceObserver.supportedEntryTypes.includes("paint")) {
      startOnce();
      return;
    }
    // Paint entries are reported once the frame is on screen, not just drawn.
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      startOnce();
    }).observe({ type: "paint", buffered: true });
    // Should a paint never be reported, the page still comes to life.
    setTimeout(startOnce, 1000);
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
