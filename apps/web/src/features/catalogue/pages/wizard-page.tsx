import { Stack } from "@mantine/core";
import { pathTo } from "../../../app/paths";
import { routeTitleKey } from "../../../app/route-meta";
import { GuidedWizard } from "../../../components/guided-path/guided-wizard";
import type { WizardSource } from "../../../components/guided-path/use-wizard-levels";
import { formatWizardPath, WIZARD_PATH_PARAM } from "../../../components/guided-path/wizard-path";
import { useTranslation } from "../../../lib/use-translation";
import { CATALOGUE_STALE_MS, CUSTOMER_BASE, catalogueKeys } from "../api/catalogue-keys";
import { CatalogueActionBar } from "../components/catalogue-action-bar";
import { CataloguePageHeader } from "../components/catalogue-page-header";
import { WizardResult } from "../components/wizard-result";

const CONTRACT_WIZARD: WizardSource = {
  base: `${CUSTOMER_BASE}/wizard`,
  key: [...catalogueKeys.all, "wizard"],
  staleTime: CATALOGUE_STALE_MS,
};

const wizardHref = (path: readonly number[]) =>
  pathTo("customer-agreement-wizard-list", {}, { [WIZARD_PATH_PARAM]: formatWizardPath(path) });

/**
 * `customer-agreement-wizard-list` (spec §2 guided search): choose the area, then answer one
 * question at a time until a leaf lists the matching templates.
 */
export function WizardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <CatalogueActionBar active={{ wizard: true }} compact />
      <CataloguePageHeader title={t(routeTitleKey("customer-agreement-wizard-list"))}>
        {t("catalogue.wizard.intro")}
      </CataloguePageHeader>
      <GuidedWizard
        source={CONTRACT_WIZARD}
        hrefFor={wizardHref}
        areaQuestion={t("catalogue.wizard.areaQuestion")}
        resultTitle={t("catalogue.wizard.resultTitle")}
        renderResult={(leaf, labelledBy) => (
          <WizardResult templates={leaf.templates} labelledBy={labelledBy} />
        )}
      />
    </Stack>
  );
}
