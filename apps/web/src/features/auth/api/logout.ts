import type { DetailResponse } from "@app/contracts";
import { api, endSession } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { clearToken, getToken } from "../../../lib/token-store";

/**
 * Ends the session: revokes it on the server, then forgets the token and every cached
 * answer (spec §4). Local sign-out happens even when the server call fails, so a user is
 * never stuck signed in.
 */
export function logout(): Promise<void> {
  return endSession(async () => {
    // A list still loading when the session ends would come back 401 after the server forgets
    // the session: its answer is of no use any more. One started meanwhile waits (endSession).
    await queryClient.cancelQueries();
    if (getToken()) {
      try {
        await api.post<DetailResponse>("/api/account/customer/logout/", undefined, { endsSession: true });
      } catch (error) {
        console.warn("Logout call failed; signing out locally.", error);
      }
    }
    clearToken();
    queryClient.clear();
  });
}
