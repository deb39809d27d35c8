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

/**
 * What lib/notify hands over when it loads (lib/notice-registry): the first-load code (the API
 * client, the router, the session) reaches the notices through these calls, which do nothing
 * until a notice has ever been possible, so the registry stays out of the landing's first load.
 */
export interface NoticeHooks {
  /** A call has succeeded: a notice of its last failure is no longer true. */
  operationSucceeded: (operation: string) => void;
  /** The user has left the screen the error notices were about. */
  leftScreen: () => void;
  /** Every notice goes (a session that ends). */
  clear: () => void;
}

let hooks: NoticeHooks | null = null;

export function registerNoticeHooks(next: NoticeHooks): void {
  hooks = next;
}

/** Called by the API client on every answer that worked: with no notice up, nothing happens. */
export function operationSucceeded(operation: string): void {
  hooks?.operationSucceeded(operation);
}

/** Called by the router when the screen changes: its error notices go (issue 44). */
export function leftScreen(): void {
  hooks?.leftScreen();
}

/**
 * Takes every notice off the screen and out of the queue: a session that ends (a logout, a 401)
 * must not leave the previous session's errors over the login page. With no notice ever
 * raised there is nothing to clear, and the first load never imports the package for it.
 */
export function clearNotices(): void {
  hooks?.clear();
}
