import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useMediaQuery } from "../../components/ui/useMediaQuery";
import { createCarousel, initialCarouselState } from "./carousel";

/** Below 768 px the problem cards are a carousel (docs/product.md#landing-page). */
const carouselMedia = "(max-width: 767.98px)";
const reducedMotionMedia = "(prefers-reduced-motion: reduce)";

export function useCarousel(count: number, intervalMs = 4000) {
  const [carousel] = useState(() => createCarousel(count, intervalMs));
  const serverState = useState(() => initialCarouselState(count))[0];
  const state = useSyncExternalStore(carousel.subscribe, carousel.getState, () => serverState);
  const enabled = useMediaQuery(carouselMedia);
  const reducedMotion = useMediaQuery(reducedMotionMedia);

  useEffect(() => () => carousel.dispose(), [carousel]);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (enabled) {
      const index = takeOverScrolledSlide(viewportRef.current, trackRef.current);
      if (index > 0) carousel.dispatch({ type: "goTo", index });
    }
    carousel.dispatch({ type: "setEnabled", on: enabled });
  }, [carousel, enabled]);
  useEffect(() => {
    if (reducedMotion) carousel.dispatch({ type: "setRotation", on: false });
  }, [carousel, reducedMotion]);

  // Hovering with a mouse or focusing anything inside pauses rotation (APG carousel pattern).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === "mouse") carousel.dispatch({ type: "setHovering", on: true });
    };
    const onLeave = () => carousel.dispatch({ type: "setHovering", on: false });
    const onFocusIn = () => carousel.dispatch({ type: "setFocusWithin", on: true });
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) {
        carousel.dispatch({ type: "setFocusWithin", on: false });
      }
    };
    // A visitor may have tapped a dot (a link) before the script ran: focus is already inside.
    if (root.contains(document.activeElement)) {
      carousel.dispatch({ type: "setFocusWithin", on: true });
    }
    root.addEventListener("pointerenter", onEnter);
    root.addEventListener("pointerleave", onLeave);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("pointerenter", onEnter);
      root.removeEventListener("pointerleave", onLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [carousel]);

  return { state, dispatch: carousel.dispatch, rootRef, viewportRef, trackRef };
}

/**
 * Before the script ran, the visitor may have swiped or followed a dot to another slide of the
 * scroll-snap strip. The live carousel positions by transform instead, so the strip scrolls back
 * and the transform takes over in the same frame, without playing the slide transition.
 */
function takeOverScrolledSlide(viewport: HTMLElement | null, track: HTMLElement | null): number {
  if (!viewport || !track || viewport.clientWidth === 0) return 0;
  const index = Math.round(viewport.scrollLeft / viewport.clientWidth);
  if (index === 0) return 0;
  track.style.transition = "none";
  track.style.setProperty("--slide-index", String(index));
  viewport.scrollLeft = 0;
  // Apply the position now, so the transition has nothing to animate once it is back.
  track.getBoundingClientRect();
  track.style.transition = "";
  return index;
}
