/**
 * The query cache as the first-load code sees it. TanStack Query ships only with the screens
 * that use it (signed-in areas, login), so code on the landing path (root loader, API events,
 * language switch) reaches the cache through this registry: when the query client was never
 * loaded there is nothing cached to clear or refresh (DESIGN §11 first-load budget).
 */
interface QueryCacheHandle {
  clear(): void;
  invalidateQueries(): Promise<void>;
}

let handle: QueryCacheHandle | null = null;

/** Called once by lib/query-client when the query library loads. */
export function registerQueryCache(cache: QueryCacheHandle): void {
  handle = cache;
}

/** Forgets every cached answer (logout, a new session): spec §4. */
export function clearCachedData(): void {
  handle?.clear();
}

/** Refetches what is on screen, e.g. server texts after a language switch. */
export async function refreshCachedData(): Promise<void> {
  await handle?.invalidateQueries();
}
