import { Anchor, Group } from "@mantine/core";
import { NavLink } from "react-router";
import { BrandLink } from "../../components/brand-link";
import { LanguageSwitch } from "../../components/language-switch";
import { useToken } from "../../lib/use-token";
import { useTranslation } from "../../lib/use-translation";
import { pathTo } from "../paths";
import { HeaderAccount } from "./header-account";

/** The customer/landing navbar. `showLogo` is off in demo mode (spec §1, ENABLE_DEMO). */
export function SiteHeader({ showLogo = true }: { showLogo?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <BrandLink to={pathTo("landing-homepage")} logo={showLogo} />
      <Group gap="lg" wrap="nowrap">
        <Group gap="md" visibleFrom="md" component="nav" aria-label={t("layout.mainNav")}>
          <Anchor component={NavLink} to={pathTo("landing-find-out-more")} c="dark" fw={500}>
            {t("routes.landing-find-out-more")}
          </Anchor>
          {!signedIn && (
            <Anchor component={NavLink} to={pathTo("landing-pricing")} c="dark" fw={500}>
              {t("routes.landing-pricing")}
            </Anchor>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <HeaderAccount />
        </Group>
      </Group>
    </Group>
  );
}
