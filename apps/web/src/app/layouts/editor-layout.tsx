import { AppShell, Burger, Button, Container, Group, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconLogout } from "@tabler/icons-react";
import { Link, Outlet, useLoaderData } from "react-router";
import { BrandLink } from "../../components/brand-link";
import { LanguageSwitch } from "../../components/language-switch";
import { SkipLink } from "../../components/skip-link";
import { NoAccess } from "../../features/auth/components/no-access";
import { useCurrentUser } from "../../lib/current-user";
import { displayName } from "../../lib/display-name";
import { useTranslation } from "../../lib/use-translation";
import type { GuardData } from "../guards/loaders";
import { pathTo } from "../paths";
import { EditorSidebar } from "./editor-sidebar";
import { RouteBreadcrumbs } from "./route-breadcrumbs";

const MAIN_ID = "main-content";

/** Editor layout (spec §2): sidebar (editors only) and a navbar with the logout button. */
export function EditorLayout() {
  const { t } = useTranslation();
  const { blocked } = useLoaderData() as GuardData;
  const { data: user } = useCurrentUser();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const showSidebar = !blocked && user?.is_editor === true;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={showSidebar ? { width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened } } : undefined}
      padding="md"
    >
      <SkipLink targetId={MAIN_ID} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {showSidebar && (
              <Burger
                opened={navOpened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t("layout.toggleNav")}
              />
            )}
            <BrandLink to={pathTo("editor-home")} suffix={t("routes.editor-home")} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user && (
              <Text size="sm" c="dimmed" visibleFrom="sm" truncate maw={220}>
                {displayName(user)}
              </Text>
            )}
            <LanguageSwitch />
            <Button
              component={Link}
              to={pathTo("editor-logout")}
              variant="light"
              leftSection={<IconLogout size={18} aria-hidden />}
            >
              {t("auth.logout")}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {showSidebar && (
        <AppShell.Navbar p="sm">
          <EditorSidebar onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {blocked ? (
          <NoAccess logoutPath={pathTo("editor-logout")} />
        ) : (
          <Container size="xl" px={0}>
            <RouteBreadcrumbs />
            <Outlet />
          </Container>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
