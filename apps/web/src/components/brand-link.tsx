import { Group, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Logo and product name, linking to the given home. */
export function BrandLink({ to, suffix }: { to: string; suffix?: string }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={t("common.goHome", { name: t("app.name") })}>
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {/* On phones the logo alone leaves room for the language and account controls. */}
        <Text fw={700} size="lg" c="indigo.9" style={{ whiteSpace: "nowrap" }} visibleFrom="xs">
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
