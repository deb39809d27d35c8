import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import type { Plan } from "../../../content/plans";
import { useTranslation } from "../../../lib/use-translation";
import { ExternalButton } from "./external-button";

interface PlanCardProps {
  plan: Plan;
  /** The shop (config SHOP_URL); without it the card offers the contacts page instead. */
  shopUrl: string | null;
  contactsPath: string;
}

/** One subscription of the pricing page: name, price, Best Buy badge, features, subscribe. */
export function PlanCard({ plan, shopUrl, contactsPath }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const name = t(`landing.pricing.plans.${plan.id}.name`);
  // Spec §9: currency amounts show exactly two decimals.
  const price = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR" }).format(
    plan.monthlyPrice,
  );
  const titleId = `plan-${plan.id}`;

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="xl"
      shadow={plan.bestBuy ? "md" : undefined}
      style={plan.bestBuy ? { borderColor: "var(--mantine-color-indigo-8)", borderWidth: 2 } : undefined}
      data-testid={`plan-${plan.id}`}
      pos="relative"
    >
      <Stack gap="md" h="100%">
        {plan.bestBuy && (
          // On the card's top edge, so the three cards keep their titles aligned.
          <Badge
            // A deep orange: white text on it keeps a 5.4:1 contrast (WCAG AA).
            color="#b8450d"
            variant="filled"
            size="lg"
            pos="absolute"
            top={-14}
            left="50%"
            style={{ transform: "translateX(-50%)" }}
          >
            {t("landing.pricing.bestBuy")}
          </Badge>
        )}
        <Title order={2} size="h3" id={titleId} mih={{ md: 58 }}>
          {name}
        </Title>
        <Text c="dimmed" mih={{ md: 48 }}>
          {t(`landing.pricing.plans.${plan.id}.description`)}
        </Text>
        <Group gap={6} align="baseline">
          <Text fz={36} fw={700} lh={1}>
            {price}
          </Text>
          <Text c="dimmed">{t("landing.pricing.perMonth")}</Text>
        </Group>
        <List
          aria-label={t("landing.pricing.includes", { plan: name })}
          spacing="xs"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={20} radius="xl" color="teal.9" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{t(`landing.pricing.features.${feature}`)}</List.Item>
          ))}
        </List>
        {shopUrl ? (
          <ExternalButton href={shopUrl} fullWidth size="md" variant={plan.bestBuy ? "filled" : "light"}>
            {/* Three "Subscribe" links: the hidden name says which plan each one buys. */}
            <span aria-hidden>{t("landing.pricing.subscribe")}</span>
            <VisuallyHidden>{t("landing.pricing.subscribeTo", { plan: name })}</VisuallyHidden>
          </ExternalButton>
        ) : (
          <Button component={Link} to={contactsPath} fullWidth size="md" variant="light">
            {t("landing.pricing.contactUs")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
