import { useSyncExternalStore } from "react";
import { getToken, subscribeToken } from "./token-store";

/** The token cookie as React state: components re-render on login, logout and renewal. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
