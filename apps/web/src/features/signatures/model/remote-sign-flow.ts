import type { RemoteSignCredential, SignedCopyReport } from "@app/contracts";

/**
 * The steps of a remote signature (issue 46 §1): sign in to the provider, choose the certificate,
 * authorise with PIN (and OTP), signed. PIN and OTP are never part of this state: they live in
 * the authorise step's own fields only, and go when it does.
 */
export type RemoteSignStep =
  /** `expired`: the ten-minute session with the provider ended, so the signer is back here. */
  | { step: "provider"; expired: boolean }
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

export const firstStep = (session: string | null): RemoteSignStep =>
  session ? { step: "credential", session } : { step: "provider", expired: false };

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
 * The certificate chosen before the signer picks: the one the provider's account marks as
 * preferred (remembered per user, once the server gives `preferred`), else the only one.
 */
export function preselectedCredential(credentials: readonly RemoteSignCredential[]): string | null {
  const preferred = credentials.find(
    (credential) => (credential as { preferred?: boolean }).preferred === true,
  );
  if (preferred) return preferred.credential_id;
  return credentials.length === 1 ? (credentials[0]?.credential_id ?? null) : null;
}

/**
 * The session an OAuth provider's sign-in came back with: the server redirects to the page with
 * `#session=…` in the fragment (never sent to any server, nor kept in the history once read).
 */
export function sessionOfFragment(hash: string): string | null {
  const session = new URLSearchParams(hash.replace(/^#/, "")).get("session")?.trim();
  return session ? session : null;
}
