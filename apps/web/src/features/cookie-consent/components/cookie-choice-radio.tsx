import "../banner-styles";
import "../ui-texts";
import { Group, Paper, Radio } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { type ConsentChoice, parseConsent, setConsent, useConsent } from "../consent-store";

/** Spec §2 privacy page: the radio to accept or refuse third-party cookies (same choice as the banner). */
export function CookieChoiceRadio() {
  const { t } = useTranslation();
  const consent = useConsent();
  return (
    <Paper withBorder radius="md" p="md" data-testid="cookie-choice">
      <Radio.Group
        value={consent ?? ""}
        onChange={(value) => {
          const choice: ConsentChoice | null = parseConsent(value);
          if (choice) setConsent(choice);
        }}
        label={t("cookieConsent.choice.legend")}
        description={t("cookieConsent.choice.current", {
          choice: t(`cookieConsent.choice.${consent ?? "none"}`),
        })}
      >
        <Group mt="xs" gap="lg">
          <Radio value="accepted" label={t("cookieConsent.choice.accept")} />
          <Radio value="refused" label={t("cookieConsent.choice.refuse")} />
        </Group>
      </Radio.Group>
    </Paper>
  );
}
