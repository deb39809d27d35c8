import { Alert, Skeleton, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";
import { LoadErrorAlert } from "./load-error-alert";
import { NotFoundState } from "./not-found-state";
import { OtherErrorsAlert } from "./other-errors-alert";
import { READABLE_ALERT } from "./readable-alert";

/**
 * What a dialog's form shows instead of its record while it cannot show it: not found (with the
 * way out), failed to load (with a retry) or loading; null once the record is there, or when a
 * new one is being written (`id` null).
 */
export function DialogLoadState({
  id,
  missing,
  query,
  onClose,
}: {
  id: number | null;
  missing: boolean;
  query: { data: unknown; isError: boolean; refetch: () => unknown };
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  if (missing) return <NotFoundState inDialog back={{ onClick: onClose }} />;
  if (id !== null && query.isError)
    return <LoadErrorAlert title={t("itemState.loadError")} onRetry={() => void query.refetch()} />;
  if (id !== null && !query.data) return <Skeleton height={320} aria-busy="true" />;
  return null;
}

/** Whether DialogLoadState has something to show in the form's place. */
export const dialogWaits = (
  id: number | null,
  missing: boolean,
  query: { data: unknown; isError: boolean },
): boolean => missing || (id !== null && (query.isError || !query.data));

/** A record the dialog shows but may not change: why, in an information notice, then the record. */
export function ReadOnlyNotice({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Stack>
      <Alert styles={READABLE_ALERT} color="blue" icon={<IconInfoCircle aria-hidden />}>
        {reason}
      </Alert>
      {children}
    </Stack>
  );
}

/**
 * A dialog's form: sent by Enter or its submit button without the browser's own checks (the
 * server's answer is shown beside each field), the refusals no field carries listed above.
 */
export function DialogForm({
  onSubmit,
  notSavedTitle,
  otherErrors,
  children,
}: {
  onSubmit: () => void;
  notSavedTitle: string;
  otherErrors: string[];
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        <OtherErrorsAlert title={notSavedTitle} lines={otherErrors} />
        {children}
      </Stack>
    </form>
  );
}
