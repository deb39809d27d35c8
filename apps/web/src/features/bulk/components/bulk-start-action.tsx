import { Alert, Button, Group } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import { refusalLines } from "../model/refusal-lines";

/**
 * «Avvia» and, under it, the server's refusal in its own words: both ways of the page start a
 * batch with it. Without `onStart` it submits its form (the contacts' answers are checked first).
 */
export function BulkStartAction({
  disabled,
  pending,
  error,
  onStart,
}: {
  disabled: boolean;
  pending: boolean;
  error: Error | null;
  onStart?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <Button
          type={onStart ? "button" : "submit"}
          onClick={onStart}
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={disabled}
          loading={pending}
        >
          {t("bulk.start.submit")}
        </Button>
      </Group>
      {error && (
        <Alert styles={READABLE_ALERT} color="red" role="alert" title={t("bulk.start.refused")}>
          {refusalLines(error, t("errors.generic")).join(" ")}
        </Alert>
      )}
    </>
  );
}
