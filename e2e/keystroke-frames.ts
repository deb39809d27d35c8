import type { Page } from "@playwright/test";

/** A screen to type into: the input, the element that shows the keystroke's effect, and how. */
export interface KeystrokeScreen {
  /** CSS selector of the input typed into. */
  input: string;
  /** CSS selector of the element that shows each keystroke's effect. */
  target: string;
  /** "append": letters typed one after another, the target shows the text; "replace": a new number each time, the target changes. */
  typing: "append" | "replace";
  /** Keystrokes measured, after 20 that warm the page up. */
  count: number;
}

/**
 * Types into a screen as a person would (each keystroke at a random moment of a frame), and fails
 * on the first keystroke whose effect is not in the page by the end of the frame after it. Returns
 * two times per measured keystroke, in ms: `work` (the input event to the changed page) and
 * `shown` (to the end of the frame that paints it: a task after the next animation frame).
 * The journeys call it for the behaviour; `bench/keystroke-bench.ts` reads the times.
 */
export async function measureKeystrokes(page: Page, screen: KeystrokeScreen) {
  // A string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
  return (await page.evaluate(`(async ({ input, target, typing, count }) => {
    const el = document.querySelector(input);
    if (!el) throw new Error("no input " + input);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    const work = [];
    const shown = [];
    let text = "";
    for (let i = 0; i < count + 20; i++) {
      await new Promise((done) => setTimeout(done, Math.random() * 16));
      const before = document.querySelector(target)?.textContent;
      text = typing === "append" ? text + "abcdefghij"[i % 10] : String(1000 + i * 7);
      const showsIt = () => {
        const now = document.querySelector(target)?.textContent;
        return typing === "append" ? now === text : now !== undefined && now !== before;
      };
      // The whole page is watched: a screen may draw the target element afresh.
      let changedAt = null;
      const observer = new MutationObserver(() => { if (changedAt === null && showsIt()) changedAt = performance.now(); });
      observer.observe(document.body, { childList: true, characterData: true, subtree: true });
      const start = performance.now();
      setValue.call(el, text);
      el.dispatchEvent(new Event("input", { bubbles: true }));
      const paintedAt = await new Promise((done) =>
        requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
      );
      observer.disconnect();
      if (!showsIt() || changedAt === null) {
        const now = document.querySelector(target)?.textContent;
        throw new Error("keystroke " + i + ": the page shows " + JSON.stringify(now) + " at the end of its frame");
      }
      if (i >= 20) { work.push(changedAt - start); shown.push(paintedAt - start); }
    }
    return { work, shown };
  })(${JSON.stringify(screen)})`)) as { work: number[]; shown: number[] };
}
