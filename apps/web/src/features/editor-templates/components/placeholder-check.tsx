import type { PlaceholderCheckResult } from "@app/contracts";
import type { TemplateCheckIssue } from "@app/documents";
import { Alert, Code, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";

const GROUPS = [
  { key: "missing_fields", color: "red" },
  { key: "missing_notes", color: "red" },
  { key: "unused_fields", color: "yellow" },
  { key: "unused_notes", color: "yellow" },
] as const;

/** The live check's logic problems that stop a save: the server refuses exactly these. */
export const blocksSaving = (logic: readonly TemplateCheckIssue[]) =>
  logic.some((issue) => issue.severity === "error");

function IssueList({
  title,
  issues,
  testId,
}: {
  title: string;
  issues: TemplateCheckIssue[];
  testId: string;
}) {
  if (issues.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Stack gap={2} component="ul" m={0} pl="md" data-testid={testId}>
        {issues.map((issue, index) => (
          // Two issues may say the same of two places alike: the position in the list is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is recomputed whole from the text
          <Text key={index} size="sm" component="li">
            {issue.message}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Spec §2 editor check, live: placeholders that cite no field or note (publishing is refused
 * while any remain) and fields or notes the text never cites; the text's logic, as the save
 * checks it (issue 32): what stops the save, and what to look at again (issue 44).
 */
export function PlaceholderCheck({
  check,
  logic = [],
}: {
  check: PlaceholderCheckResult;
  /**
   * The text's logic as saving checks it (issue 32): unbalanced blocks, an item field outside its
   * repetition, a reference to no clause, a condition that does not compile; and the warnings,
   * a reference to a clause a condition can leave out. Unknown fields and notes are the lists above.
   */
  logic?: readonly TemplateCheckIssue[];
}) {
  const { t } = useTranslation();
  const problems = GROUPS.filter((group) => check[group.key].length > 0);
  const shown = logic.filter((issue) => issue.code !== "unknown_field" && issue.code !== "unknown_note");
  const errors = shown.filter((issue) => issue.severity === "error");
  const warnings = shown.filter((issue) => issue.severity === "warning");
  const unpublishable = check.missing_fields.length + check.missing_notes.length > 0;
  const unsavable = blocksSaving(logic);

  return (
    <div aria-live="polite" data-testid="placeholder-check">
      {problems.length === 0 && shown.length === 0 ? (
        <Alert
          styles={READABLE_ALERT}
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={t("editorTemplates.check.title")}
        >
          {t("editorTemplates.check.ok")}
        </Alert>
      ) : (
        <Alert
          styles={READABLE_ALERT}
          color={unpublishable || unsavable ? "red" : "yellow"}
          icon={<IconAlertTriangle aria-hidden />}
          title={t("editorTemplates.check.title")}
        >
          <Stack gap={6}>
            {problems.map((group) => (
              <Group key={group.key} gap={6} align="baseline">
                <Text size="sm" fw={600}>
                  {t(`editorTemplates.check.${group.key}`)}
                </Text>
                {check[group.key].map((slug) => (
                  <Code key={slug} color={`var(--mantine-color-${group.color}-light)`}>
                    {slug}
                  </Code>
                ))}
              </Group>
            ))}
            <IssueList title={t("editorTemplates.check.logic")} issues={errors} testId="logic-check" />
            <IssueList
              title={t("editorTemplates.check.warnings")}
              issues={warnings}
              testId="logic-warnings"
            />
            {unsavable && (
              <Text size="xs" c="dimmed" data-testid="save-blocked">
                {t("editorTemplates.check.saveBlocked")}
              </Text>
            )}
            {unpublishable && !unsavable && (
              <Text size="xs" c="dimmed">
                {t("editorTemplates.check.publishBlocked")}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </div>
  );
}
