import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Holds navigation away from unsaved work (spec §8 'There are unsaved changes'): in-app links
 * through React Router's blocker, closing or reloading the tab through the browser's own prompt.
 * Changing only the query (the tab) is never held. `allowNextNavigation` lets the screen's own
 * moves through, e.g. to the edit URL right after the first save. Moves between addresses under
 * `screenPath` (the screen and the dialogs over it, such as evaluate) keep the screen: never held.
 */
export function useUnsavedGuard(isDirty: boolean, screenPath?: string) {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const within = useRef(screenPath);
  within.current = screenPath;
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
        const screen = within.current;
        if (screen && currentLocation.pathname.startsWith(screen) && nextLocation.pathname.startsWith(screen))
          return false;
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
