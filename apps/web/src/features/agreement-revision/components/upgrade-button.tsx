import type { AgreementUpgrade } from "@app/contracts";
import { Button, type ButtonProps } from "@mantine/core";
import { IconArrowUpRight } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useUpgradeAgreement } from "../api/revision-api";

/** What the new contract's screen is told on arrival: the fields to fill. */
export interface UpgradedState {
  upgradedFields: AgreementUpgrade["new_fields"];
}

/**
 * "Update to the new version": drafts the new contract, then opens its compile tab with the new
 * fields listed; the old contract stays as it was.
 */
export function UpgradeButton({ agreementId, ...props }: { agreementId: number } & ButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const upgrade = useUpgradeAgreement();
  return (
    <Button
      leftSection={<IconArrowUpRight size={18} aria-hidden />}
      loading={upgrade.isPending}
      onClick={() =>
        upgrade.mutate(agreementId, {
          onSuccess: (created) => {
            notifySuccess(t("agreementRevision.upgrade.done", { title: created.title }));
            const state: UpgradedState = { upgradedFields: created.new_fields };
            navigate(
              `${pathTo("customer-agreement-agreement-edit-customize-agreement", { id: created.id })}?tab=compile`,
              { state },
            );
          },
        })
      }
      {...props}
    >
      {t("agreementRevision.upgrade.action")}
    </Button>
  );
}
