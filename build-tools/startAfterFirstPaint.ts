/**
 * Calls `start` once the page has loaded and what it shows first is on screen, so the app's
 * scripts never compete with what a visitor sees first for a slow link (docs/decisions/0004).
 * "On screen" is the first paint, and then the images in view: the first paint may be the hero's
 * text alone, with its image decoded and drawn a frame or more later (docs/decisions/0121).
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
  // Decoded, the images in view are drawn in the next frame; the app starts after that frame.
  const afterImagesInView = () => {
    const inView = Array.from(document.images).filter(
      (image) => image.complete && image.getBoundingClientRect().top < innerHeight,
    );
    void Promise.all(inView.map((image) => image.decode().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => setTimeout(startOnce)),
    );
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
      afterImagesInView();
    }).observe({ type: "paint", buffered: true });
    // Should a paint never be reported, or an image never decode, the page still comes to life.
    setTimeout(startOnce, 1000);
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
