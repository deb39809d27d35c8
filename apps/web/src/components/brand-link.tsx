import { Group, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Logo and product name, linking to the given home. `logo={false}` (demo mode, spec §1) keeps
 * the name alone, shown at every width.
 */
export function BrandLink({ to, suffix, logo = true }: { to: string; suffix?: string; logo?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t("common.goHome", { name: t("app.name") })} miw={0}>
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
          {suffix && (
            <Text span fw={500} c="dimmed" size="sm" ml={8} visibleFrom="xs">
              {suffix}
            </Text>
          )}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
