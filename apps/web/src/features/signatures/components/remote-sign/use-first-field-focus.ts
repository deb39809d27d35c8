import { useEffect, useRef } from "react";

const FOCUSABLE = "input:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]";

/**
 * Moves the focus to the first field of a step when it appears (and when `ready` turns true, for
 * a step that first loads), so a keyboard or screen-reader user goes on where the step starts.
 * A checked radio is preferred to the group's first one, as the browser's own Tab would.
 */
export function useFirstFieldFocus<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!ready || !ref.current) return;
    const checked = ref.current.querySelector<HTMLElement>("input[type=radio]:checked");
    const first = checked ?? ref.current.querySelector<HTMLElement>(FOCUSABLE);
    // Nothing to act on (a thank-you): the step itself, when it can take the focus.
    (first ?? (ref.current.hasAttribute("tabindex") ? ref.current : null))?.focus();
  }, [ready]);
  return ref;
}
