import type { AgreementDetail } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { AGREEMENT_BASE, editorKeys } from "./editor-keys";

/** One saved agreement, whole (values, customised text). */
export function useAgreementDetail(id: number | null) {
  return useQuery({
    queryKey: editorKeys.agreement(id ?? 0),
    queryFn: ({ signal }) => api.get<AgreementDetail>(`${AGREEMENT_BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
    // The draft on screen is the user's: never refetch it behind their back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
  });
}
