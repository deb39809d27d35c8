import { Alert, List } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";
import { useTranslation } from "../../../lib/use-translation";
import type { DocumentRequest } from "../model/document-target";

// The light variant's coloured titles fall short of AA contrast: the icon and tint carry the colour.
const READABLE_TITLE = { title: { color: "var(--mantine-color-text)" } };

/** The warnings both dialogs give: incomplete contract (spec §2), changes not saved yet. */
export function DocumentNotices({ request }: { request: DocumentRequest }) {
  const { t } = useTranslation();
  return (
    <>
      {!request.agreement.is_valid && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("documents.incompleteTitle")}
          styles={READABLE_TITLE}
        >
          {t("documents.incomplete")}
        </Alert>
      )}
      {request.hasUnsavedChanges && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t("documents.unsaved")}
        </Alert>
      )}
    </>
  );
}

/**
 * Why the last attempt failed, inside the dialog (the 'Operation failed' notification says it
 * too, spec §8): the messages that belong to no field of the form.
 */
export function FailureAlert({ error, title, fields }: { error: unknown; title: string; fields: string[] }) {
  const { t } = useTranslation();
  if (!error) return null;
  let lines: string[];
  if (error instanceof ApiError) {
    const rest = Object.fromEntries(
      Object.entries(error.body).filter(
        ([key]) => key !== "status_code" && !fields.some((f) => key === f || key.startsWith(`${f}.`)),
      ),
    );
    lines = errorBodyToLines(rest);
    // Only field errors: they are shown beside the fields, nothing more to say here.
    if (lines.length === 0 && Object.keys(error.body).some((key) => key !== "status_code")) return null;
  } else {
    lines = [];
  }
  if (lines.length === 0) lines = [t("errors.generic")];
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="alert"
      styles={READABLE_TITLE}
    >
      {lines.length === 1 ? (
        lines[0]
      ) : (
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
