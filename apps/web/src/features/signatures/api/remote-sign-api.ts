import type {
  RemoteSignAuthorize,
  RemoteSignCredential,
  RemoteSignProvider,
  RemoteSignRequest,
  RemoteSignSession,
  SignedCopyReport,
} from "@app/contracts";
import { pathTo } from "../../../app/paths";
import { api } from "../../../lib/api-client";

/**
 * The calls of a remote signature (issue 46), the same for the contract's owner and for an invitee
 * signing from the link's page: the one flow (`remote-sign-flow.tsx`) takes either set.
 * A provider's outage comes back as 502/504: the flow says it, it is not this server's maintenance.
 */
export interface RemoteSignCalls {
  /** Tells one signer's cached answers (the providers) from another's. */
  scope: string;
  providers: () => Promise<RemoteSignProvider[]>;
  login: (body: { provider: string; username: string; password: string }) => Promise<RemoteSignSession>;
  /**
   * The OAuth provider's sign-in page to send the browser to; it comes back to this signer's page
   * with `#session=` (or `#remote_sign_error=`). Asked as JSON: the owner's call needs its token.
   */
  authorize: (provider: string) => Promise<string>;
  credentials: (session: string) => Promise<RemoteSignCredential[]>;
  sendOtp: (body: { session: string; credential_id: string }) => Promise<void>;
  sign: (body: RemoteSignRequest) => Promise<SignedCopyReport>;
}

const upstream = { saysUpstreamFailure: true } as const;

/**
 * The calls under one base: `remote-sign/providers|login|credentials|send-otp|authorize/`.
 * `returnTo`: the page an OAuth sign-in comes back to, when it is not the server's default.
 */
function remoteSignCalls(base: string, signPath: string, returnTo?: string): RemoteSignCalls {
  return {
    scope: base,
    providers: () => api.get<RemoteSignProvider[]>(`${base}/remote-sign/providers/`, upstream),
    login: (body) => api.post<RemoteSignSession>(`${base}/remote-sign/login/`, body, upstream),
    authorize: async (provider) => {
      // The API client asks for JSON: the server answers `{location}` rather than a 302.
      const { location } = await api.get<RemoteSignAuthorize>(`${base}/remote-sign/authorize/`, {
        ...upstream,
        query: { provider, return: returnTo },
      });
      return location;
    },
    credentials: (session) =>
      api.get<RemoteSignCredential[]>(`${base}/remote-sign/credentials/`, {
        ...upstream,
        query: { session },
      }),
    sendOtp: (body) => api.post<void>(`${base}/remote-sign/send-otp/`, body, upstream),
    sign: (body) => api.post<SignedCopyReport>(signPath, body, upstream),
  };
}

const CUSTOMER_BASE = "/api/agreement/customer";

/**
 * The contract's «Firme» tab: where the owner's OAuth sign-in comes back to, the dialog open. The
 * editor's own address, not `…/edit`, whose redirect to its first screen would drop the fragment
 * that carries the session.
 */
export const ownerRemoteSignReturn = (agreementId: number): string =>
  pathTo("customer-agreement-agreement-edit-customize-agreement", { id: agreementId }, { tab: "signatures" });

/** The owner signs their own frozen contract. */
export const ownerRemoteSignCalls = (agreementId: number): RemoteSignCalls =>
  remoteSignCalls(
    CUSTOMER_BASE,
    `${CUSTOMER_BASE}/agreement/remote-sign/${agreementId}/`,
    ownerRemoteSignReturn(agreementId),
  );

export const publicSigningBase = (token: string) => `/api/sign/${encodeURIComponent(token)}`;

/**
 * The invitee signs from the link's page: every call by the link's token, no sign-in; an OAuth
 * sign-in comes back to `/firma/{token}`, the server's default.
 */
export const publicRemoteSignCalls = (token: string): RemoteSignCalls =>
  remoteSignCalls(publicSigningBase(token), `${publicSigningBase(token)}/remote-sign/`);
