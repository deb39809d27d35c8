import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Holds navigation away from unsaved work (spec §8 'There are unsaved changes'): in-app links
 * through the router's blocker, closing or reloading the tab through the browser's prompt.
 * `allowNextNavigation` lets the screen's own moves through (to the new template's address).
 */
export function useUnsavedGuard(isDirty: boolean) {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const bypass = useRef(false);

  const blocker = useBlocker(
    useCallback(({ currentLocation, nextLocation }) => {
      if (bypass.current) {
        bypass.current = false;
        return false;
      }
      return dirty.current && currentLocation.pathname !== nextLocation.pathname;
    }, []),
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { blocker, allowNextNavigation };
}
