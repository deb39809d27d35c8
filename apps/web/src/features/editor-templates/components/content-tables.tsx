import type { TemplateField, TemplateNote } from "@app/contracts";
import { Badge, Code, Group, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EditorTable } from "../../../components/editor-table/editor-table";
import type { TableAction } from "../../../components/editor-table/row-table";
import { useChoices } from "../api/template-api";
import { NEW_FIELD, NEW_NOTE, type TemplateDraft } from "../model/template-draft";
import { FieldForm } from "./field-form";
import { NoteForm } from "./note-form";

interface ContentTablesProps {
  draft: TemplateDraft;
  onFields: (action: TableAction<TemplateField>) => void;
  onNotes: (action: TableAction<TemplateNote>) => void;
  rowErrors: (list: "fields" | "notes", key: string) => Record<string, string>;
  readOnly: boolean;
}

const others = <T extends { slug: string }>(rows: { key: string; data: T }[], key: string) =>
  new Set(rows.filter((row) => row.key !== key && row.data.slug).map((row) => row.data.slug));

/** The fields table and the notes table of spec §4 "Editor tables". */
export function ContentTables({ draft, onFields, onNotes, rowErrors, readOnly }: ContentTablesProps) {
  const { t } = useTranslation();
  const types = useChoices("schema-field-type-choices");
  const typeLabel = (type: string) => types.data?.find((choice) => choice.value === type)?.label ?? type;
  const fieldSets = useMemo(
    () =>
      [
        ...new Set(
          [
            ...draft.parties.map((p) => p.field_set),
            ...draft.fields.rows.map((r) => r.data.field_set),
          ].filter(Boolean),
        ),
      ].sort(),
    [draft.parties, draft.fields.rows],
  );
  const names = useMemo(() => draft.fields.rows.map((r) => r.data.slug).filter(Boolean), [draft.fields.rows]);
  const slugCell = (slug: string) => (slug ? <Code>{slug}</Code> : <Text c="dimmed">—</Text>);

  return (
    <>
      <EditorTable<TemplateField>
        title={t("editorTemplates.tables.fields")}
        state={draft.fields}
        dispatch={onFields}
        newItem={NEW_FIELD}
        addLabel={t("editorTemplates.tables.addField")}
        emptyText={t("editorTemplates.tables.noFields")}
        rowName={(field) => field.label || field.slug}
        rowErrors={(key) => rowErrors("fields", key)}
        readOnly={readOnly}
        columns={[
          { header: t("editorTemplates.fieldForm.label"), cell: (field) => field.label },
          { header: t("editorTemplates.fieldForm.slug"), cell: (field) => slugCell(field.slug) },
          {
            header: t("editorTemplates.fieldForm.type"),
            cell: (field) =>
              field.type === "group"
                ? t("editorTemplates.tables.group", { count: field.fields?.length ?? 0 })
                : typeLabel(field.type),
          },
          { header: t("editorTemplates.fieldForm.fieldSet"), cell: (field) => field.field_set || "—" },
          {
            header: t("editorTemplates.tables.flags"),
            cell: (field) => (
              <Group gap={4} wrap="nowrap" miw={120}>
                {field.required && (
                  <Badge size="xs" color="red" variant="dot">
                    {t("editorTemplates.fieldForm.required")}
                  </Badge>
                )}
                {!field.visible && (
                  <Badge size="xs" color="gray" variant="dot">
                    {t("editorTemplates.tables.hidden")}
                  </Badge>
                )}
                {field.visible_if && (
                  <Badge size="xs" color="blue" variant="dot" title={field.visible_if}>
                    {t("editorTemplates.tables.conditional")}
                  </Badge>
                )}
                {field.disable && (
                  <Badge size="xs" color="gray" variant="dot">
                    {t("editorTemplates.tables.disabled")}
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
        renderForm={(props) => (
          <FieldForm
            {...props}
            takenSlugs={others(draft.fields.rows, props.row.key)}
            fieldSets={fieldSets}
            names={names}
            partyLabels={Object.fromEntries(draft.parties.map((p) => [p.slug, p.label]))}
          />
        )}
      />
      <EditorTable<TemplateNote>
        title={t("editorTemplates.tables.notes")}
        state={draft.notes}
        dispatch={onNotes}
        newItem={NEW_NOTE}
        addLabel={t("editorTemplates.tables.addNote")}
        emptyText={t("editorTemplates.tables.noNotes")}
        rowName={(note) => note.label || note.slug}
        rowErrors={(key) => rowErrors("notes", key)}
        readOnly={readOnly}
        columns={[
          { header: t("editorTemplates.noteForm.label"), cell: (note) => note.label },
          { header: t("editorTemplates.noteForm.slug"), cell: (note) => slugCell(note.slug) },
          {
            header: t("editorTemplates.noteForm.help"),
            cell: (note) => (
              <Text size="sm" lineClamp={2} maw={360}>
                {note.help || "—"}
              </Text>
            ),
          },
        ]}
        renderForm={(props) => <NoteForm {...props} takenSlugs={others(draft.notes.rows, props.row.key)} />}
      />
    </>
  );
}
