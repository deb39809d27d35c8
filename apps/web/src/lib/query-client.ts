import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError, NETWORK_ERROR_STATUS } from "./api-error";
import { registerQueryCache } from "./cached-data";
import { successNoticesOutdated } from "./notice-registry";
import { notifyErrorExcept } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /**
       * The caller shows the server's answer itself (a form's fields and its alert, a dialog). A
       * failure that is no answer of the API (a fault of the app) is notified all the same.
       */
      silentError?: boolean;
      /**
       * The keys of the error body the form shows beside its fields: the notification leaves
       * them out, and raises none when they were all the failure said (issue 44).
       */
      inlineFields?: readonly string[];
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
  // Spec §8: a failed action shows the 'Operation failed' notification with what the answer
  // says, unless the screen says it already.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      successNoticesOutdated();
      if (mutation.meta?.silentError && error instanceof ApiError) return;
      notifyErrorExcept(error, mutation.meta?.inlineFields ?? []);
    },
  }),
});

// Lets the first-load code (root loader, API events, language switch) reach this cache.
registerQueryCache(queryClient);
