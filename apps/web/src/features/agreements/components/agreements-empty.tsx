import { IconFileText } from "@tabler/icons-react";
import { pathTo } from "../../../app/paths";
import { ResourceEmptyState } from "../../../components/resource-empty-state";
import { useTranslation } from "../../../lib/use-translation";

/** No agreements yet (spec §8 empty state), with the way to the catalogue. */
export function AgreementsEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ResourceEmptyState
      icon={<IconFileText size={30} />}
      title={t("agreements.empty.title")}
      text={t("agreements.empty.text")}
      action={{ label: t("agreements.empty.cta"), to: pathTo("customer-agreement-template-list") }}
      compact={compact}
    />
  );
}
