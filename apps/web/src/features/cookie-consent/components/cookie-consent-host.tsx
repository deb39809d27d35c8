import { lazy, Suspense, useEffect } from "react";
import { useConsent } from "../consent-store";
import { useCookieSettingsOpen } from "../settings-request";
import { isTagManagerId, isTagManagerLoaded, loadTagManager, unloadTagManager } from "../tag-manager";

// Both are needed only on a first visit or on request: they load after the page.
const CookieBanner = lazy(() => import("./cookie-banner").then((m) => ({ default: m.CookieBanner })));
const CookieSettingsDialog = lazy(() =>
  import("./cookie-settings-dialog").then((m) => ({ default: m.CookieSettingsDialog })),
);

/**
 * Applies the visitor's cookie choice (spec §2): the tag manager of the configuration loads
 * only once it is accepted, and a withdrawal removes it. The banner asks on the first visit
 * when there is a third-party tag to ask about; the settings dialog opens on request.
 */
export function CookieConsentHost({ tagManagerId }: { tagManagerId: string | null }) {
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const hasTags = tagManagerId !== null && isTagManagerId(tagManagerId);

  useEffect(() => {
    if (!hasTags) return;
    if (consent === "accepted") loadTagManager(tagManagerId);
    else if (consent === "refused" && isTagManagerLoaded()) {
      unloadTagManager();
      // Tags that already ran keep running until the page is gone.
      window.location.reload();
    }
  }, [consent, hasTags, tagManagerId]);

  return (
    <>
      {hasTags && consent === null && !settingsOpen && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog />
        </Suspense>
      )}
    </>
  );
}
