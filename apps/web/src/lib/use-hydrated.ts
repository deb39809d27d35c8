import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from the render
 * after: what must not be in a prerendered page (app/prerender), such as a part that loads lazily
 * or depends on the visitor's cookies, waits for it. Pages the browser renders itself see true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
