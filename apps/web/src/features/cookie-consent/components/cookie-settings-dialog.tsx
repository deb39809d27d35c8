// A rare, modal screen: it takes the whole Mantine style set (Modal, Switch, Divider...).
import "@mantine/core/styles.layer.css";
import "../ui-texts";
import { Button, Divider, Group, Modal, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { CONSENT_MONTHS } from "../../../content/facts";
import { useTranslation } from "../../../lib/use-translation";
import { getConsent, setConsent } from "../consent-store";
import { closeCookieSettings } from "../settings-request";

/** Spec §2 cookie settings: technical cookies always on, third-party ones by choice. */
export function CookieSettingsDialog() {
  const { t } = useTranslation();
  const [thirdParty, setThirdParty] = useState(getConsent() === "accepted");

  const save = (accepted: boolean) => {
    setConsent(accepted ? "accepted" : "refused");
    closeCookieSettings();
  };

  return (
    <Modal
      opened
      onClose={closeCookieSettings}
      title={t("cookieConsent.settings.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t("cookieConsent.settings.intro", { months: CONSENT_MONTHS })}</Text>
        <Switch
          checked
          disabled
          label={`${t("cookieConsent.settings.technical")} (${t("cookieConsent.settings.alwaysOn")})`}
          description={t("cookieConsent.settings.technicalText")}
        />
        <Switch
          checked={thirdParty}
          onChange={(event) => setThirdParty(event.currentTarget.checked)}
          label={t("cookieConsent.settings.thirdParty")}
          description={t("cookieConsent.settings.thirdPartyText")}
        />
        <Divider />
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button variant="default" onClick={() => save(false)}>
              {t("cookieConsent.settings.refuseAll")}
            </Button>
            <Button variant="default" onClick={() => save(true)}>
              {t("cookieConsent.settings.acceptAll")}
            </Button>
          </Group>
          <Button onClick={() => save(thirdParty)}>{t("cookieConsent.settings.save")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
