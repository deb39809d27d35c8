import type { AuditEvent } from "@app/contracts";
import { useSyncExternalStore } from "react";

// The event whose detail the drawer shows: set by a row's button, read by the drawer the list
// screen draws after itself (the kit's `After`), which has no access to the rows.
let opened: AuditEvent | null = null;
const listeners = new Set<() => void>();

export function openEvent(event: AuditEvent | null): void {
  opened = event;
  for (const listener of listeners) listener();
}

export function useOpenedEvent(): AuditEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    () => null,
  );
}
