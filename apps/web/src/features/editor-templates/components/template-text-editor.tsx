import type { Placeholder } from "@app/documents";
import { useCallback, useMemo } from "react";
import { type LogicTools, type PlaceholderOption, RichTextEditor } from "../../../lib/rich-text";
import { useTranslation } from "../../../lib/use-translation";
import { logicTokenInWords } from "../model/logic-words";
import { chipView, type LinkRef } from "../model/placeholder-views";
import type { TemplateDraft } from "../model/template-draft";
import { LogicMenu } from "./logic-menu";

interface TemplateTextEditorProps {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  draft: TemplateDraft;
  links: LinkRef[];
  /** The contract's text: the «Logica» menu inserts conditions, repetitions and role nouns. */
  withLogic?: boolean;
  testId?: string;
}

/** The clause labels a text gives (`<li data-clause="…">`), which a reference may cite. */
const clauseLabels = (html: string) => [
  ...new Set([...html.matchAll(/data-clause="([a-z][a-z0-9_]*)"/g)].map((m) => m[1] as string)),
];

/**
 * The body or the commentary in the rich-text editor (height 300, growing with the text), with
 * "insert" offering the template's fields, notes and links; placeholders show as chips with the
 * label of what they cite.
 */
export function TemplateTextEditor({
  label,
  description,
  value,
  onChange,
  draft,
  links,
  withLogic = false,
  testId,
}: TemplateTextEditorProps) {
  const { t, i18n } = useTranslation();
  const fields = useMemo(
    () => draft.fields.rows.map((r) => r.data).filter((f) => f.slug),
    [draft.fields.rows],
  );
  const notes = useMemo(() => draft.notes.rows.map((r) => r.data).filter((n) => n.slug), [draft.notes.rows]);

  const options = useMemo<PlaceholderOption[]>(
    () => [
      ...fields
        .filter((f) => f.type !== "group")
        .map((f) => ({
          raw: `{{field::${f.slug}}}`,
          label: `${f.label} (${f.slug})`,
          group: t("editorTemplates.tables.fields"),
        })),
      // A group's item fields, by their labels, where the cursor is inside «Per ogni…» of it.
      ...fields.flatMap((group) =>
        group.type === "group"
          ? (group.fields ?? [])
              .filter((item) => item.slug)
              .map((item) => ({
                raw: `{{field::${group.slug}.${item.slug}}}`,
                label: `${item.label} (${group.item_label || group.label})`,
                group: t("editorTemplates.tables.itemFields", { item: group.item_label || group.label }),
                within: group.slug,
              }))
          : [],
      ),
      ...notes.map((n) => ({
        raw: `{{note::${n.slug}}}`,
        label: `${n.label} (${n.slug})`,
        group: t("editorTemplates.tables.notes"),
      })),
      ...links.map((l) => ({
        raw: l.raw,
        label: `${l.name} → ${l.idLink}`,
        group: t(`editorTemplates.links.group.${l.kind}`),
      })),
    ],
    [fields, notes, links, t],
  );

  const words = useMemo(
    () => ({
      field: t("editorTemplates.chip.field"),
      note: t("editorTemplates.chip.note"),
      link: t("editorTemplates.chip.link"),
      mementolink: t("editorTemplates.chip.mementolink"),
      missing: t("editorTemplates.chip.missing"),
    }),
    [t],
  );
  const renderPlaceholder = useCallback(
    (placeholder: Placeholder) => chipView(placeholder, fields, notes, words),
    [fields, notes, words],
  );

  // Issue 32: conditions, repetitions, role nouns and references read out beside their tokens.
  const language = i18n.language === "en" ? "en" : "it";
  const describeLogic = useCallback(
    (kind: string, argument: string) =>
      logicTokenInWords(kind, argument, { fields, parties: draft.parties, language }),
    [fields, draft.parties, language],
  );

  const labels = useMemo(() => clauseLabels(value), [value]);
  const logicTools = useCallback(
    (tools: LogicTools) => (
      <LogicMenu tools={tools} fields={fields} parties={draft.parties} labels={labels} />
    ),
    [fields, draft.parties, labels],
  );

  return (
    <RichTextEditor
      describeLogic={describeLogic}
      logicTools={withLogic ? logicTools : undefined}
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      placeholderOptions={options}
      renderPlaceholder={renderPlaceholder}
      testId={testId}
    />
  );
}
