import { Button, Container, Group } from "@mantine/core";
import { IconAlertTriangle, IconLogout, IconRefresh } from "@tabler/icons-react";
import { Link, useRouteError } from "react-router";
import { StatusPage } from "../components/status-page";
import { useTranslation } from "../lib/use-translation";
import { SessionRestoreError } from "./guards/session-restore-error";
import { paths } from "./paths";

/**
 * Shown when a route cannot load (spec §8: a failed current-user load stops the navigation)
 * (`restore.session.error`) or a screen crashes. The detail goes to the console, never to the user.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const isSessionRestore = error instanceof SessionRestoreError;
  return (
    <Container size="sm">
      <StatusPage
        icon={<IconAlertTriangle size={36} />}
        color="red"
        title={isSessionRestore ? t("restore.session.error") : t("errors.unexpected.title")}
        text={isSessionRestore ? t("restore.session.errorText") : t("errors.unexpected.text")}
        actions={
          <Group justify="center">
            <Button
              onClick={() => window.location.reload()}
              leftSection={<IconRefresh size={18} aria-hidden />}
            >
              {t("errors.reload")}
            </Button>
            {isSessionRestore && (
              <Button
                variant="default"
                component={Link}
                to={paths["customer-logout"]}
                leftSection={<IconLogout size={18} aria-hidden />}
              >
                {t("auth.logout")}
              </Button>
            )}
          </Group>
        }
      />
    </Container>
  );
}
