import { Button, Container, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./cta-bar.module.css";
import { ExternalButton } from "./external-button";

interface CtaBarProps {
  findOutMorePath: string;
  /** From configuration; a missing URL hides its button rather than leaving a dead link. */
  shopUrl: string | null;
  appointmentUrl: string | null;
}

/** Short labels on phones, so the three actions fit one row; the full ones from tablets up. */
function Label({ full, short }: { full: string; short: string }) {
  return (
    <>
      <Text span inherit visibleFrom="sm">
        {full}
      </Text>
      <Text span inherit hiddenFrom="sm">
        {short}
      </Text>
    </>
  );
}

/** Spec §2: the home's fixed call-to-action bar (how it works, subscribe online, request an appointment). */
export function CtaBar({ findOutMorePath, shopUrl, appointmentUrl }: CtaBarProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.bar} aria-label={t("landing.cta.label")} data-testid="cta-bar">
      <Container size="lg">
        <Group justify="center" gap="sm" wrap="nowrap" className={classes.actions}>
          <Text className={classes.label} visibleFrom="md" mr="sm">
            {t("landing.cta.label")}
          </Text>
          <Button component={Link} to={findOutMorePath} variant="default" size="sm">
            <Label full={t("landing.cta.howItWorks")} short={t("landing.cta.howItWorksShort")} />
          </Button>
          {shopUrl && (
            <ExternalButton href={shopUrl} size="sm">
              <Label full={t("landing.cta.subscribe")} short={t("landing.cta.subscribeShort")} />
            </ExternalButton>
          )}
          {appointmentUrl && (
            <ExternalButton href={appointmentUrl} size="sm" variant="light">
              <Label full={t("landing.cta.appointment")} short={t("landing.cta.appointmentShort")} />
            </ExternalButton>
          )}
        </Group>
      </Container>
    </section>
  );
}
