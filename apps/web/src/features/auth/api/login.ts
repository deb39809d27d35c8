import type { CustomerLoginBody, LoginResponse } from "@app/contracts";
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

export function postLogin(area: LoginArea, body: CustomerLoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>(LOGIN_PATHS[area], body);
}

/** Signs in and stores the token; a failure shows the error notification with the response body (spec §8). */
export function useLoginMutation(area: LoginArea) {
  return useMutation({
    mutationFn: (body: CustomerLoginBody) => postLogin(area, body),
    onSuccess: ({ token }, body) => {
      // Nothing cached for a previous user may survive into the new session.
      queryClient.clear();
      setToken(token, body.rememberMe);
    },
  });
}
