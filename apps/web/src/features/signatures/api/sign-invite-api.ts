import type { SignInvite, SignInviteCreate } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const AGREEMENT_BASE = "/api/agreement/customer/agreement";
const inviteKeys = {
  list: (agreementId: number) => ["agreement", "customer", "sign-invites", agreementId] as const,
};

/** The invitations to sign a contract, newest first as the server lists them. */
export function useSignInvites(agreementId: number) {
  return useQuery({
    queryKey: inviteKeys.list(agreementId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ results: SignInvite[] }>(`${AGREEMENT_BASE}/sign-invite/list/${agreementId}/`, {
          signal,
        })
      ).results,
  });
}

/** Sends the invitation: the server e-mails the link, valid seven days. The form shows failures. */
export function useCreateSignInvite(agreementId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInviteCreate) =>
      api.post<{ id: number; expires_at: string }>(`${AGREEMENT_BASE}/sign-invite/${agreementId}/`, body),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: inviteKeys.list(agreementId) }),
  });
}

/** Revokes an invitation: its link stops opening anything at once. */
export function useRevokeSignInvite(agreementId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: number) => api.delete<void>(`${AGREEMENT_BASE}/sign-invite/destroy/${inviteId}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: inviteKeys.list(agreementId) }),
  });
}
