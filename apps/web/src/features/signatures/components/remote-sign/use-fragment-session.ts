import { useState } from "react";
import { sessionOfFragment } from "../../model/remote-sign-flow";

/**
 * The session an OAuth provider's sign-in brought back in the address's fragment (`#session=`),
 * read once and taken out of the address at once: it must not stay in the history or a bookmark.
 */
export function useFragmentSession(): string | null {
  const [session] = useState(() => {
    if (typeof window === "undefined") return null;
    const found = sessionOfFragment(window.location.hash);
    if (found)
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    return found;
  });
  return session;
}
