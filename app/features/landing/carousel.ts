/**
 * The problem-card carousel as a framework-free state machine with its own rotation timer
 * (WAI-ARIA APG carousel pattern): arrows and dots wrap, rotation advances every `intervalMs`
 * while it is on and nobody is pointing at or focused inside the carousel.
 */
export interface CarouselState {
  index: number;
  count: number;
  /** The visitor's play/pause choice; starts off under prefers-reduced-motion. */
  rotationOn: boolean;
  hovering: boolean;
  focusWithin: boolean;
  /** Only the mobile presentation is a carousel; from 768 px every card is shown. */
  enabled: boolean;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "tick" }
  | { type: "setRotation"; on: boolean }
  | { type: "toggleRotation" }
  | { type: "setHovering"; on: boolean }
  | { type: "setFocusWithin"; on: boolean }
  | { type: "setEnabled"; on: boolean };

function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function initialCarouselState(count: number): CarouselState {
  return {
    index: 0,
    count,
    rotationOn: true,
    hovering: false,
    focusWithin: false,
    enabled: false,
  };
}

/** Rotating right now: switched on, shown as a carousel, and not paused by hover or focus. */
export function isRotating(state: CarouselState): boolean {
  return state.enabled && state.rotationOn && !state.hovering && !state.focusWithin;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "next":
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case "previous":
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case "goTo":
      return { ...state, index: wrapIndex(action.index, state.count) };
    case "tick":
      return isRotating(state)
        ? { ...state, index: wrapIndex(state.index + 1, state.count) }
        : state;
    case "setRotation":
      return { ...state, rotationOn: action.on };
    case "toggleRotation":
      return { ...state, rotationOn: !state.rotationOn };
    case "setHovering":
      return { ...state, hovering: action.on };
    case "setFocusWithin":
      return { ...state, focusWithin: action.on };
    case "setEnabled":
      return { ...state, enabled: action.on };
  }
}

export interface Carousel {
  getState: () => CarouselState;
  dispatch: (action: CarouselAction) => void;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
}

/**
 * A carousel whose timer restarts after every change, so a slide always stays `intervalMs`
 * on screen, also after the visitor moved by hand.
 */
export function createCarousel(count: number, intervalMs = 4000): Carousel {
  let state = initialCarouselState(count);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const schedule = () => {
    clearTimeout(timer);
    timer = isRotating(state)
      ? setTimeout(() => dispatch({ type: "tick" }), intervalMs)
      : undefined;
  };

  const dispatch = (action: CarouselAction) => {
    const next = carouselReducer(state, action);
    if (next === state && action.type !== "tick") return;
    state = next;
    schedule();
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    dispatch,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
