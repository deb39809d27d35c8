import { Container, Text, Title } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./landing.module.css";

/** Spec §2: the intro under the hero, saying what the product is. */
export function IntroSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="landing-intro-title">
      <Container size="md" ta={{ base: "left", sm: "center" }}>
        <Title order={2} id="landing-intro-title" mb="md">
          {t("landing.intro.title")}
        </Title>
        <Text size="lg">{t("landing.intro.text")}</Text>
      </Container>
    </section>
  );
}
