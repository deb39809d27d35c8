import "../banner-styles";
import "../ui-texts";
import { Anchor, Button, CloseButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { setConsent } from "../consent-store";
import { openCookieSettings } from "../settings-request";
import classes from "./cookie-banner.module.css";

/**
 * First-visit banner. Accept and refuse have the same weight, and closing it refuses (Garante
 * guidelines of 10 June 2021). It does not block the page or steal the focus.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  return (
    <div className={classes.banner}>
      <Paper
        component="section"
        aria-labelledby="cookie-banner-title"
        className={classes.card}
        shadow="xl"
        withBorder
        radius="lg"
        p="lg"
        data-testid="cookie-banner"
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id="cookie-banner-title">
              {t("cookieConsent.banner.title")}
            </Title>
            <CloseButton aria-label={t("cookieConsent.banner.close")} onClick={() => setConsent("refused")} />
          </Group>
          <Text size="sm">
            {t("cookieConsent.banner.text")}{" "}
            <Anchor component={Link} to={pathTo("landing-cookie")} size="sm">
              {t("cookieConsent.banner.policy")}
            </Anchor>
          </Text>
          <Group gap="sm" justify="flex-end">
            <Button variant="subtle" onClick={openCookieSettings}>
              {t("cookieConsent.banner.settings")}
            </Button>
            <Button variant="default" onClick={() => setConsent("refused")}>
              {t("cookieConsent.banner.refuse")}
            </Button>
            <Button variant="default" onClick={() => setConsent("accepted")}>
              {t("cookieConsent.banner.accept")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
