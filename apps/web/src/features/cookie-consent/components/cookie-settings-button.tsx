import { Button } from "@mantine/core";
import { IconCookie } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";
import { openCookieSettings } from "../settings-request";

/** Spec §2 cookie page: opens the cookie settings dialog. */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <div>
      <Button onClick={openCookieSettings} leftSection={<IconCookie size={18} aria-hidden />}>
        {t("cookieConsent.settings.open")}
      </Button>
    </div>
  );
}
