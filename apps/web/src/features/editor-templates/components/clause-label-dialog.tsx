import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { normaliseTypedSlug } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";

interface ClauseLabelDialogProps {
  opened: boolean;
  /** The clause's label today, null when it has none. */
  current: string | null;
  /** The other clauses' labels: a label names one clause. */
  taken: readonly string[];
  onClose: () => void;
  /** The label to give, or null to take it away. */
  onSave: (label: string | null) => void;
}

const LABEL = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * A clause's label (issue 32): `{{ref::label}}` prints the number the clause has once the answers
 * have left some clauses out, so a specific approval or a cross-reference never points at the
 * wrong article.
 */
export function ClauseLabelDialog({ opened, current, taken, onClose, onSave }: ClauseLabelDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(current ?? "");
  useEffect(() => {
    if (opened) setTyped(current ?? "");
  }, [opened, current]);
  const label = normaliseTypedSlug(typed);
  const error = !label
    ? null
    : !LABEL.test(label)
      ? t("editorTemplates.clauseLabel.invalid")
      : taken.includes(label)
        ? t("editorTemplates.clauseLabel.taken", { label })
        : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("editorTemplates.clauseLabel.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("editorTemplates.clauseLabel.help")}
        </Text>
        <TextInput
          label={t("editorTemplates.clauseLabel.label")}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          description={
            label && label !== typed
              ? t("editorTemplates.fieldForm.slugNormalised", { slug: label })
              : undefined
          }
          error={error}
          data-autofocus
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        />
        <Group justify="space-between">
          {current ? (
            <Button variant="subtle" color="red" onClick={() => onSave(null)}>
              {t("editorTemplates.clauseLabel.remove")}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("editorTemplates.condition.cancel")}
            </Button>
            <Button disabled={!label || error !== null} onClick={() => onSave(label)}>
              {t("editorTemplates.clauseLabel.save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
