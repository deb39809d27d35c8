import { createHash, randomBytes } from "node:crypto";
import type { CscProvider } from "../../../config/config.schema";
import { createSecretBox } from "../../../platform/auth/secret-box";
import { createCscClient } from "../../../platform/csc/csc-client";
import { AppError } from "../../../platform/http/app-error";
import type { RemoteSessions, RemoteSigner } from "./remote-session";

/** Where the provider sends the browser back (the same for the owner and an invitee). */
export const OAUTH_CALLBACK_PATH = "/api/remote-sign/callback/";

/** How long the signer may take on the provider's page. */
const STATE_MS = 10 * 60 * 1000;

/** What the sealed `state` carries through the provider and back. */
interface StateContent {
  u?: number;
  i?: number;
  /** The provider's name. */
  p: string;
  /** The web page to go back to (a path of this site). */
  r: string;
  /** PKCE's code verifier: sealed, so the provider never reads it before the exchange. */
  v: string;
  /** Expiry, epoch milliseconds. */
  e: number;
}

/** A path of this site only (never `//host` or a scheme): the callback must not be an open redirect. */
export function isLocalPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\#]*$/.test(path) && path.length <= 500;
}

/**
 * OAuth 2.0 authorization code sign-in to an `oauth: true` provider (issue 46 §2): the browser
 * goes to the provider with a `state` sealed like the session (decision 0032) — whose it is,
 * which provider, where to come back, PKCE's verifier, ten minutes — and the callback, which no
 * bearer token reaches, trusts that state alone. It exchanges the code with the client's secret
 * and sends the browser back with the same sealed session `remote-sign/login/` gives, in the
 * URL's fragment, which never reaches a server or its logs.
 */
export function createRemoteOauth(deps: {
  providers: CscProvider[];
  timeoutMs: number;
  sessions: RemoteSessions;
  serverSecret: string;
  publicUrl: string;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const box = createSecretBox(deps.serverSecret, { salt: "contratti-remote-sign", info: "csc-oauth-state" });
  const site = deps.publicUrl.replace(/\/+$/, "");
  const redirectUri = `${site}${OAUTH_CALLBACK_PATH}`;
  const byName = new Map(deps.providers.map((provider) => [provider.name, provider]));

  function clientFor(name: string) {
    const provider = byName.get(name);
    if (!provider) throw AppError.field("provider", "remote_sign_provider_unknown");
    return createCscClient(provider, { timeoutMs: deps.timeoutMs });
  }

  function opened(state: string): StateContent {
    let content: StateContent;
    try {
      content = JSON.parse(box.open(state)) as StateContent;
    } catch {
      throw AppError.field("state", "remote_sign_oauth_state_invalid");
    }
    if (content.e <= now() || typeof content.p !== "string" || !isLocalPath(content.r))
      throw AppError.field("state", "remote_sign_oauth_state_invalid");
    return content;
  }

  const back = (path: string, fragment: Record<string, string>) =>
    `${site}${path}#${new URLSearchParams(fragment)}`;

  return {
    /** The provider's sign-in page for this signer, to come back to `returnTo`. */
    start(signer: RemoteSigner, provider: string, returnTo: string): string {
      const client = clientFor(provider);
      if (!client.provider.oauth) throw AppError.field("provider", "remote_sign_provider_not_oauth");
      if (!isLocalPath(returnTo)) throw AppError.field("return", "remote_sign_return_invalid");
      const verifier = randomBytes(32).toString("base64url");
      const bound = "userId" in signer ? { u: signer.userId } : { i: signer.inviteId };
      const content: StateContent = { ...bound, p: provider, r: returnTo, v: verifier, e: now() + STATE_MS };
      return client.authorizeUrl({
        redirectUri,
        state: box.seal(JSON.stringify(content)),
        codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
      });
    },

    /**
     * The provider's answer: the page the signer came from, with `#session=…&provider=…`, or
     * with `#remote_sign_error=…` (`access_denied` when they cancelled, `failed` otherwise).
     * A state that is not ours, or too old, is a 400: there is nowhere known to go back to.
     */
    async finish(query: { state: string; code?: string | undefined; error?: string | undefined }) {
      const content = opened(query.state);
      const signer: RemoteSigner =
        content.u !== undefined ? { userId: content.u } : { inviteId: content.i ?? 0 };
      if (query.error || !query.code)
        return back(content.r, {
          remote_sign_error: query.error === "access_denied" ? "access_denied" : "failed",
        });
      try {
        const { accessToken, expiresIn } = await clientFor(content.p).exchangeCode({
          code: query.code,
          redirectUri,
          codeVerifier: content.v,
        });
        const session = deps.sessions.seal(signer, content.p, accessToken, expiresIn);
        return back(content.r, { session, provider: content.p });
      } catch {
        // The provider's words stay with it: the page says the sign-in did not succeed.
        return back(content.r, { remote_sign_error: "failed" });
      }
    },
  };
}

export type RemoteOauth = ReturnType<typeof createRemoteOauth>;
