import type { AgreementDetail, AgreementStatus, TemplateDetail } from "@app/contracts";
import { Badge, Button, Group, Menu, Paper, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconChevronDown, IconDeviceFloppy, IconPencil } from "@tabler/icons-react";
import { memo, type ReactNode } from "react";
import { MENU_PROPS } from "../../../components/menu-props";
import { AGREEMENT_STATUS_COLOURS, isFrozenStatus } from "../../../lib/agreement-status";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./agreement-editor.module.css";
import { ValidityIndicator } from "./validity-dot";

interface EditorHeaderProps {
  template: TemplateDetail;
  /** Null until the first save. */
  detail: AgreementDetail | null;
  title: string;
  titleError?: string;
  isValid: boolean;
  isDirty: boolean;
  isSaving: boolean;
  isChangingStatus: boolean;
  /** Extra errors of the last save that belong to no field. */
  otherErrors: readonly string[];
  favouriteStar?: ReactNode;
  onTitleChange: (title: string) => void;
  onSave: () => void;
  onSetStatus: (status: AgreementStatus) => void;
}

/** Statuses offered in the "other statuses" menu: Set Draft and Set Ready have their own button. */
const LATER_STATUSES = ["public", "completed"] as const;

/**
 * Title, state (validity, status, unsaved changes) and the actions on the agreement. Memoised:
 * a keystroke in a field repaints it only when the validity or the saved state changes.
 */
export const EditorHeader = memo(function EditorHeader(props: EditorHeaderProps) {
  const { t } = useTranslation();
  const { template, detail, isValid, isDirty } = props;
  const status = detail?.status ?? "draft";
  // Frozen for signature (issue 45): the title, the text and the status wait for a reopening.
  const frozen = isFrozenStatus(status);
  const canSetReady = detail !== null && !isDirty && isValid;
  const statusHint =
    !detail || isDirty
      ? t("agreementEditor.header.statusHintUnsaved")
      : status === "draft" && !isValid
        ? t("agreementEditor.header.setReadyHintIncomplete")
        : null;
  // Set Ready from a draft; any later status goes back with Set Draft.
  const nextStatus = status === "draft" ? "ready" : "draft";
  const statusDisabled = nextStatus === "ready" ? !canSetReady : detail === null || isDirty;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
              {detail?.title ?? t("agreementEditor.header.newAgreement")}
            </Title>
            <Text size="sm" c="dimmed">
              <span lang={template.language}>
                {t("agreementEditor.header.template", { title: template.title })}
              </span>
            </Text>
          </Stack>
          {props.favouriteStar}
        </Group>
        <Group gap="md" wrap="wrap">
          <ValidityIndicator isValid={isValid} />
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t("agreementEditor.status.label")}:
            </Text>
            <Badge variant="light" color={AGREEMENT_STATUS_COLOURS[status]} data-testid="status-badge">
              {t(`agreementEditor.status.${status}`)}
            </Badge>
          </Group>
          <Text
            size="sm"
            c={isDirty ? undefined : "dimmed"}
            fw={isDirty ? 600 : undefined}
            aria-live="polite"
            data-testid="save-state"
            className={isDirty ? classes.unsaved : undefined}
          >
            {isDirty
              ? t("agreementEditor.header.unsaved")
              : detail
                ? t("agreementEditor.header.allSaved")
                : t("agreementEditor.header.notSavedYet")}
          </Text>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t("agreementEditor.header.title")}
            description={t("agreementEditor.header.titleDescription")}
            value={props.title}
            onChange={(e) => props.onTitleChange(e.currentTarget.value)}
            error={props.titleError}
            required
            maxLength={200}
            readOnly={frozen}
            style={{ flex: "1 1 18rem" }}
          />
          {!frozen && (
            <Group
              gap="xs"
              mt={{ base: 0, sm: 42 }}
              role="group"
              aria-label={t("agreementEditor.header.actions")}
            >
              <Button
                // Named so the focus comes back to it on the agreement's own screen after a first save.
                id="agreement-save"
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                onClick={props.onSave}
                loading={props.isSaving}
              >
                {t("agreementEditor.header.save")}
              </Button>
              <Tooltip label={statusHint} disabled={!statusHint || !statusDisabled}>
                <Button
                  variant="light"
                  leftSection={
                    nextStatus === "ready" ? (
                      <IconCheck size={18} aria-hidden />
                    ) : (
                      <IconPencil size={18} aria-hidden />
                    )
                  }
                  aria-disabled={statusDisabled || undefined}
                  data-disabled={statusDisabled || undefined}
                  loading={props.isChangingStatus}
                  onClick={(e) => {
                    if (statusDisabled) e.preventDefault();
                    else props.onSetStatus(nextStatus);
                  }}
                >
                  {nextStatus === "ready"
                    ? t("agreementEditor.header.setReady")
                    : t("agreementEditor.header.setDraft")}
                </Button>
              </Tooltip>
              <Menu position="bottom-end" withinPortal {...MENU_PROPS}>
                <Menu.Target>
                  <Button
                    variant="subtle"
                    rightSection={<IconChevronDown size={16} aria-hidden />}
                    disabled={detail === null}
                  >
                    {t("agreementEditor.header.otherStatuses")}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {LATER_STATUSES.map((later) => (
                    <Menu.Item
                      key={later}
                      disabled={later === status || !canSetReady}
                      onClick={() => props.onSetStatus(later)}
                    >
                      <Text size="sm">{t(`agreementEditor.header.set.${later}`)}</Text>
                      <Text size="xs" c="dimmed">
                        {t(`agreementEditor.header.setHint.${later}`)}
                      </Text>
                    </Menu.Item>
                  ))}
                  {!canSetReady && detail !== null && (
                    <Menu.Label>
                      {statusHint ?? t("agreementEditor.header.setReadyHintIncomplete")}
                    </Menu.Label>
                  )}
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
        </Group>
        {props.otherErrors.length > 0 && (
          <Text size="sm" c="red.8" role="alert">
            {props.otherErrors.join(" ")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
