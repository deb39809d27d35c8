import { Button } from "@mantine/core";
import { IconMapPinQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { StatusPage } from "../components/status-page";
import { useTranslation } from "../lib/use-translation";
import { pathTo } from "./paths";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMapPinQuestion size={36} />}
      title={t("errors.notFound.title")}
      text={t("errors.notFound.text")}
      actions={
        <Button component={Link} to={pathTo("landing-homepage")}>
          {t("common.backHome")}
        </Button>
      }
    />
  );
}
