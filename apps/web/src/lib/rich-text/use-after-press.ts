import { useCallback, useEffect, useRef } from "react";

/**
 * Runs a piece of work at once or, while a pointer is pressed anywhere on the page, as soon as it
 * is released. A press on a toolbar button blurs the text, and the text handed over on blur can
 * change the page (the "unsaved changes" line appears, a check's notice grows): between the press
 * and its release the button moved away from under the pointer, and the click was lost. The
 * release still comes before the click, so a Save pressed right after typing saves every letter.
 */
export function useAfterPress(): (work: () => void) => void {
  const pressed = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      const work = pending.current;
      pending.current = null;
      work?.();
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
      release();
    };
  }, []);
  return useCallback((work: () => void) => {
    if (pressed.current) pending.current = work;
    else work();
  }, []);
}
