import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./landing.module.css";

interface HeroSectionProps {
  findOutMorePath: string;
  /** Pricing for visitors; the customer area for a signed-in user. */
  secondary: { to: string; label: string };
}

/** The home's opening: who it is for, what it does, where to go next (spec §2). */
export function HeroSection({ findOutMorePath, secondary }: HeroSectionProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" className={classes.hero} aria-labelledby="landing-hero-title">
      <Container size="lg">
        <div className={classes.heroGrid}>
          <Stack gap="lg" align="flex-start">
            <Text tt="uppercase" fw={700} c="indigo.9" size="sm">
              {t("landing.hero.eyebrow")}
            </Text>
            <Title order={1} id="landing-hero-title" className={classes.heroTitle}>
              {t("landing.hero.title")}
            </Title>
            <Text size="xl" c="dimmed">
              {t("landing.hero.text")}
            </Text>
            <Group>
              <Button
                component={Link}
                to={findOutMorePath}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t("landing.hero.howItWorks")}
              </Button>
              <Button component={Link} to={secondary.to} size="md" variant="default">
                {secondary.label}
              </Button>
            </Group>
          </Stack>
          {/* A contract sketched in CSS beside the headline (wide screens only). */}
          <Box visibleFrom="md" aria-hidden>
            <div className={classes.sheet} />
          </Box>
        </div>
      </Container>
    </Box>
  );
}
