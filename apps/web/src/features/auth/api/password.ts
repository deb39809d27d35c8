import type { DetailResponse, PasswordResetBody, PasswordResetConfirmBody } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Sends the reset link; the server answers the same whether the address exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) => api.post<DetailResponse>("/rest-auth/password/reset/", body),
  });
}

/** Sets the new password with the single-use token from the e-mailed link. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      api.post<DetailResponse>("/rest-auth/password/reset/confirm/", body),
  });
}
