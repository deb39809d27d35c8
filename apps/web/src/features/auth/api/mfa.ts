import type { MfaDisableBody, MfaEnableResponse, MfaSetupResponse } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ME_QUERY_KEY } from "../../../lib/current-user";
import { queryClient } from "../../../lib/query-client";

/**
 * Turning two-factor on or off changes what `me` says (and, for an editor, where they may go).
 * After enabling, the screen calls it once the recovery codes are saved, not before.
 */
export const refreshAfterMfaChange = () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });

/** A new secret and its `otpauth://` address, for the QR code. */
export function useMfaSetup() {
  return useMutation({ mutationFn: () => api.post<MfaSetupResponse>("/api/account/mfa/setup/", {}) });
}

/** Confirms the secret with a first code: answers the recovery codes, shown once. */
export function useMfaEnable() {
  return useMutation({
    mutationFn: (code: string) => api.post<MfaEnableResponse>("/api/account/mfa/enable/", { code }),
  });
}

export function useMfaDisable() {
  return useMutation({
    mutationFn: (body: MfaDisableBody) => api.post<void>("/api/account/mfa/disable/", body),
    onSuccess: refreshAfterMfaChange,
  });
}
