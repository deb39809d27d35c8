import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError, NETWORK_ERROR_STATUS } from "./api-error";
import { registerQueryCache } from "./cached-data";
import { notifyError } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The caller shows the failure itself (e.g. next to the fields); skip the notification. */
      silentError?: boolean;
    };
  }
}

/** Only a request that never got an answer is worth a second try; an HTTP error will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS && failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
  // Spec §8: a failed action shows the 'Operation failed' notification with the response body.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silentError) notifyError(error);
    },
  }),
});

// Lets the first-load code (root loader, API events, language switch) reach this cache.
registerQueryCache(queryClient);
