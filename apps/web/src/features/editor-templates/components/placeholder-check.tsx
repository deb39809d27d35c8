import type { PlaceholderCheckResult } from "@app/contracts";
import type { TemplateCheckIssue } from "@app/documents";
import { Alert, Code, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { READABLE_ALERT } from "../../../components/readable-alert";

const GROUPS = [
  { key: "missing_fields", color: "red" },
  { key: "missing_notes", color: "red" },
  { key: "unused_fields", color: "yellow" },
  { key: "unused_notes", color: "yellow" },
] as const;

/**
 * Spec §2 editor check, live: placeholders that cite no field or note (publishing is refused
 * while any remain) and fields or notes the text never cites.
 */
export function PlaceholderCheck({
  check,
  logic = [],
}: {
  check: PlaceholderCheckResult;
  /**
   * The text's logic as saving checks it (issue 32): unbalanced blocks, an item field outside its
   * repetition, a reference to no clause, a condition that does not compile. Unknown fields and
   * notes are the lists above.
   */
  logic?: readonly TemplateCheckIssue[];
}) {
  const { t } = useTranslation();
  const problems = GROUPS.filter((group) => check[group.key].length > 0);
  const logicProblems = logic.filter(
    (issue) => issue.code !== "unknown_field" && issue.code !== "unknown_note",
  );
  const missing = check.missing_fields.length + check.missing_notes.length + logicProblems.length > 0;

  return (
    <div aria-live="polite" data-testid="placeholder-check">
      {problems.length === 0 && logicProblems.length === 0 ? (
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
          color={missing ? "red" : "yellow"}
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
            {logicProblems.length > 0 && (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t("editorTemplates.check.logic")}
                </Text>
                <Stack gap={2} component="ul" m={0} pl="md" data-testid="logic-check">
                  {logicProblems.map((issue) => (
                    <Text key={`${issue.code}-${issue.position}`} size="sm" component="li">
                      {issue.message}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            )}
            {missing && (
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
