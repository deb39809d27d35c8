import { Button } from "@mantine/core";
import { IconFileUnknown } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../lib/use-translation";
import { StatusPage } from "./status-page";

/** Where the state leads: a link (the screen's list), or an action (closing a dialog or a window). */
export type NotFoundWayBack = { to: string; label?: string } | { onClick: () => void; label?: string };

/**
 * The one state of every detail and edit route whose item the server does not know or does not
 * show this user (404), or whose address carries no id (lib/route-id `useItemMissing`): a title,
 * a sentence and the way back, never a form. In a dialog it is the dialog's body.
 */
export function NotFoundState({ back, inDialog = false }: { back: NotFoundWayBack; inDialog?: boolean }) {
  const { t } = useTranslation();
  const label = back.label ?? t(inDialog ? "common.close" : "itemState.back");
  return (
    <StatusPage
      icon={<IconFileUnknown size={36} />}
      title={t("itemState.missingTitle")}
      text={t("itemState.missingText")}
      headingOrder={inDialog ? 2 : 1}
      actions={
        "to" in back ? (
          <Button component={Link} to={back.to}>
            {label}
          </Button>
        ) : (
          <Button onClick={back.onClick}>{label}</Button>
        )
      }
    />
  );
}
