import type { TemplateNote } from "@app/contracts";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import type { RowFormProps } from "../../../components/editor-table/editor-table";
import { RowFormShell } from "../../../components/editor-table/row-form-shell";
import { normaliseTypedSlug, slugFromLabel } from "../../../lib/slug";
import { useTranslation } from "../../../lib/use-translation";

/** Slugs read as code. */
const MONO = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

type Errors = Partial<Record<"slug" | "label", string>>;

/** A dynamic note's detail (spec §3, §5): slug and label required, help optional. */
export function NoteForm({
  row,
  onCancel,
  onApply,
  serverErrors,
  takenSlugs,
}: RowFormProps<TemplateNote> & { takenSlugs: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<TemplateNote>(row.data);
  const [errors, setErrors] = useState<Errors>({});
  const [slugEdited, setSlugEdited] = useState(row.data.slug !== "");
  const set = (change: Partial<TemplateNote>) => setNote((current) => ({ ...current, ...change }));
  const slug = normaliseTypedSlug(note.slug);

  const apply = () => {
    const next: Errors = {};
    if (!slug) next.slug = t("editorTemplates.validation.required");
    else if (takenSlugs.has(slug)) next.slug = t("editorTemplates.validation.slugTaken", { slug });
    if (!note.label.trim()) next.label = t("editorTemplates.validation.required");
    setErrors(next);
    if (Object.keys(next).length === 0) onApply({ ...note, slug, label: note.label.trim() });
  };

  return (
    <RowFormShell label={t("editorTemplates.noteForm.title")} onCancel={onCancel} onApply={apply}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("editorTemplates.noteForm.label")}
          maxLength={200}
          value={note.label}
          onChange={(e) => {
            const label = e.currentTarget.value;
            // A new row's slug follows its label until the editor types one.
            set(slugEdited ? { label } : { label, slug: slugFromLabel(label) });
          }}
          error={errors.label ?? serverErrors.label}
          required
          data-autofocus
          autoFocus
        />
        <TextInput
          label={t("editorTemplates.noteForm.slug")}
          maxLength={64}
          value={note.slug}
          onChange={(e) => {
            setSlugEdited(true);
            set({ slug: e.currentTarget.value });
          }}
          error={errors.slug ?? serverErrors.slug}
          description={
            slug && slug !== note.slug ? t("editorTemplates.fieldForm.slugNormalised", { slug }) : undefined
          }
          required
          styles={MONO}
        />
      </SimpleGrid>
      <Textarea
        label={t("editorTemplates.noteForm.help")}
        maxLength={5000}
        value={note.help}
        onChange={(e) => set({ help: e.currentTarget.value })}
        error={serverErrors.help}
        autosize
        minRows={3}
        maxRows={10}
      />
    </RowFormShell>
  );
}
