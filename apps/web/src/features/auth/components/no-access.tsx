import { Button } from "@mantine/core";
import { IconLock, IconLogout } from "@tabler/icons-react";
import { Link } from "react-router";
import { StatusPage } from "../../../components/status-page";
import { useTranslation } from "../../../lib/use-translation";

/** Shown to signed-in users whose account has neither role an area needs (spec §2: "blocked"). */
export function NoAccess({ logoutPath }: { logoutPath: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      color="orange"
      title={t("auth.noAccess.title")}
      text={t("auth.noAccess.text")}
      actions={
        <Button component={Link} to={logoutPath} leftSection={<IconLogout size={18} aria-hidden />}>
          {t("auth.logout")}
        </Button>
      }
    />
  );
}
