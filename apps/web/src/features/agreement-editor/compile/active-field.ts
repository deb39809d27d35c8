import { useSyncExternalStore } from "react";

/**
 * The field being compiled, kept apart from the editor's state: only the live preview reads it
 * (to highlight the field and bring it into view), so focusing a field repaints the preview alone,
 * not the whole drafting screen with its form (issue 44).
 */
export interface ActiveField {
  get: () => string | null;
  set: (slug: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createActiveField(): ActiveField {
  let slug: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => slug,
    set: (next) => {
      if (next === slug) return;
      slug = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useActiveSlug(field: ActiveField): string | null {
  return useSyncExternalStore(field.subscribe, field.get, field.get);
}
