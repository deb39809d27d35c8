import type { AgreementCompare, AgreementUpgrade } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const BASE = "/api/agreement/customer/agreement";
/** Under the agreements' prefix: an update refreshes the lists, the box and the detail too. */
const compareKey = (id: number) => ["agreement", "customer", "compare", id] as const;

/** The contract's version beside the template's newer one, clause by clause (issue 18). */
export function useAgreementCompare(id: number | null) {
  return useQuery({
    queryKey: compareKey(id ?? 0),
    queryFn: ({ signal }) => api.get<AgreementCompare>(`${BASE}/compare/${id}/`, { signal }),
    retry: false,
    enabled: id !== null,
  });
}

/** A new contract on the new version, with the values carried over; the old one stays. */
export function useUpgradeAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AgreementUpgrade>(`${BASE}/upgrade/${id}/`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["agreement", "customer"] }),
  });
}
