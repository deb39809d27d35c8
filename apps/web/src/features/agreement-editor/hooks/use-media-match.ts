import { useSyncExternalStore } from "react";

const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches, right from the first render (no narrow-then-wide flash) and
 * without asking the browser again on every render: the list is created once per query.
 */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = mediaList(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => mediaList(query).matches,
    () => false,
  );
}
