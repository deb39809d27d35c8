import type { DetailResponse, PasswordResetBody, PasswordResetConfirmBody } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Sends the reset link; the server answers the same whether the address exists or not. */
/** The fields the reset forms show the server's messages beside: no notice repeats them. */
export const RESET_REQUEST_FIELDS = ["email"] as const;
export const RESET_CONFIRM_FIELDS = ["new_password1", "new_password2"] as const;

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) => api.post<DetailResponse>("/rest-auth/password/reset/", body),
    meta: { inlineFields: RESET_REQUEST_FIELDS },
  });
}

/** Sets the new password with the single-use token from the e-mailed link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      api.post<DetailResponse>("/rest-auth/password/reset/confirm/", body),
    meta: { inlineFields: RESET_CONFIRM_FIELDS },
  });
}
