import type { AgreementDetail } from "@app/contracts";
import { Button, Group, List, Text } from "@mantine/core";
import { IconDownload, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useId, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadFrozen, useFreeze, useUnfreeze } from "../api/signature-api";
import { ConfirmDialog } from "./confirm-dialog";
import { PanelSection } from "./panel-section";

interface FreezeSectionProps {
  agreement: AgreementDetail;
  frozen: boolean;
  /** Why it cannot be frozen now (incomplete, unsaved changes), or null. */
  blockedBy: string | null;
}

/** Freeze the text for signature, download it to sign, or reopen it for changes (issue 45 §1). */
export function FreezeSection({ agreement, frozen, blockedBy }: FreezeSectionProps) {
  const { t } = useTranslation();
  const freeze = useFreeze();
  const unfreeze = useUnfreeze();
  const [asking, setAsking] = useState(false);
  const hintId = useId();

  if (!frozen)
    return (
      <PanelSection title={t("signatures.open.title")} intro={t("signatures.open.text")}>
        <Group>
          <Button
            leftSection={<IconLock size={16} aria-hidden />}
            aria-disabled={blockedBy ? true : undefined}
            data-disabled={blockedBy ? true : undefined}
            aria-describedby={blockedBy ? hintId : undefined}
            loading={freeze.isPending}
            onClick={() => {
              if (blockedBy) return;
              freeze.mutate(agreement.id, {
                onSuccess: () => notifySuccess(t("signatures.open.frozenNotice")),
              });
            }}
          >
            {t("signatures.open.freeze")}
          </Button>
          {blockedBy && (
            <Text id={hintId} size="sm" c="dimmed">
              {blockedBy}
            </Text>
          )}
        </Group>
      </PanelSection>
    );

  return (
    <PanelSection title={t("signatures.frozen.title")}>
      <List size="sm" spacing={4}>
        <List.Item>{t("signatures.frozen.howTo1")}</List.Item>
        <List.Item>{t("signatures.frozen.howTo2")}</List.Item>
      </List>
      <Group>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadFrozen(agreement.id, `${agreement.title}.pdf`).catch(notifyError)}
        >
          {t("signatures.frozen.download")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {t("signatures.frozen.reopen")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t("signatures.frozen.reopenTitle")}
        text={t("signatures.frozen.reopenText")}
        confirmLabel={t("signatures.frozen.reopenConfirm")}
        pending={unfreeze.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          unfreeze.mutate(agreement.id, {
            onSuccess: () => {
              setAsking(false);
              notifySuccess(t("signatures.frozen.reopened"));
            },
          })
        }
      />
    </PanelSection>
  );
}
