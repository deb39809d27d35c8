import { Box, Loader, VisuallyHidden } from "@mantine/core";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { getPendingRequests, subscribePendingRequests } from "../lib/loading-tracker";
import { useTranslation } from "../lib/use-translation";

/** Quick answers never flash the overlay: it appears only when waiting lasts this long. */
const SHOW_AFTER_MS = 250;

/** Spec §2 loading overlay: covers the page while calls (other than the excluded ones) or route changes run. */
export function GlobalLoadingOverlay() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(subscribePendingRequests, getPendingRequests, () => 0);
  const navigation = useNavigation();
  const busy = pending > 0 || navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <>
      <div aria-live="polite">{visible && <VisuallyHidden>{t("common.loading")}</VisuallyHidden>}</div>
      {visible && (
        <Box
          pos="fixed"
          inset={0}
          data-testid="loading-overlay"
          style={{
            zIndex: 1000,
            display: "grid",
            placeItems: "center",
            background: "color-mix(in srgb, var(--mantine-color-body) 60%, transparent)",
          }}
        >
          <Loader aria-hidden />
        </Box>
      )}
    </>
  );
}
