import type { AgreementDetail, SignatureLevel, SignedCopyReport } from "@app/contracts";
import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { isFrozenStatus } from "../../../lib/agreement-status";
import { notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { useDeleteSignedCopy, useSignedCopies } from "../api/signature-api";
import { partyCoverage } from "../model/signature-verdict";
import { FreezeSection } from "./freeze-section";
import { PartyProgress } from "./party-progress";
import { RemoteSignSection } from "./remote-sign/remote-sign-section";
import { SignInviteSection } from "./sign-invite-section";
import { SignatureLevelNote } from "./signature-level";
import { SignedCopyCard } from "./signed-copy-card";
import { SignedCopyDrop } from "./signed-copy-drop";

export interface SignaturePanelProps {
  agreement: AgreementDetail;
  level: SignatureLevel;
  isDirty: boolean;
  isValid: boolean;
}

/**
 * The «Firme» tab of a saved contract (issue 45): the level it needs, freeze and reopen, the
 * signed copies dropped in and their reports in words, the parties signed and missing; once
 * frozen, the remote signature and the invitations to sign (issue 46).
 */
export function SignaturePanel({ agreement, level, isDirty, isValid }: SignaturePanelProps) {
  const { t } = useTranslation();
  const frozen = isFrozenStatus(agreement.status);
  const copies = useSignedCopies(agreement.id);
  const remove = useDeleteSignedCopy();
  const [deleting, setDeleting] = useState<SignedCopyReport | null>(null);
  const blockedBy = !isValid
    ? t("signatures.open.incomplete")
    : isDirty
      ? t("signatures.open.unsaved")
      : null;
  const kept = copies.data ?? [];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t("signatures.heading")}
      </Title>
      <SignatureLevelNote level={level} />
      <FreezeSection agreement={agreement} frozen={frozen} blockedBy={blockedBy} />
      {frozen && (
        <>
          <RemoteSignSection agreementId={agreement.id} level={level} />
          <SignedCopyDrop agreementId={agreement.id} />
          <SignInviteSection agreementId={agreement.id} />
        </>
      )}
      {copies.isError ? (
        <LoadErrorAlert onRetry={() => void copies.refetch()} />
      ) : copies.isPending ? (
        <Skeleton height={80} />
      ) : (
        (frozen || kept.length > 0) && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t("signatures.copies.title")}
            </Title>
            <PartyProgress coverage={partyCoverage(kept, level)} copies={kept.length} />
            {kept.map((copy) => (
              <SignedCopyCard key={copy.id} copy={copy} level={level} onDelete={() => setDeleting(copy)} />
            ))}
          </Stack>
        )
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t("signatures.copies.deleteTitle")}
        confirmLabel={t("signatures.copies.deleteConfirm")}
        cancelLabel={t("signatures.frozen.cancel")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notifySuccess(t("signatures.copies.deleted"));
            },
          })
        }
      >
        <Text>{t("signatures.copies.deleteText", { name: deleting?.file_name ?? "" })}</Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
