import { Container, Stack, Text, Title } from "@mantine/core";
import { IconFileDownload, IconFileText, IconListCheck, IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./landing.module.css";

const FEATURES: readonly { key: string; icon: ReactNode }[] = [
  { key: "templates", icon: <IconFileText size={24} aria-hidden /> },
  { key: "guided", icon: <IconListCheck size={24} aria-hidden /> },
  { key: "search", icon: <IconSearch size={24} aria-hidden /> },
  { key: "outputs", icon: <IconFileDownload size={24} aria-hidden /> },
];

/** Spec §2: the four features of the home. */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="landing-features-title">
      <Container size="lg">
        <Title order={2} id="landing-features-title" ta="center" mb="xl">
          {t("landing.features.title")}
        </Title>
        <div className={classes.featuresGrid}>
          {FEATURES.map(({ key, icon }) => (
            <Stack key={key} gap="sm">
              <span className={classes.featureIcon} aria-hidden>
                {icon}
              </span>
              <Title order={3} size="h4">
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.features.${key}.text`)}</Text>
            </Stack>
          ))}
        </div>
      </Container>
    </section>
  );
}
