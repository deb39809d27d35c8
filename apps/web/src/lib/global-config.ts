import type { GlobalConfig } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchGlobalConfig } from "./global-config-store";

/**
 * Spec §7: fetched before each route; a minute of caching keeps that from costing a call per
 * click. Reads through lib/global-config-store, which the root loader fills first.
 */
export const globalConfigQueryOptions = queryOptions({
  queryKey: ["global-config"],
  queryFn: (): Promise<GlobalConfig> => fetchGlobalConfig(),
  staleTime: 60_000,
});

export function useGlobalConfig() {
  return useQuery(globalConfigQueryOptions);
}
