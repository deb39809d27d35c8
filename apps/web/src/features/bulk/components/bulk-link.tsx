import { ActionIcon, Tooltip } from "@mantine/core";
import { IconTableImport } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

/**
 * «Compilazione multipla» beside a template (its catalogue entry, its drafting screen's header),
 * composed in by the routes: the catalogue does not know this feature.
 */
export function BulkLink({ templateId, templateTitle }: { templateId: number; templateTitle?: string }) {
  const { t } = useTranslation();
  const label = templateTitle ? t("bulk.link.labelOf", { title: templateTitle }) : t("bulk.link.label");
  return (
    <Tooltip label={t("bulk.link.label")} withArrow>
      <ActionIcon
        component={Link}
        to={pathTo("customer-bulk", { idTemplate: templateId })}
        variant="subtle"
        size="md"
        aria-label={label}
      >
        <IconTableImport size={18} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
