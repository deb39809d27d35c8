import { createSecretBox } from "../../../platform/auth/secret-box";
import { AppError } from "../../../platform/http/app-error";

/** How long a signer's session with a provider lives here (issue 46 §2), whatever the provider's. */
export const REMOTE_SESSION_MS = 10 * 60 * 1000;

/** Who a session belongs to: a customer, or the invitee of one invitation (by its id). */
export type RemoteSigner = { userId: number } | { inviteId: number };

interface SessionContent {
  /** The provider's name in CSC_PROVIDERS. */
  p: string;
  /** The provider's access token. */
  t: string;
  u?: number;
  i?: number;
  /** Expiry, epoch milliseconds. */
  e: number;
}

/**
 * The signer's session with a provider, sealed (decision 0032): AES-256-GCM under a key derived
 * from SECRET_KEY, so it is stored nowhere, any instance behind the load balancer opens it, and
 * the client holding it can neither read the access token in it nor change whose it is.
 */
export function createRemoteSessions(serverSecret: string, now: () => number = Date.now) {
  const box = createSecretBox(serverSecret, { salt: "contratti-remote-sign", info: "csc-session" });
  const bound = (signer: RemoteSigner) =>
    "userId" in signer ? { u: signer.userId } : { i: signer.inviteId };
  return {
    seal(signer: RemoteSigner, provider: string, accessToken: string, providerExpiresInSeconds: number) {
      const expires = now() + Math.min(REMOTE_SESSION_MS, Math.max(0, providerExpiresInSeconds) * 1000);
      const content: SessionContent = { p: provider, t: accessToken, ...bound(signer), e: expires };
      return box.seal(JSON.stringify(content));
    },
    /** The provider and its token; anything else (expired, forged, someone else's) is a 400. */
    open(sealed: string, signer: RemoteSigner): { provider: string; accessToken: string } {
      let content: SessionContent;
      try {
        content = JSON.parse(box.open(sealed)) as SessionContent;
      } catch {
        throw AppError.field("session", "remote_sign_session_invalid");
      }
      const owner = bound(signer);
      const mine = "u" in owner ? content.u === owner.u : content.i === owner.i;
      if (!mine || content.e <= now() || typeof content.t !== "string")
        throw AppError.field("session", "remote_sign_session_invalid");
      return { provider: content.p, accessToken: content.t };
    },
  };
}

export type RemoteSessions = ReturnType<typeof createRemoteSessions>;
