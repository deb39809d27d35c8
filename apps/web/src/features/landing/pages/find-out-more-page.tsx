import "../landing-styles";
import "../page-texts";
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconDownload, IconPencil, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useGlobalConfigSnapshot } from "../../../lib/global-config-store";
import { useToken } from "../../../lib/use-token";
import { useTranslation } from "../../../lib/use-translation";
import { ExternalButton } from "../components/external-button";
import { usePageDescription } from "../hooks/use-page-description";

const STEPS: readonly { key: string; icon: ReactNode; points: readonly string[] }[] = [
  { key: "choose", icon: <IconSearch size={26} />, points: ["categories", "search", "wizard"] },
  { key: "compile", icon: <IconPencil size={26} />, points: ["fields", "preview", "addressBook"] },
  { key: "deliver", icon: <IconDownload size={26} />, points: ["formats", "print", "email"] },
];

/** Spec §2: the three-step presentation (choose, compile, download/share) with calls to action. */
export function FindOutMorePage() {
  const { t } = useTranslation();
  usePageDescription(t("landing.meta.landing-find-out-more"));
  const signedIn = useToken() !== null;
  const frontend = useGlobalConfigSnapshot()?.frontend;
  const shopUrl = frontend?.SHOP_URL ?? null;
  const appointmentUrl = frontend?.APPOINTMENT_REQUEST_URL ?? null;

  return (
    <Stack gap="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{t("landing.findOutMore.title")}</Title>
        <Text size="lg" c="dimmed" maw={640}>
          {t("landing.findOutMore.intro")}
        </Text>
      </Stack>
      <SimpleGrid
        component="ol"
        cols={{ base: 1, md: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {STEPS.map(({ key, icon, points }, index) => (
          <Paper component="li" key={key} withBorder radius="lg" p="xl">
            <Stack gap="md">
              <Group justify="space-between">
                <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
                  {icon}
                </ThemeIcon>
                <Badge variant="outline" size="lg">
                  {t("landing.findOutMore.step", { number: index + 1 })}
                </Badge>
              </Group>
              <Title order={2} size="h3">
                {t(`landing.findOutMore.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.findOutMore.${key}.text`)}</Text>
              <List
                spacing={6}
                icon={
                  <ThemeIcon size={20} radius="xl" color="teal.9" aria-hidden>
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{t(`landing.findOutMore.${key}.points.${point}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper radius="lg" p="xl" bg="indigo.0" component="section" aria-labelledby="find-out-more-cta">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="find-out-more-cta">
            {t("landing.findOutMore.ctaTitle")}
          </Title>
          <Text maw={560}>{t("landing.findOutMore.ctaText")}</Text>
          <Group justify="center">
            {!signedIn && (
              <Button component={Link} to={pathTo("landing-pricing")} size="md">
                {t("landing.findOutMore.pricing")}
              </Button>
            )}
            {shopUrl && (
              <ExternalButton href={shopUrl} size="md" variant={signedIn ? "filled" : "light"}>
                {t("landing.cta.subscribe")}
              </ExternalButton>
            )}
            {appointmentUrl ? (
              <ExternalButton href={appointmentUrl} size="md" variant="default">
                {t("landing.cta.appointment")}
              </ExternalButton>
            ) : (
              <Button component={Link} to={pathTo("landing-contacts")} size="md" variant="default">
                {t("landing.findOutMore.contacts")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
