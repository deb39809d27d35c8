import type {
  MfaDisableBody,
  MfaEnableResponse,
  MfaRecoveryCodesLeft,
  MfaRegenerateBody,
  MfaSetupResponse,
} from "@app/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
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

/** The fields the two-factor forms show the server's messages beside: no notice repeats them. */
export const MFA_PROOF_FIELDS = ["password", "code"] as const;

/** Confirms the secret with a first code: answers the recovery codes, shown once. */
export function useMfaEnable() {
  return useMutation({
    mutationFn: (code: string) => api.post<MfaEnableResponse>("/api/account/mfa/enable/", { code }),
    meta: { inlineFields: MFA_PROOF_FIELDS },
  });
}

/** Turns it off, with the password and a current code. */
export function useMfaDisable() {
  return useMutation({
    mutationFn: (body: MfaDisableBody) => api.post<void>("/api/account/mfa/disable/", body),
    meta: { inlineFields: MFA_PROOF_FIELDS },
    onSuccess: refreshAfterMfaChange,
  });
}

const RECOVERY_CODES = "/api/account/mfa/recovery-codes/";
const RECOVERY_CODES_KEY = ["account", "mfa", "recovery-codes"] as const;

/** How many recovery codes are left (issue 44): asked only while two-factor is on. */
export function useRecoveryCodesLeft(enabled: boolean) {
  return useQuery({
    queryKey: RECOVERY_CODES_KEY,
    queryFn: ({ signal }) => api.get<MfaRecoveryCodesLeft>(RECOVERY_CODES, { signal }),
    enabled,
  });
}

/** Ten new recovery codes in place of the old ones, with the password and a current code. */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (body: MfaRegenerateBody) =>
      api.post<MfaEnableResponse>(`${RECOVERY_CODES}regenerate/`, body),
    meta: { inlineFields: MFA_PROOF_FIELDS },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_KEY }),
  });
}
