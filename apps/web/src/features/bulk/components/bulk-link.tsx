import { ActionIcon, Tooltip } from "@mantine/core";
import { IconTableImport } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";

/**
 * «Compilazione multipla» beside a template (its catalogue entry, its drafting screen's header),
 * composed in by the routes: the catalogue does not know this feature. Named without the
 * template's title: it sits beside the template's own link, which gives it its context, and a
 * second link holding the title would answer every search for that link by name.
 */
export function BulkLink({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const label = t("bulk.link.label");
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
