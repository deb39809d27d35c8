import { Container, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./landing.module.css";

const POINTS = ["law", "new", "news"] as const;

/** Spec §2: the frequent-updates block. */
export function UpdatesSection() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="landing-updates-title">
      <Container size="md">
        <div className={classes.card} style={{ padding: "var(--mantine-spacing-xl)" }}>
          <Title order={2} id="landing-updates-title" mb="sm">
            {t("landing.updates.title")}
          </Title>
          <Text c="dimmed">{t("landing.updates.text")}</Text>
          <ul className={classes.checkList}>
            {POINTS.map((point) => (
              <li key={point}>
                <span className={classes.check} aria-hidden>
                  <IconCheck size={14} />
                </span>
                <Text span>{t(`landing.updates.points.${point}`)}</Text>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
