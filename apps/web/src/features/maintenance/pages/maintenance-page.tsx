import { Button } from "@mantine/core";
import { IconRefresh, IconTool } from "@tabler/icons-react";
import { pathTo } from "../../../app/paths";
import { StatusPage } from "../../../components/status-page";
import { useTranslation } from "../../../lib/use-translation";

/** Spec §2: shown when the server answers 405/500/502/504; whatever was loading is discarded. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconTool size={36} />}
      color="orange"
      title={t("maintenance.title")}
      text={t("maintenance.text")}
      actions={
        // A full load: the app starts over with fresh configuration and no stale data.
        <Button
          component="a"
          href={pathTo("landing-homepage")}
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          {t("common.retry")}
        </Button>
      }
    />
  );
}
