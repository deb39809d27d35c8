import { describe, expect, it } from "vitest";
import { animateScroll, easeInOutCubic, type FrameClock, SMOOTH_SCROLL_MS } from "./smooth-scroll";

/** A clock the test advances by hand: each `tick(ms)` runs the frame asked for, at that time. */
function manualFrames() {
  let now = 0;
  let pending: ((time: number) => void) | null = null;
  const frames: FrameClock = {
    request: (callback) => {
      pending = callback;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
  };
  const tick = (ms: number) => {
    now += ms;
    const callback = pending;
    pending = null;
    callback?.(now);
  };
  return { frames, tick, isIdle: () => pending === null };
}

describe("smooth scrolling (spec §9: 1000 ms)", () => {
  it("eases from start to end", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it("reaches the target in exactly 1000 ms, halfway at 500 ms", () => {
    expect(SMOOTH_SCROLL_MS).toBe(1000);
    const { frames, tick, isIdle } = manualFrames();
    let top = 100;
    animateScroll({}, { get: () => top, set: (y) => (top = y) }, 900, { frames, instant: false });
    tick(0);
    expect(top).toBe(100);
    tick(500);
    expect(top).toBe(500);
    tick(499);
    expect(top).toBeLessThan(900);
    tick(1);
    expect(top).toBe(900);
    expect(isIdle()).toBe(true);
  });

  it("jumps at once for reduced motion, and a new scroll takes over from the running one", () => {
    const { frames, tick } = manualFrames();
    let top = 0;
    const owner = {};
    const axis = { get: () => top, set: (y: number) => (top = y) };
    animateScroll(owner, axis, 400, { frames, instant: true });
    expect(top).toBe(400);
    animateScroll(owner, axis, 0, { frames, instant: false });
    tick(0);
    tick(250);
    animateScroll(owner, axis, 1000, { frames, instant: false });
    const restartedFrom = top;
    tick(0);
    expect(top).toBe(restartedFrom);
    tick(1000);
    expect(top).toBe(1000);
  });
});
