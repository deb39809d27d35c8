import { Container, Stack, Text, Title } from "@mantine/core";
import { PARTNERS } from "../../../content/partners";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./landing.module.css";

/** Spec §2: the seven partners, with the marks we drew for them (content/partners.ts). */
export function PartnersSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="landing-partners-title">
      <Container size="lg">
        <Stack gap="xs" mb="xl" ta="center" align="center">
          <Title order={2} id="landing-partners-title">
            {t("landing.partners.title")}
          </Title>
          <Text c="dimmed" maw={640}>
            {t("landing.partners.text")}
          </Text>
        </Stack>
        <ul className={classes.partnersGrid}>
          {PARTNERS.map((partner) => (
            <li key={partner.id} className={`${classes.card} ${classes.partner}`}>
              {/* The name is written beside the mark, so the image adds nothing to read out. Below
                  the fold, the marks wait their turn after the page's styles and scripts. */}
              <img
                src={partner.logo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className={classes.partnerLogo}
              />
              <Text fw={600} size="sm">
                {partner.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`landing.partners.kinds.${partner.kind}`)}
              </Text>
            </li>
          ))}
        </ul>
        <Text size="xs" c="dimmed" ta="center" mt="md">
          {t("landing.partners.note")}
        </Text>
      </Container>
    </section>
  );
}
