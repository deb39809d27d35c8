import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconLogin2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useCurrentUser } from "../../../lib/current-user";

/** Landing home (spec §2). The full landing page (partners, features, call-to-action bar) comes later. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const areaPath = user?.is_customer
    ? pathTo("customer-home")
    : user?.is_editor
      ? pathTo("editor-home")
      : null;

  return (
    <Container size="md" py={{ base: 48, sm: 96 }}>
      <Stack gap="lg" align="flex-start">
        <Text tt="uppercase" fw={700} c="indigo.7" size="sm">
          {t("landing.hero.eyebrow")}
        </Text>
        <Title order={1} fz={{ base: 36, sm: 52 }} lh={1.1}>
          {t("app.name")}
        </Title>
        <Text size="xl" c="dimmed" maw={620}>
          {t("app.tagline")}
        </Text>
        <Group>
          {areaPath ? (
            <Button
              component={Link}
              to={areaPath}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t("landing.hero.goToArea")}
            </Button>
          ) : (
            <Button
              component={Link}
              to={pathTo("customer-login")}
              size="md"
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              {t("auth.signIn")}
            </Button>
          )}
          <Button component={Link} to={pathTo("landing-find-out-more")} size="md" variant="default">
            {t("routes.landing-find-out-more")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
