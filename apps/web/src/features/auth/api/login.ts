import type { CustomerLoginBody, LoginAnswer, LoginResponse, MfaVerifyBody } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { setToken } from "../../../lib/token-store";

export type LoginArea = "customer" | "editor";

/** Editors sign in through their own endpoint (spec §6). */
const LOGIN_PATHS: Record<LoginArea, string> = {
  customer: "/api/account/customer/login/",
  editor: "/api-token-auth/login/",
};

export function postLogin(area: LoginArea, body: CustomerLoginBody): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(LOGIN_PATHS[area], body);
}

/** Starts the new session: nothing cached for a previous user may survive into it. */
function startSession(token: string, rememberMe: boolean) {
  queryClient.clear();
  setToken(token, rememberMe);
}

/** The fields the login form shows the server's messages beside: no notice repeats them. */
export const LOGIN_FIELDS = ["username", "password"] as const;

/**
 * Signs in; with two-factor on the answer is a challenge (`mfa_token`) and no session starts yet.
 * A refusal of no field (wrong credentials, too many attempts) is the error notification (spec §8).
 */
export function useLoginMutation(area: LoginArea) {
  return useMutation({
    mutationFn: (body: CustomerLoginBody) => postLogin(area, body),
    meta: { inlineFields: LOGIN_FIELDS },
    onSuccess: (answer, body) => {
      if ("token" in answer) startSession(answer.token, body.rememberMe);
    },
  });
}

/** The login's second step (issue 35): a code of the app or a recovery code, said beside its field. */
export function useMfaVerifyMutation(rememberMe: boolean) {
  return useMutation({
    mutationFn: (body: MfaVerifyBody) => api.post<LoginResponse>("/api/account/mfa/verify/", body),
    meta: { inlineFields: ["code", "recovery_code"] },
    onSuccess: ({ token }) => startSession(token, rememberMe),
  });
}
