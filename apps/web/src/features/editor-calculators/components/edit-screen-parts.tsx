import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FramedSection } from "../../../components/framed-section";
import { READABLE_ALERT } from "../../../components/readable-alert";

/**
 * Above an authoring screen: the server's refusal of the last save (red, announced), or else
 * how many rows or cells the live check finds wrong (orange), so nothing is saved blind.
 */
export function SaveProblems({
  other,
  notSavedTitle,
  invalidCount,
  invalidTitle,
}: {
  other: string[];
  notSavedTitle: string;
  invalidCount: number;
  invalidTitle: string;
}) {
  if (other.length === 0 && invalidCount === 0) return null;
  const refused = other.length > 0;
  return (
    <Alert
      styles={READABLE_ALERT}
      color={refused ? "red" : "orange"}
      icon={<IconAlertTriangle aria-hidden />}
      title={refused ? notSavedTitle : invalidTitle}
      role={refused ? "alert" : undefined}
    >
      {other.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

/** The screen's record could not be loaded: say so, and lead back to its list. */
export function LoadFailed({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert styles={READABLE_ALERT} color="red" title={t("editorCalculators.edit.loadFailed")}>
      <Button variant="default" mt="sm" component={Link} to={backTo}>
        {t("editorCalculators.edit.backToList")}
      </Button>
    </Alert>
  );
}

/** The framed block of a record's own data (title, code, unit…). */
export function MetadataBlock({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <FramedSection label={t("editorCalculators.edit.metadata")}>{children}</FramedSection>;
}

/** The screen's Delete button: it opens the confirmation. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="red" onClick={onClick} leftSection={<IconTrash size={18} aria-hidden />}>
      {t("editorCalculators.actions.delete")}
    </Button>
  );
}

/** The screen's Save button. */
export function SaveButton({
  onClick,
  loading,
  disabled,
}: {
  onClick: () => void;
  loading: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={onClick}
      loading={loading}
      disabled={disabled}
      leftSection={<IconDeviceFloppy size={18} aria-hidden />}
    >
      {t("editorCalculators.actions.save")}
    </Button>
  );
}

/** A titled section of the authoring screen, with an optional line saying what it is for. */
export function EditorSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
