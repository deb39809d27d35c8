import "../landing-styles";
import "../page-texts";
import buildTarget from "virtual:build-target";
import { List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBrowser, IconDeviceDesktop, IconHeadset, IconSettings } from "@tabler/icons-react";
import { routeTitleKey } from "../../../app/route-meta";
import { SUPPORT_HOURS } from "../../../content/facts";
import { useTranslation } from "../../../lib/use-translation";
import { MINIMUM_SCREEN, supportedBrowsers } from "../browser-support";
import { InfoCard } from "../components/info-card";
import { usePageDescription } from "../hooks/use-page-description";

// Derived from the build itself: the spec's IE 11 list described an older build (spec §9).
const BROWSERS = supportedBrowsers(buildTarget);

/** Spec §2, §9: browsers, screen, settings and support hours. */
export function TechnicalRequirementsPage() {
  const { t } = useTranslation();
  usePageDescription(t("landing.meta.landing-technical-requirements"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t(routeTitleKey("landing-technical-requirements"))}</Title>
      <Text size="lg">{t("landing.techReq.intro")}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <InfoCard icon={<IconBrowser size={22} />} title={t("landing.techReq.browsersTitle")}>
          <List spacing={4} data-testid="supported-browsers">
            {BROWSERS.map(({ browser, version }) => (
              <List.Item key={browser}>
                {t("landing.techReq.browserVersion", {
                  browser: t(`landing.techReq.browsers.${browser}`),
                  version,
                })}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t("landing.techReq.browsersText")}
          </Text>
        </InfoCard>
        <InfoCard icon={<IconDeviceDesktop size={22} />} title={t("landing.techReq.screenTitle")}>
          <Text>{t("landing.techReq.screenText", MINIMUM_SCREEN)}</Text>
        </InfoCard>
        <InfoCard icon={<IconSettings size={22} />} title={t("landing.techReq.settingsTitle")}>
          <List spacing={4}>
            <List.Item>{t("landing.techReq.cookies")}</List.Item>
            <List.Item>{t("landing.techReq.javascript")}</List.Item>
          </List>
        </InfoCard>
        <InfoCard icon={<IconHeadset size={22} />} title={t("landing.techReq.supportTitle")}>
          <Text>{t("landing.techReq.supportText", SUPPORT_HOURS)}</Text>
        </InfoCard>
      </SimpleGrid>
    </Stack>
  );
}
