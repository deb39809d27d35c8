import type {
  AgreementCreateBody,
  AgreementDetail,
  AgreementStatus,
  AgreementUpdateBody,
} from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { AGREEMENT_BASE, AGREEMENTS_PREFIX, editorKeys } from "./editor-keys";

export type SaveRequest =
  | { kind: "create"; body: AgreementCreateBody }
  | { kind: "update"; id: number; body: AgreementUpdateBody };

/**
 * Saves the draft: created the first time, partially updated afterwards. The answer becomes the
 * cached detail (so the edit screen opens on it at once) and every agreement list refreshes.
 */
export function useSaveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest) =>
      request.kind === "create"
        ? api.post<AgreementDetail>(`${AGREEMENT_BASE}/create/`, request.body)
        : api.put<AgreementDetail>(`${AGREEMENT_BASE}/partial-update/${request.id}/`, request.body),
    onSuccess: (detail) => {
      queryClient.setQueryData(editorKeys.agreement(detail.id), detail);
      void queryClient.invalidateQueries({
        queryKey: AGREEMENTS_PREFIX,
        predicate: (query) => query.queryKey[2] !== "detail",
      });
    },
  });
}

/** Draft, Ready, Public, Completed (spec §4); the server refuses all but Draft (409) while the contract is incomplete. */
export function useSetAgreementStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AgreementStatus }) =>
      api.patch<AgreementDetail>(`${AGREEMENT_BASE}/set-status/${id}/`, { status }),
    onSuccess: (detail) => {
      queryClient.setQueryData(editorKeys.agreement(detail.id), detail);
      void queryClient.invalidateQueries({
        queryKey: AGREEMENTS_PREFIX,
        predicate: (query) => query.queryKey[2] !== "detail",
      });
    },
  });
}
