/** Spec §9: smooth scrolling takes 1000 ms (the browser's own `behavior: "smooth"` picks its own). */
export const SMOOTH_SCROLL_MS = 1000;

/** Ease in and out (cubic): the share of the way covered at `progress` (0 to 1). */
export function easeInOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/** Something that scrolls vertically: an element, the window, or a test's stand-in. */
export interface ScrollAxis {
  get(): number;
  set(top: number): void;
}

/** The animation clock: the browser's frames, or a test's. */
export interface FrameClock {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

const browserFrames: FrameClock = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/** One animation per scroller: a new scroll takes over from the one under way. */
const running = new WeakMap<object, () => void>();

/**
 * Scrolls `axis` to `top` in `duration` ms, easing in and out; at once for users who ask the
 * system for reduced motion. `owner` identifies the scroller, so a second call cancels the first.
 */
export function animateScroll(
  owner: object,
  axis: ScrollAxis,
  top: number,
  { duration = SMOOTH_SCROLL_MS, frames = browserFrames, instant = prefersReducedMotion() } = {},
): void {
  running.get(owner)?.();
  const from = axis.get();
  const distance = top - from;
  if (instant || duration <= 0 || distance === 0) {
    axis.set(top);
    return;
  }
  let started: number | undefined;
  let handle = 0;
  const step = (time: number) => {
    started ??= time;
    const progress = (time - started) / duration;
    axis.set(from + distance * easeInOutCubic(progress));
    if (progress < 1) handle = frames.request(step);
    else running.delete(owner);
  };
  handle = frames.request(step);
  running.set(owner, () => frames.cancel(handle));
}

/** Scrolls an element's own content to `top` (e.g. the live preview), in the spec's 1000 ms. */
export function smoothScrollElement(element: HTMLElement, top: number): void {
  animateScroll(element, { get: () => element.scrollTop, set: (y) => (element.scrollTop = y) }, top);
}

/** Scrolls the page so that `element` sits near the top (anchors, A-Z index), in 1000 ms. */
export function smoothScrollIntoView(element: HTMLElement, margin = 16): void {
  const top = window.scrollY + element.getBoundingClientRect().top - margin;
  animateScroll(window, { get: () => window.scrollY, set: (y) => window.scrollTo(0, y) }, Math.max(0, top));
}
