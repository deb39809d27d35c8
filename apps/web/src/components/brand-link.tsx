import { Group, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../lib/use-translation";

/**
 * Logo and product name, linking to the given home. `logo={false}` (demo mode, spec §1) keeps
 * the name alone, shown at every width.
 */
export function BrandLink({ to, suffix, logo = true }: { to: string; suffix?: string; logo?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={to}
      // The name says what the link shows, the suffix too («Contratti Online Redazione»), then where it goes.
      aria-label={t("common.goHome", { name: suffix ? `${t("app.name")} ${suffix}` : t("app.name") })}
      miw={0}
    >
      <Group gap={10} wrap="nowrap" miw={0}>
        {logo && <img src="/favicon.svg" alt="" width={32} height={32} data-testid="brand-logo" />}
        {/* On phones the logo alone leaves room for the language and account controls. */}
        <Text
          fw={700}
          fz={logo ? "lg" : { base: "sm", xs: "lg" }}
          lh={1.2}
          c="indigo.9"
          // Without the logo the name shows on phones too, on two lines if the controls need room.
          style={{ whiteSpace: logo ? "nowrap" : undefined }}
          visibleFrom={logo ? "xs" : undefined}
        >
          {t("app.name")}
          {/* A space of the name's own text, not of the suffix's: axe, as a reader, trims an
              element's text, and would read «Contratti OnlineRedazione» against the label. */}
          {suffix && " "}
          {suffix && (
            <Text span fw={500} c="dimmed" size="sm" ml={4} visibleFrom="xs">
              {suffix}
            </Text>
          )}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
