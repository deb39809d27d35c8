import type { DetailResponse } from "@app/contracts";
import { api } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { clearToken, getToken } from "../../../lib/token-store";

/**
 * Ends the session: revokes it on the server, then forgets the token and every cached
 * answer (spec §4). Local sign-out happens even when the server call fails, so a user is
 * never stuck signed in.
 */
export async function logout(): Promise<void> {
  if (getToken()) {
    try {
      await api.post<DetailResponse>("/api/account/customer/logout/");
    } catch (error) {
      console.warn("Logout call failed; signing out locally.", error);
    }
  }
  clearToken();
  queryClient.clear();
}
