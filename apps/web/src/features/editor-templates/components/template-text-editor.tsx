import type { Placeholder } from "@app/documents";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type PlaceholderOption, RichTextEditor } from "../../../lib/rich-text";
import { chipView, type LinkRef } from "../model/placeholder-views";
import type { TemplateDraft } from "../model/template-draft";

interface TemplateTextEditorProps {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  draft: TemplateDraft;
  links: LinkRef[];
  testId?: string;
}

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
  testId,
}: TemplateTextEditorProps) {
  const { t } = useTranslation();
  const fields = useMemo(
    () => draft.fields.rows.map((r) => r.data).filter((f) => f.slug),
    [draft.fields.rows],
  );
  const notes = useMemo(() => draft.notes.rows.map((r) => r.data).filter((n) => n.slug), [draft.notes.rows]);

  const options = useMemo<PlaceholderOption[]>(
    () => [
      ...fields.map((f) => ({
        raw: `{{field::${f.slug}}}`,
        label: `${f.label} (${f.slug})`,
        group: t("editorTemplates.tables.fields"),
      })),
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

  return (
    <RichTextEditor
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
