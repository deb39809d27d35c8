import type { AgreementDetail } from "@app/contracts";
import { Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useId, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadFrozen, useFreeze, useUnfreeze } from "../api/signature-api";
import { ConfirmDialog } from "./confirm-dialog";

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
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t("signatures.open.title")}
          </Title>
          <Text size="sm">{t("signatures.open.text")}</Text>
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
        </Stack>
      </Paper>
    );

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t("signatures.frozen.title")}
        </Title>
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
      </Stack>
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
    </Paper>
  );
}
