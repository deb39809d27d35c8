import type { ListResponse, WizardNode } from "@app/contracts";
import { useQueries } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS, CUSTOMER_BASE, catalogueKeys } from "./catalogue-keys";

export function fetchWizardRoots(signal?: AbortSignal): Promise<ListResponse<WizardNode>> {
  return api.get<ListResponse<WizardNode>>(`${CUSTOMER_BASE}/wizard/root-nodes-list/`, { signal });
}

export function fetchWizardChildren(id: number, signal?: AbortSignal): Promise<ListResponse<WizardNode>> {
  return api.get<ListResponse<WizardNode>>(`${CUSTOMER_BASE}/wizard/${id}/children-nodes-list/`, { signal });
}

export interface WizardLevels {
  /** `levels[0]`: the areas (roots); `levels[i]`: the answers below `path[i - 1]`. */
  levels: (WizardNode[] | undefined)[];
  /** Whether the call of each level failed (a failure matters only where the path gets stuck). */
  failed: boolean[];
  /** Asks again for the levels that failed. */
  retry: () => void;
}

/**
 * The levels a wizard path goes through, all requested at once: the ids come from the URL, so a
 * reload deep in the wizard does not wait for one answer after the other.
 */
export function useWizardLevels(path: readonly number[]): WizardLevels {
  return useQueries({
    queries: [
      {
        queryKey: catalogueKeys.wizardRoots(),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchWizardRoots(signal),
        staleTime: CATALOGUE_STALE_MS,
      },
      ...path.map((id) => ({
        queryKey: catalogueKeys.wizardChildren(id),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchWizardChildren(id, signal),
        staleTime: CATALOGUE_STALE_MS,
      })),
    ],
    combine: (results) => ({
      levels: results.map((result) => result.data?.results),
      failed: results.map((result) => result.isError),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
