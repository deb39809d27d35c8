import type { TemplateField, TemplateNote } from "@app/contracts";
import { Badge, Code, Group, Text } from "@mantine/core";
import { useMemo } from "react";
import { EditorTable } from "../../../components/editor-table/editor-table";
import type { TableAction } from "../../../components/editor-table/row-table";
import { useTranslation } from "../../../lib/use-translation";
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
  const groups = useMemo(
    () => draft.fields.rows.filter((r) => r.data.type === "group" && r.data.slug).map((r) => r.data.slug),
    [draft.fields.rows],
  );
  // A code reads whole: never broken mid-word to fit the column.
  const slugCell = (slug: string) =>
    slug ? <Code style={{ whiteSpace: "nowrap" }}>{slug}</Code> : <Text c="dimmed">—</Text>;

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
            cell: (field) => <FieldFlags field={field} />,
          },
        ]}
        renderForm={(props) => (
          <FieldForm
            {...props}
            takenSlugs={others(draft.fields.rows, props.row.key)}
            fieldSets={fieldSets}
            names={names}
            groups={groups}
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

/**
 * A field's properties as badges, each whole (issue 44: «OBBLIGATO…» was cut): they wrap onto
 * another line rather than shrink.
 */
function FieldFlags({ field }: { field: TemplateField }) {
  const { t } = useTranslation();
  const flags: { key: string; color: string; text: string }[] = [];
  if (field.required)
    flags.push({ key: "required", color: "red", text: t("editorTemplates.fieldForm.required") });
  if (!field.visible) flags.push({ key: "hidden", color: "gray", text: t("editorTemplates.tables.hidden") });
  if (field.visible_if)
    flags.push({ key: "conditional", color: "blue", text: t("editorTemplates.tables.conditional") });
  if (field.disable)
    flags.push({ key: "disabled", color: "gray", text: t("editorTemplates.tables.disabled") });
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge
          key={flag.key}
          size="xs"
          color={flag.color}
          variant="dot"
          miw="max-content"
          title={flag.key === "conditional" ? (field.visible_if ?? undefined) : undefined}
        >
          {flag.text}
        </Badge>
      ))}
    </Group>
  );
}
