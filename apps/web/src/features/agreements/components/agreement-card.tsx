import type { AgreementSummary } from "@app/contracts";
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import {
  IconCopy,
  IconDownload,
  IconEye,
  IconMail,
  IconMailShare,
  IconPencil,
  IconPrinter,
  IconSparkles,
  IconTrash,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { AGREEMENT_STATUS_COLOURS } from "../../../lib/agreement-status";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { LanguageFlag, ValidityDot } from "./agreement-parts";

/**
 * Download, print preview and e-mail (the documents feature), composed in by the route: features
 * never import each other.
 */
export interface AgreementDocumentActions {
  download: (agreement: AgreementSummary) => void;
  printPreview: (agreement: AgreementSummary) => void;
  sendEmail: (agreement: AgreementSummary) => void;
  /** «Invia via PEC» (issue 47): once sent, the agreement's «PEC» tab opens. */
  sendPec: (agreement: AgreementSummary) => void;
}

interface AgreementCardProps {
  agreement: AgreementSummary;
  documents: AgreementDocumentActions;
  onDuplicate: (agreement: AgreementSummary) => void;
  onDelete: (agreement: AgreementSummary) => void;
}

/** Where "edit" leads: the saved agreement on its compile tab. */
export function editPath(id: number): string {
  return `${pathTo("customer-agreement-agreement-edit-customize-agreement", { id })}?tab=compile`;
}

interface CardActionProps {
  label: string;
  icon: ReactNode;
  /** Why the action is unavailable: shown as its tooltip, and the action does nothing. */
  disabledHint?: string | null;
  to?: string;
  onClick?: () => void;
  color?: string;
}

function CardAction({ label, icon, disabledHint, to, onClick, color }: CardActionProps) {
  const disabled = Boolean(disabledHint);
  const common = {
    variant: "subtle" as const,
    color: color ?? "gray",
    size: "lg" as const,
    "aria-label": disabled ? `${label} (${disabledHint})` : label,
  };
  return (
    <Tooltip label={disabledHint ?? label}>
      {to && !disabled ? (
        <ActionIcon {...common} component={Link} to={to}>
          {icon}
        </ActionIcon>
      ) : (
        // Kept focusable when unavailable so the hint can be read (a disabled button cannot be).
        <ActionIcon
          {...common}
          aria-disabled={disabled || undefined}
          data-disabled={disabled || undefined}
          onClick={(e) => {
            if (disabled) e.preventDefault();
            else onClick?.();
          }}
        >
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** The Agreement card of spec §2. */
export function AgreementCard({ agreement, documents, onDuplicate, onDelete }: AgreementCardProps) {
  const { t } = useTranslation();
  const size = 18;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`agreement-${agreement.id}`}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
          <Group gap="sm" wrap="nowrap" align="baseline" miw={0}>
            <ValidityDot isValid={agreement.is_valid} />
            <Anchor
              component={Link}
              to={editPath(agreement.id)}
              fw={600}
              id={`agreement-${agreement.id}`}
              style={{ overflowWrap: "anywhere" }}
            >
              {agreement.title}
            </Anchor>
          </Group>
          <Badge variant="light" color={AGREEMENT_STATUS_COLOURS[agreement.status]} style={{ flex: "none" }}>
            {t(`agreements.status.${agreement.status}`)}
          </Badge>
        </Group>
        {agreement.template_title && (
          <Text size="sm" c="dimmed">
            {t("agreements.card.template")}:{" "}
            <span lang={agreement.template_language ?? undefined}>{agreement.template_title}</span>{" "}
            <LanguageFlag language={agreement.template_language} />
          </Text>
        )}
        {agreement.update_available && (
          // Issue 18: the editors revised the template; the comparison says what changed.
          <Badge
            component={Link}
            to={pathTo("customer-agreement-compare", { id: agreement.id })}
            variant="light"
            color="blue"
            leftSection={<IconSparkles size={14} aria-hidden />}
            aria-label={t("agreements.card.updateAvailableLabel", { title: agreement.title })}
            style={{ cursor: "pointer", alignSelf: "flex-start" }}
            data-testid="update-available"
          >
            {t("agreements.card.updateAvailable")}
          </Badge>
        )}
        <Group gap="md" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t("agreements.card.created", { date: formatDate(agreement.date_create) })} ·{" "}
            {t("agreements.card.modified", { date: formatDate(agreement.date_last_modify) })}
          </Text>
          <Group gap={2} role="group" aria-label={t("agreements.card.actions", { title: agreement.title })}>
            <CardAction
              label={t("agreements.card.edit")}
              icon={<IconPencil size={size} aria-hidden />}
              to={editPath(agreement.id)}
            />
            <CardAction
              label={t("agreements.card.preview")}
              icon={<IconEye size={size} aria-hidden />}
              to={pathTo("customer-agreement-agreement-edit-preview", { id: agreement.id })}
            />
            <CardAction
              label={t("agreements.card.download")}
              icon={<IconDownload size={size} aria-hidden />}
              // Spec §4: only a saved agreement downloads; one on this list always is.
              disabledHint={agreement.id ? null : t("agreements.card.downloadDisabled")}
              onClick={() => documents.download(agreement)}
            />
            <CardAction
              label={t("agreements.card.duplicate")}
              icon={<IconCopy size={size} aria-hidden />}
              onClick={() => onDuplicate(agreement)}
            />
            <CardAction
              label={t("agreements.card.printPreview")}
              icon={<IconPrinter size={size} aria-hidden />}
              disabledHint={agreement.is_valid ? null : t("agreements.card.printDisabled")}
              onClick={() => documents.printPreview(agreement)}
            />
            <CardAction
              label={t("agreements.card.sendEmail")}
              icon={<IconMail size={size} aria-hidden />}
              onClick={() => documents.sendEmail(agreement)}
            />
            <CardAction
              label={t("agreements.card.sendPec")}
              icon={<IconMailShare size={size} aria-hidden />}
              onClick={() => documents.sendPec(agreement)}
            />
            <CardAction
              label={t("agreements.card.delete")}
              icon={<IconTrash size={size} aria-hidden />}
              color="red"
              onClick={() => onDelete(agreement)}
            />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
