import { Anchor } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { openCookieSettings } from "../settings-request";

/** The footer's "Cookie settings" entry, styled like the footer links (Garante: reachable from every page). */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  return (
    <Anchor component="button" type="button" size="sm" c="dimmed" onClick={openCookieSettings}>
      {t("cookieConsent.settings.open")}
    </Anchor>
  );
}
