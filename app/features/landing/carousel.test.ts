import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { carouselReducer, createCarousel, initialCarouselState, isRotating } from "./carousel";

describe("carouselReducer", () => {
  const three = initialCarouselState(3);

  it("wraps forwards from the last slide to the first", () => {
    const last = carouselReducer(three, { type: "goTo", index: 2 });
    expect(carouselReducer(last, { type: "next" }).index).toBe(0);
  });

  it("wraps backwards from the first slide to the last", () => {
    expect(carouselReducer(three, { type: "previous" }).index).toBe(2);
  });

  it("jumps to a dot's slide", () => {
    expect(carouselReducer(three, { type: "goTo", index: 1 }).index).toBe(1);
  });

  it("does not advance on a tick while paused", () => {
    const enabled = carouselReducer(three, { type: "setEnabled", on: true });
    const paused = carouselReducer(enabled, { type: "toggleRotation" });
    expect(carouselReducer(paused, { type: "tick" }).index).toBe(0);
    expect(carouselReducer(enabled, { type: "tick" }).index).toBe(1);
  });

  it("rotates only when enabled, switched on, not hovered and not focused", () => {
    const enabled = carouselReducer(three, { type: "setEnabled", on: true });
    expect(isRotating(three)).toBe(false);
    expect(isRotating(enabled)).toBe(true);
    expect(isRotating(carouselReducer(enabled, { type: "setHovering", on: true }))).toBe(false);
    expect(isRotating(carouselReducer(enabled, { type: "setFocusWithin", on: true }))).toBe(false);
    expect(isRotating(carouselReducer(enabled, { type: "setRotation", on: false }))).toBe(false);
  });
});

describe("createCarousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function enabledCarousel() {
    const carousel = createCarousel(2, 4000);
    carousel.dispatch({ type: "setEnabled", on: true });
    return carousel;
  }

  it("advances every 4000 ms and wraps around", () => {
    const carousel = enabledCarousel();
    vi.advanceTimersByTime(3999);
    expect(carousel.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.getState().index).toBe(1);
    vi.advanceTimersByTime(4000);
    expect(carousel.getState().index).toBe(0);
    carousel.dispose();
  });

  it("does not rotate before it is enabled (desktop shows every card)", () => {
    const carousel = createCarousel(2, 4000);
    vi.advanceTimersByTime(20_000);
    expect(carousel.getState().index).toBe(0);
    carousel.dispose();
  });

  it("stops while paused and resumes a full interval after play", () => {
    const carousel = enabledCarousel();
    vi.advanceTimersByTime(2000);
    carousel.dispatch({ type: "toggleRotation" });
    vi.advanceTimersByTime(20_000);
    expect(carousel.getState().index).toBe(0);
    carousel.dispatch({ type: "toggleRotation" });
    vi.advanceTimersByTime(3999);
    expect(carousel.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.getState().index).toBe(1);
    carousel.dispose();
  });

  it("pauses while hovered or focused and resumes afterwards", () => {
    const carousel = enabledCarousel();
    carousel.dispatch({ type: "setHovering", on: true });
    vi.advanceTimersByTime(10_000);
    expect(carousel.getState().index).toBe(0);
    carousel.dispatch({ type: "setHovering", on: false });
    carousel.dispatch({ type: "setFocusWithin", on: true });
    vi.advanceTimersByTime(10_000);
    expect(carousel.getState().index).toBe(0);
    carousel.dispatch({ type: "setFocusWithin", on: false });
    vi.advanceTimersByTime(4000);
    expect(carousel.getState().index).toBe(1);
    carousel.dispose();
  });

  it("gives a slide moved to by hand its full interval", () => {
    const carousel = enabledCarousel();
    vi.advanceTimersByTime(3000);
    carousel.dispatch({ type: "next" });
    vi.advanceTimersByTime(3000);
    expect(carousel.getState().index).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(carousel.getState().index).toBe(0);
    carousel.dispose();
  });

  it("notifies subscribers on every change and stops after dispose", () => {
    const carousel = enabledCarousel();
    const listener = vi.fn();
    carousel.subscribe(listener);
    carousel.dispatch({ type: "next" });
    expect(listener).toHaveBeenCalledTimes(1);
    carousel.dispose();
    vi.advanceTimersByTime(20_000);
    expect(carousel.getState().index).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
