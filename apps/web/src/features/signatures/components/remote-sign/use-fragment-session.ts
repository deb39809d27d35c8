import { useState } from "react";
import { type OAuthReturn, oauthReturnOfFragment } from "../../model/remote-sign-flow";

/**
 * What an OAuth provider's sign-in brought back in the address's fragment (`#session=` or
 * `#remote_sign_error=`), read once and taken out of the address at once: the session must not
 * stay in the history or a bookmark, and a failure is said once, not at every reload.
 */
export function useFragmentSession(): OAuthReturn | null {
  const [back] = useState(() => {
    if (typeof window === "undefined") return null;
    const found = oauthReturnOfFragment(window.location.hash);
    if (found)
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    return found;
  });
  return back;
}
