import { useSyncExternalStore } from "react";

/**
 * Whether the notifications container must be mounted. It ships in its own chunk (portal,
 * transitions) that a visitor of the landing pages never needs: it is mounted for signed-in
 * users and as soon as a notice is raised through lib/notify (app/providers.tsx). Notices
 * raised before it mounts wait in Mantine's store and appear when it does; code that calls
 * `@mantine/notifications` directly outside the signed-in areas should go through lib/notify.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

export function requestNotifications(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

let cleaner: (() => void) | null = null;

/** lib/notify hands over Mantine's cleaner once it has loaded the package to raise a notice. */
export function registerNoticeCleaner(clean: () => void): void {
  cleaner = clean;
}

/**
 * Takes every notice off the screen and out of the queue: a session that ends (a logout, a 401)
 * must not leave the previous session's sticky errors over the login page. With no notice ever
 * raised there is nothing to clear, and the first load never imports the package for it.
 */
export function clearNotices(): void {
  cleaner?.();
}
