import type { TemplateRef } from "@app/contracts";
import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { sortByTitle } from "../catalogue-grouping";
import { TemplateItem } from "./template-item";

/** Where the guided search ends: the templates of the leaf reached, as every list shows them. */
export function WizardResult({
  templates,
  labelledBy,
}: {
  templates: readonly TemplateRef[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      {templates.length === 0 ? (
        <Text>{t("catalogue.wizard.resultEmpty")}</Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: "none" }} aria-labelledby={labelledBy}>
          {sortByTitle(templates).map((template) => (
            <li key={template.id}>
              <TemplateItem template={template} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
