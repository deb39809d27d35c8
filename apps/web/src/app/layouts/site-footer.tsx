import { Anchor, Container, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { CookieSettingsLink } from "../../features/cookie-consent/components/cookie-settings-link";
import { useTranslation } from "../../lib/use-translation";
import { pathTo, type RouteName } from "../paths";
import { routeTitleKey } from "../route-meta";

const FOOTER_LINKS: readonly RouteName[] = [
  "landing-contacts",
  "landing-technical-requirements",
  "landing-privacy-policy",
  "landing-cookie",
  "landing-social-policy",
  "landing-legal-notices",
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Container size="xl" component="footer" pt="lg" pb="lg" w="100%">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t("layout.copyright", { year: new Date().getFullYear() })}
        </Text>
        <Group gap="md" component="nav" aria-label={t("layout.footerNav")}>
          {FOOTER_LINKS.map((name) => (
            <Anchor key={name} component={Link} to={pathTo(name)} size="sm" c="dimmed">
              {t(routeTitleKey(name))}
            </Anchor>
          ))}
          {/* Garante guidelines: the cookie choice can be changed from every page. */}
          <CookieSettingsLink />
        </Group>
      </Group>
    </Container>
  );
}
