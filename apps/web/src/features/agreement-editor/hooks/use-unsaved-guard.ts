import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Holds navigation away from unsaved work (spec §8 'There are unsaved changes'): in-app links
 * through React Router's blocker, closing or reloading the tab through the browser's own prompt.
 * Changing only the query (the tab) is never held. `allowNextNavigation` lets the screen's own
 * moves through, e.g. to the edit URL right after the first save.
 */
export function useUnsavedGuard(isDirty: boolean) {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const bypass = useRef(false);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => {
        if (bypass.current) {
          bypass.current = false;
          return false;
        }
        return dirty.current && currentLocation.pathname !== nextLocation.pathname;
      },
      [],
    ),
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
