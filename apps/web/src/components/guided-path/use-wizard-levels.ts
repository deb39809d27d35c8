import type { ListResponse, WizardNode } from "@app/contracts";
import { useQueries } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** A wizard tree the customers walk: its base and where its answers are cached. */
export interface WizardSource {
  /** `/api/agreement/customer/wizard` or `/api/calculator/customer/wizard`. */
  base: string;
  /** The query-key prefix its levels are cached under. */
  key: readonly unknown[];
  /** How long a level is reused (the trees change only when editors publish). */
  staleTime: number;
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
export function useWizardLevels(source: WizardSource, path: readonly number[]): WizardLevels {
  return useQueries({
    queries: [
      {
        queryKey: [...source.key, "roots"],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<ListResponse<WizardNode>>(`${source.base}/root-nodes-list/`, { signal }),
        staleTime: source.staleTime,
      },
      ...path.map((id) => ({
        queryKey: [...source.key, id, "children"],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<ListResponse<WizardNode>>(`${source.base}/${id}/children-nodes-list/`, { signal }),
        staleTime: source.staleTime,
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
