import type { EditorTemplateDetail } from "@app/contracts";
import { useEffect, useMemo, useReducer, useState } from "react";
import { notifyError } from "../../../lib/notify";
import {
  useCreateNewVersion,
  useCreateTemplate,
  useTemplateDetail,
  useUpdateTemplate,
} from "../api/template-api";
import { errorsByKey, isFormRefusal } from "../model/server-errors";
import {
  type DraftMeta,
  draftFromDetail,
  draftReducer,
  emptyDraft,
  isDirty,
  type TemplateDraft,
  toCreateBody,
  toWriteBody,
} from "../model/template-draft";

export type SaveResult = { detail: EditorTemplateDetail } | { errors: Record<string, string> };

const appliedKeys = (table: TemplateDraft["fields"] | TemplateDraft["notes"]) =>
  table.rows.filter((row) => row.data.slug).map((row) => row.key);

/**
 * The template screen's state: the loaded version, the editor's draft of it, what the last
 * save sent (to place the server's `fields.N.*` errors) and the writes.
 */
export function useTemplateEditor(id: number | null) {
  const detail = useTemplateDetail(id);
  // From the cached version when there is one, so the editors open on its text at once.
  const initial = () => (detail.data ? draftFromDetail(detail.data) : emptyDraft());
  const [draft, dispatch] = useReducer(draftReducer, undefined, initial);
  const [saved, setSaved] = useState<TemplateDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<{ fields: string[]; notes: string[] }>({ fields: [], notes: [] });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const newVersion = useCreateNewVersion();

  const load = (loaded: EditorTemplateDetail) => {
    const next = draftFromDetail(loaded);
    dispatch({ type: "reset", draft: next });
    setSaved(next);
    setErrors({});
  };

  // A new version (or another id) loaded: the draft starts again from it.
  const loadedId = detail.data?.id;
  const loadedAt = detail.data?.updated_at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when another version or save arrives
  useEffect(() => {
    if (detail.data) load(detail.data);
  }, [loadedId, loadedAt]);

  const locked = detail.data?.content_locked ?? false;
  const dirty = useMemo(() => isDirty(draft, saved, locked), [draft, saved, locked]);
  const rowOpen = draft.fields.openKey !== null || draft.notes.openKey !== null;

  // A refusal is shown on the screen, beside what to change; any other failure is notified.
  const fail = (error: unknown) => {
    if (!isFormRefusal(error)) notifyError(error);
    const found = errorsByKey(error);
    setErrors(found);
    return found;
  };

  /**
   * Saves, with a last change to the metadata if given (e.g. "publish": the status goes with
   * the text). Resolves to the saved detail (a new template gets its id), or the refusal's errors.
   */
  const save = async (change?: Partial<DraftMeta>): Promise<SaveResult> => {
    const next = change ? draftReducer(draft, { type: "set", change }) : draft;
    if (change) dispatch({ type: "set", change });
    setSent({ fields: appliedKeys(next.fields), notes: appliedKeys(next.notes) });
    setErrors({});
    try {
      const result =
        id === null
          ? await create.mutateAsync(toCreateBody(next))
          : await update.mutateAsync({ id, body: toWriteBody(next, locked) });
      load(result);
      return { detail: result };
    } catch (error) {
      return { errors: fail(error) };
    }
  };

  /** Spec §4: the copy's detail becomes the detail (the caller moves to its address). */
  const createVersion = async (): Promise<EditorTemplateDetail | null> => {
    if (id === null) return null;
    try {
      // Unsaved metadata travels with the copy; frozen content is copied by the server.
      return await newVersion.mutateAsync({ id, body: dirty ? toWriteBody(draft, locked) : undefined });
    } catch (error) {
      fail(error);
      return null;
    }
  };

  return {
    detail,
    draft,
    dispatch,
    locked,
    dirty,
    rowOpen,
    errors,
    sent,
    save,
    saving: create.isPending || update.isPending,
    createVersion,
    creatingVersion: newVersion.isPending,
    /** Server data replaced the draft (e.g. after set-status). */
    load,
  };
}
