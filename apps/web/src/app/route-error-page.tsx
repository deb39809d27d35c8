import { Button, Container } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { StatusPage } from "../components/status-page";

/**
 * Shown when a route cannot load (spec §8: a failed current-user load stops the navigation)
 * or a screen crashes. The detail goes to the console, never to the user.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <Container size="sm">
      <StatusPage
        icon={<IconAlertTriangle size={36} />}
        color="red"
        title={t("errors.unexpected.title")}
        text={t("errors.unexpected.text")}
        actions={
          <Button
            onClick={() => window.location.reload()}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            {t("errors.reload")}
          </Button>
        }
      />
    </Container>
  );
}
