import type { AgreementSummary, ListResponse } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** How many agreements the customer has saved: a one-row page is enough to read `count`. */
export function useAgreementCount(enabled: boolean) {
  return useQuery({
    queryKey: ["agreement", "customer", "count"],
    queryFn: ({ signal }) =>
      api.get<ListResponse<AgreementSummary>>("/api/agreement/customer/agreement/list/", {
        query: { per_page: 1 },
        signal,
      }),
    select: (page) => page.count,
    enabled,
  });
}
