import "../landing-styles";
import "../page-texts";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { PLANS } from "../../../content/plans";
import { useGlobalConfigSnapshot } from "../../../lib/global-config-store";
import { useTranslation } from "../../../lib/use-translation";
import { PlanCard } from "../components/plan-card";
import { usePageDescription } from "../hooks/use-page-description";

/** Spec §2 pricing (visitors only: the route sends signed-in users home). */
export function PricingPage() {
  const { t } = useTranslation();
  usePageDescription(t("landing.meta.landing-pricing"));
  const shopUrl = useGlobalConfigSnapshot()?.frontend.SHOP_URL ?? null;
  return (
    <Stack gap="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{t(routeTitleKey("landing-pricing"))}</Title>
        <Text size="lg" c="dimmed" maw={640}>
          {t("landing.pricing.intro")}
        </Text>
        {!shopUrl && <Text maw={640}>{t("landing.pricing.noShop")}</Text>}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} shopUrl={shopUrl} contactsPath={pathTo("landing-contacts")} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
