import { localisedText } from "@app/calc/localised";
import type { Placeholder } from "@app/documents";
import { Tabs, Text } from "@mantine/core";
import { useCallback, useMemo } from "react";
import { type PlaceholderOption, RichTextEditor } from "../../../lib/rich-text";
import { useTranslation } from "../../../lib/use-translation";
import type { CalculatorDraft, Metadata } from "../model/calculator-draft";
import { EditorSection } from "./edit-screen-parts";

/**
 * The prospetto's own text (issue 14): the legal basis and the method, in the rich-text editor,
 * citing the calculator's inputs and results as chips that the prospetto prints with their values.
 */
export function ProspettoText({
  draft,
  onChange,
  error,
}: {
  draft: CalculatorDraft;
  onChange: (change: Partial<Metadata>) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const items = useMemo(
    () =>
      [
        ...draft.inputs.rows.map((row) => ({ ...row.data, group: t("editorCalculators.tables.inputs") })),
        ...draft.outputs.rows.map((row) => ({ ...row.data, group: t("editorCalculators.tables.outputs") })),
      ].filter((item) => item.slug),
    [draft.inputs.rows, draft.outputs.rows, t],
  );
  const options = useMemo<PlaceholderOption[]>(
    () =>
      items.map((item) => ({
        raw: `{{field::${item.slug}}}`,
        label: `${localisedText(item.label, i18n.language)} (${item.slug})`,
        group: item.group,
      })),
    [items, i18n.language],
  );
  const renderPlaceholder = useCallback(
    (placeholder: Placeholder) => {
      const item = placeholder.kind === "field" ? items.find((i) => i.slug === placeholder.slug) : undefined;
      return item
        ? {
            text: localisedText(item.label, i18n.language),
            description: t("editorCalculators.prospetto.chip", {
              label: localisedText(item.label, i18n.language),
            }),
          }
        : { text: placeholder.raw, empty: true, description: t("editorCalculators.prospetto.missing") };
    },
    [items, i18n.language, t],
  );
  return (
    <EditorSection
      id="prospetto-text-title"
      title={t("editorCalculators.prospetto.title")}
      intro={t("editorCalculators.prospetto.intro")}
    >
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Tabs defaultValue="it" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="it">{t("editorCalculators.prospetto.italian")}</Tabs.Tab>
          <Tabs.Tab value="en">{t("editorCalculators.prospetto.english")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="it" pt="sm">
          <RichTextEditor
            label={t("editorCalculators.prospetto.italian")}
            value={draft.prospettoIt}
            onChange={(html) => onChange({ prospettoIt: html })}
            placeholderOptions={options}
            renderPlaceholder={renderPlaceholder}
            testId="prospetto-it"
          />
        </Tabs.Panel>
        <Tabs.Panel value="en" pt="sm">
          <RichTextEditor
            label={t("editorCalculators.prospetto.english")}
            description={t("editorCalculators.prospetto.englishHelp")}
            value={draft.prospettoEn}
            onChange={(html) => onChange({ prospettoEn: html })}
            placeholderOptions={options}
            renderPlaceholder={renderPlaceholder}
            testId="prospetto-en"
          />
        </Tabs.Panel>
      </Tabs>
    </EditorSection>
  );
}
