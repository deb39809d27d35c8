import type { SignatureLevel, SignedCopyReport, SignerReport } from "@app/contracts";
import { ActionIcon, Badge, Group, List, Paper, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconDownload,
  IconTrash,
} from "@tabler/icons-react";
import { READABLE_ORANGE } from "../../../components/readable-alert";
import { notifyError } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadSignedCopy } from "../api/signature-api";
import type { SignatureVerdict } from "../model/signature-verdict";
import { certificateValidity, romeDateAndTime, signerSentence } from "../model/signer-words";

const VERDICT_ICON: Record<SignatureVerdict, { colour: string; icon: typeof IconCircleCheck }> = {
  valid: { colour: "green", icon: IconCircleCheck },
  warning: { colour: "orange", icon: IconAlertTriangle },
  failure: { colour: "red", icon: IconCircleX },
};
/** Text colours that keep AA contrast on white: amber warnings, red failures. */
const PROBLEM_COLOUR: Record<SignatureVerdict, string> = {
  valid: "var(--mantine-color-text)",
  warning: READABLE_ORANGE,
  failure: "var(--mantine-color-red-9)",
};

function SignerReportView({ signer, level }: { signer: SignerReport; level: SignatureLevel }) {
  const { t } = useTranslation();
  const { verdict, text } = signerSentence(signer, level, t);
  const { colour, icon: Icon } = VERDICT_ICON[verdict];
  const notes = [
    ...signer.problems,
    signer.revocation === "not_checked"
      ? t("signatures.signer.notRevocationChecked")
      : signer.revocation === "good"
        ? t("signatures.signer.revocationGood")
        : null,
  ].filter((line): line is string => line !== null);
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon color={colour} variant="light" radius="xl" aria-hidden>
        <Icon size={18} />
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600}>{text}</Text>
        <Text size="sm" c="dimmed">
          {certificateValidity(signer, t)}
        </Text>
        {notes.length > 0 && (
          <List size="sm" spacing={0}>
            {notes.map((line) => (
              <List.Item
                key={line}
                style={{ color: signer.problems.includes(line) ? PROBLEM_COLOUR[verdict] : undefined }}
              >
                {line}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Group>
  );
}

/** A signed copy kept with its verification report, in words (issue 45 §4). */
export function SignedCopyCard(props: {
  copy: SignedCopyReport;
  level: SignatureLevel;
  /** Without it, the report alone: the invitee's page, where the copy is not theirs to keep. */
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const { copy, level } = props;
  return (
    <Paper withBorder p="md" component="article" aria-label={copy.file_name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>{copy.file_name}</Text>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {t(`signatures.copies.${copy.format}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {t(
                  copy.signed_in_product ? "signatures.copies.signedHereAt" : "signatures.copies.uploadedAt",
                  romeDateAndTime(copy.date_create),
                )}
              </Text>
            </Group>
          </Stack>
          {props.onDelete && <CopyActions copy={copy} onDelete={props.onDelete} />}
        </Group>
        {copy.matches_frozen ? (
          <Text size="sm">{t("signatures.copies.matches")}</Text>
        ) : (
          <Text size="sm" fw={600} c="red.9">
            {t("signatures.copies.notMatching")}
          </Text>
        )}
        {copy.signers.map((signer) => (
          <SignerReportView
            // A signer signs a copy once per envelope: who and when tell the signatures apart.
            key={`${signer.fiscal_code ?? signer.name}-${signer.signed_at ?? signer.certificate_valid_from}`}
            signer={signer}
            level={level}
          />
        ))}
        <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
          {t("signatures.copies.sha256", { sha256: copy.sha256 })}
        </Text>
      </Stack>
    </Paper>
  );
}

function CopyActions({ copy, onDelete }: { copy: SignedCopyReport; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t("signatures.copies.download", { name: copy.file_name })}>
        <ActionIcon
          variant="subtle"
          aria-label={t("signatures.copies.download", { name: copy.file_name })}
          onClick={() => void downloadSignedCopy(copy).catch(notifyError)}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("signatures.copies.delete", { name: copy.file_name })}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t("signatures.copies.delete", { name: copy.file_name })}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
