import { Button, Group, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";

interface RowFormShellProps {
  label: string;
  children: ReactNode;
  onCancel: () => void;
  onApply: () => void;
  /** Spec §5 for links: Apply disabled while the form is invalid. */
  applyDisabled?: boolean;
}

/** The inline detail of an editor table row: its inputs, then Cancel and Apply (Enter applies, Escape cancels). */
export function RowFormShell({ label, children, onCancel, onApply, applyDisabled }: RowFormShellProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form sits inside the template's own form: the submit must not reach it.
    event.stopPropagation();
    if (!applyDisabled) onApply();
  };
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
      noValidate
    >
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t("editorTable.cancel")}
          </Button>
          <Button type="submit" disabled={applyDisabled}>
            {t("editorTable.apply")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
