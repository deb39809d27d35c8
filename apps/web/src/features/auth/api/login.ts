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

/**
 * Signs in; with two-factor on the answer is a challenge (`mfa_token`) and no session starts yet.
 * A failure shows the error notification with the response body (spec §8).
 */
export function useLoginMutation(area: LoginArea) {
  return useMutation({
    mutationFn: (body: CustomerLoginBody) => postLogin(area, body),
    onSuccess: (answer, body) => {
      if ("token" in answer) startSession(answer.token, body.rememberMe);
    },
  });
}

/** The login's second step (issue 35): a code of the app or a recovery code. */
export function useMfaVerifyMutation(rememberMe: boolean) {
  return useMutation({
    mutationFn: (body: MfaVerifyBody) => api.post<LoginResponse>("/api/account/mfa/verify/", body),
    onSuccess: ({ token }) => startSession(token, rememberMe),
  });
}
