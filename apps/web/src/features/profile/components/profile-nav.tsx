import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

const SECTIONS = [
  ["people", "customer-profile-profile-list"],
  ["company", "customer-profile-company-list"],
  ["licences", "customer-profile-licence-list"],
  ["subscription", "customer-profile-subscription"],
  ["security", "customer-profile-security"],
  ["pec", "customer-profile-pec"],
  ["myData", "customer-profile-my-data"],
] as const;

/** The profile area's sections (spec §2 `profile/`): links, the current one marked. */
export function ProfileNav({ active }: { active: (typeof SECTIONS)[number][0] }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap="xs" aria-label={t("profile.nav.label")} mb="sm">
      {SECTIONS.map(([key, route]) => (
        <Button
          key={key}
          component={Link}
          to={pathTo(route)}
          variant={key === active ? "filled" : "default"}
          size="sm"
          aria-current={key === active ? "page" : undefined}
        >
          {t(`profile.nav.${key}`)}
        </Button>
      ))}
    </Group>
  );
}
