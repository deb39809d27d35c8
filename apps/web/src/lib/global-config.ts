import type { GlobalConfig } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** Spec §7: fetched before each route; a minute of caching keeps that from costing a call per click. */
export const globalConfigQueryOptions = queryOptions({
  queryKey: ["global-config"],
  queryFn: ({ signal }) => api.get<GlobalConfig>("/api/get-global-config/", { signal }),
  staleTime: 60_000,
});

export function useGlobalConfig() {
  return useQuery(globalConfigQueryOptions);
}
