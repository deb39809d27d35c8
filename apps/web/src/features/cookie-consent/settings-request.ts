import { useSyncExternalStore } from "react";

type Listener = () => void;

/**
 * Requests to open the cookie settings dialog, from the footer link, the cookie page or the
 * banner. Apart from the consent store so the footer and the layout (first load) carry only this.
 */
const settingsListeners = new Set<Listener>();
let settingsOpen = false;

export function openCookieSettings(): void {
  settingsOpen = true;
  for (const listener of settingsListeners) listener();
}

export function closeCookieSettings(): void {
  settingsOpen = false;
  for (const listener of settingsListeners) listener();
}

function subscribeSettings(listener: Listener): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribeSettings,
    () => settingsOpen,
    () => false,
  );
}
