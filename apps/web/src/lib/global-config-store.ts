import type { GlobalConfig } from "@app/contracts";
import { useSyncExternalStore } from "react";
import { api } from "./api-client";

/**
 * `GET /api/get-global-config/` without TanStack Query, so the root loader and the landing pages
 * can read the configuration without shipping the query library in the first load (DESIGN §11).
 * `lib/global-config.ts` (the query hook of the signed-in areas) reads through this cache, so
 * the two never fetch twice.
 */

/** Spec §7 checks the configuration before each route; a minute of caching keeps that cheap. */
export const GLOBAL_CONFIG_TTL_MS = 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: GlobalConfig | undefined;
let fetchedAt = 0;
let inFlight: Promise<GlobalConfig> | null = null;

/** The configuration, from the cache while it is fresh; concurrent callers share one request. */
export function fetchGlobalConfig(now: number = Date.now()): Promise<GlobalConfig> {
  if (current && now - fetchedAt < GLOBAL_CONFIG_TTL_MS) return Promise.resolve(current);
  inFlight ??= api
    .get<GlobalConfig>("/api/get-global-config/")
    .then((config) => {
      current = config;
      fetchedAt = Date.now();
      for (const listener of listeners) listener();
      return config;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The configuration a server render draws the public pages with (app/prerender): the same
 * answer the server sends to `GET /api/get-global-config/`, which the browser then hydrates with.
 */
export function primeGlobalConfig(config: GlobalConfig, now: number = Date.now()): void {
  current = config;
  fetchedAt = now;
}

/** The last configuration received, or undefined before the first answer. */
export function getGlobalConfigSnapshot(): GlobalConfig | undefined {
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The configuration as React state. The root loader fetches it before any route renders, so
 * pages normally get it on their first render (no flash of a missing link or frame). A
 * prerendered page is hydrated with the configuration it was rendered with (app/prerender), so
 * the server's snapshot is the same one.
 */
export function useGlobalConfigSnapshot(): GlobalConfig | undefined {
  return useSyncExternalStore(subscribe, getGlobalConfigSnapshot, getGlobalConfigSnapshot);
}
