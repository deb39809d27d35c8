import type { PecSettings, PecSettingsBody, PecSettingsScope, PecSettingsTest } from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const BASE = "/api/profile/customer/pec-settings";
const ALL = ["profile", "customer", "pec-settings"] as const;
/** Without a scope: the mailbox the caller sends with (their own, else the firm's). */
const keyOf = (scope: PecSettingsScope | undefined) => [...ALL, scope ?? "in-use"] as const;

/** The PEC mailbox's settings (issue 47): never the password, only whether one is kept. */
export const usePecSettings = (scope?: PecSettingsScope) =>
  useQuery({
    queryKey: keyOf(scope),
    queryFn: ({ signal }) => api.get<PecSettings>(`${BASE}/`, { query: scope ? { scope } : {}, signal }),
  });

/** Saving and testing change `verified_at`: every scope's settings are read again. */
function useRefreshPecSettings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ALL });
}

/** The form says the server's messages beside its fields: no notification on top of them. */
export function useSavePecSettings() {
  const refresh = useRefreshPecSettings();
  return useMutation({
    mutationFn: (body: PecSettingsBody) => api.put<PecSettings>(`${BASE}/`, body),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

/** Logs in to the saved SMTP and IMAP servers; the answer says, in words, what each said. */
export function useTestPecSettings() {
  const refresh = useRefreshPecSettings();
  return useMutation({
    mutationFn: (scope: PecSettingsScope | undefined) =>
      api.post<PecSettingsTest>(`${BASE}/test/`, scope ? { scope } : {}),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}
