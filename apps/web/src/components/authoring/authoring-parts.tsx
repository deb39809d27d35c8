import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle, IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../lib/use-translation";
import { READABLE_ALERT } from "../readable-alert";

/** What an authoring screen found wrong: the server's refusal of the last save, or the live check's count. */
export interface SaveProblemsProps {
  other: string[];
  notSavedTitle: string;
  invalidCount: number;
  invalidTitle: string;
}

/**
 * Above an authoring screen: the server's refusal of the last save (red, announced), or else
 * how many rows or cells the live check finds wrong (orange), so nothing is saved blind.
 */
export function SaveProblems({ other, notSavedTitle, invalidCount, invalidTitle }: SaveProblemsProps) {
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

/** The screen's Delete button: it opens the confirmation. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="red" onClick={onClick} leftSection={<IconTrash size={18} aria-hidden />}>
      {t("authoring.delete")}
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
      {t("authoring.save")}
    </Button>
  );
}
