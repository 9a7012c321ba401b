import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from "react";
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
  const { dispatch } = carousel;
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => carousel.dispose(), [carousel]);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (enabled && viewport) {
      // Before the script, the visitor may have swiped or followed a dot to a slide of the
      // scroll-snap strip. The transform takes that slide over in the same frame, without
      // playing the transition, and focus left on a dot pauses rotation as a new focus would.
      // On the first slide there is nothing to take over, and no style to flush while the page
      // is still starting.
      if (viewport.scrollLeft > 0) {
        const track = viewport.firstElementChild as HTMLElement;
        const index = String(Math.round(viewport.scrollLeft / viewport.clientWidth));
        track.style.transition = "none";
        track.style.setProperty("--slide-index", index);
        viewport.scrollLeft = 0;
        track.getBoundingClientRect();
        track.style.transition = "";
        dispatch({ type: "goTo", index: Number(index) });
      }
      if (rootRef.current?.contains(document.activeElement)) {
        dispatch({ type: "setFocusWithin", on: true });
      }
    }
    dispatch({ type: "setEnabled", on: enabled });
  }, [dispatch, enabled]);
  useEffect(() => {
    if (reducedMotion) dispatch({ type: "setRotation", on: false });
  }, [dispatch, reducedMotion]);

  // Hovering with a mouse or focusing anything inside pauses rotation (APG carousel pattern).
  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") dispatch({ type: "setHovering", on: true });
    },
    onPointerLeave: () => dispatch({ type: "setHovering", on: false }),
    onFocus: () => dispatch({ type: "setFocusWithin", on: true }),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) {
        dispatch({ type: "setFocusWithin", on: false });
      }
    },
  };

  return { state, dispatch, rootProps, viewportRef };
}
