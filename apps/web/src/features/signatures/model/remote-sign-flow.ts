import type { RemoteSignCredential, SignedCopyReport } from "@app/contracts";

/**
 * The steps of a remote signature (issue 46 §1): sign in to the provider, choose the certificate,
 * authorise with PIN (and OTP), signed. PIN and OTP are never part of this state: they live in
 * the authorise step's own fields only, and go when it does.
 */
export type RemoteSignStep =
  /**
   * `expired`: the ten-minute session with the provider ended, so the signer is back here;
   * `oauthFailure`: the sign-in on an OAuth provider's page came back without a session.
   */
  | { step: "provider"; expired: boolean; oauthFailure?: OAuthFailure }
  | { step: "credential"; session: string }
  | { step: "authorise"; session: string; credential: RemoteSignCredential }
  | { step: "signed"; report: SignedCopyReport };

export type RemoteSignEvent =
  | { type: "signedIn"; session: string }
  | { type: "chose"; credential: RemoteSignCredential }
  | { type: "changeCredential" }
  | { type: "signInAgain" }
  | { type: "sessionExpired" }
  | { type: "signed"; report: SignedCopyReport };

/** How an OAuth provider's sign-in came back (the server's `#remote_sign_error=`). */
export type OAuthFailure = "access_denied" | "failed";
/** What the address's fragment brought back from an OAuth provider's page. */
export type OAuthReturn = { session: string } | { failure: OAuthFailure };

export const firstStep = (back: OAuthReturn | null): RemoteSignStep =>
  back === null
    ? { step: "provider", expired: false }
    : "session" in back
      ? { step: "credential", session: back.session }
      : { step: "provider", expired: false, oauthFailure: back.failure };

export function nextStep(state: RemoteSignStep, event: RemoteSignEvent): RemoteSignStep {
  switch (event.type) {
    case "signedIn":
      return { step: "credential", session: event.session };
    case "chose":
      return state.step === "credential"
        ? { ...state, step: "authorise", credential: event.credential }
        : state;
    case "changeCredential":
      return state.step === "authorise" ? { step: "credential", session: state.session } : state;
    case "signInAgain":
      return { step: "provider", expired: false };
    case "sessionExpired":
      return state.step === "signed" ? state : { step: "provider", expired: true };
    case "signed":
      return { step: "signed", report: event.report };
  }
}

/**
 * Whether the signer may sign with this certificate here: on the invitee's page, one whose
 * codice fiscale is not the invitation's is refused by the server, so it is never choosable.
 */
export const isChoosable = (credential: RemoteSignCredential): boolean =>
  credential.fiscal_code_matches !== false;

/**
 * The certificate chosen before the signer picks, among the choosable ones: the one last used
 * with this provider (`preferred`), else the only one, else none.
 */
export function preselectedCredential(credentials: readonly RemoteSignCredential[]): string | null {
  const choosable = credentials.filter(isChoosable);
  const preferred = choosable.find((credential) => credential.preferred);
  if (preferred) return preferred.credential_id;
  return choosable.length === 1 ? (choosable[0]?.credential_id ?? null) : null;
}

/**
 * What an OAuth provider's sign-in came back with: the server redirects to the page with
 * `#session=…&provider=…`, or `#remote_sign_error=access_denied|failed`, in the fragment (never
 * sent to any server, nor kept in the history once read). Any other error is a failed sign-in.
 */
export function oauthReturnOfFragment(hash: string): OAuthReturn | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const session = fragment.get("session")?.trim();
  if (session) return { session };
  const error = fragment.get("remote_sign_error");
  if (error === null) return null;
  return { failure: error === "access_denied" ? "access_denied" : "failed" };
}
