import type { Me } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { ApiError } from "./api-error";
import { queryClient } from "./query-client";
import { getToken } from "./token-store";
import { useToken } from "./use-token";

export { useToken };

export const ME_QUERY_KEY = ["account", "me"] as const;

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => api.get<Me>("/api/account/me/", { signal }),
  staleTime: 60_000,
});

/** The signed-in user, or undefined while signed out or loading. */
export function useCurrentUser() {
  const token = useToken();
  return useQuery({ ...meQueryOptions, enabled: token !== null });
}

/**
 * The signed-in user for route loaders: null when there is no token or the server refused it
 * (the 401 handler has already cleared it). Other failures propagate: the route shows its error.
 */
export async function loadSessionUser(): Promise<Me | null> {
  if (!getToken()) return null;
  try {
    return await queryClient.fetchQuery(meQueryOptions);
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) return null;
    throw error;
  }
}
