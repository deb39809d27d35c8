import type {
  EditorTemplateCreateBody,
  EditorTemplateDetail,
  EditorTemplateUpdateBody,
  Language,
  Module,
  PlaceholderCheckResult,
  SignatureLevel,
  TemplateField,
  TemplateNote,
  TemplateParty,
  TemplateStatus,
} from "@app/contracts";
import { checkPlaceholders, renamePlaceholders } from "@app/documents";
import {
  previousSlugs,
  type TableAction,
  type TableState,
  tableFrom,
  tableReducer,
} from "../../../components/editor-table/row-table";
import { plainField } from "../../../lib/template-field";

/** What the template screen edits, with the fields and notes tables' own state. */
export interface TemplateDraft {
  title: string;
  language: Language;
  module: Module;
  status: TemplateStatus;
  keywords: string[];
  /** The signature its contracts need (issue 45): fes, fea or feq. */
  signature_level_min: SignatureLevel;
  categories: number[];
  wizards: number[];
  /** Calculator ids offered beside the template, in order. */
  calculators: number[];
  parties: TemplateParty[];
  discipline: string;
  body: string;
  fields: TableState<TemplateField>;
  notes: TableState<TemplateNote>;
}

export type DraftMeta = Omit<TemplateDraft, "fields" | "notes">;

export type DraftAction =
  | { type: "set"; change: Partial<DraftMeta> }
  | { type: "fields"; action: TableAction<TemplateField> }
  | { type: "notes"; action: TableAction<TemplateNote> }
  | { type: "reset"; draft: TemplateDraft };

export const NEW_FIELD: TemplateField = plainField();
export const NEW_NOTE: TemplateNote = { slug: "", label: "", help: "" };

export function emptyDraft(): TemplateDraft {
  return {
    title: "",
    language: "it",
    module: "civil_commercial",
    status: "draft",
    keywords: [],
    signature_level_min: "fes",
    categories: [],
    wizards: [],
    calculators: [],
    parties: [],
    discipline: "",
    body: "",
    fields: { rows: [], openKey: null },
    notes: { rows: [], openKey: null },
  };
}

export function draftFromDetail(detail: EditorTemplateDetail): TemplateDraft {
  return {
    title: detail.title,
    language: detail.language,
    module: detail.module,
    status: detail.status,
    keywords: detail.keywords,
    signature_level_min: detail.signature_level_min,
    categories: detail.categories,
    wizards: detail.wizards,
    calculators: detail.calculators,
    parties: detail.parties,
    discipline: detail.discipline,
    body: detail.body,
    fields: tableFrom(detail.fields, (i) => `field-${i}`),
    notes: tableFrom(detail.notes, (i) => `note-${i}`),
  };
}

/** Spec §4: a changed slug is replaced throughout the contract (body and commentary) at once. */
function withRename(draft: TemplateDraft, kind: "field" | "note", from: string, to: string): TemplateDraft {
  if (!from || from === to) return draft;
  const renames = { [kind]: new Map([[from, to]]) };
  return {
    ...draft,
    body: renamePlaceholders(draft.body, renames),
    discipline: renamePlaceholders(draft.discipline, renames),
  };
}

function openSlug<T extends { slug: string }>(table: TableState<T>): string {
  return table.rows.find((row) => row.key === table.openKey)?.data.slug ?? "";
}

export function draftReducer(draft: TemplateDraft, action: DraftAction): TemplateDraft {
  switch (action.type) {
    case "set":
      return { ...draft, ...action.change };
    case "reset":
      return action.draft;
    case "fields": {
      const from = openSlug(draft.fields);
      const next = { ...draft, fields: tableReducer(draft.fields, action.action) };
      return action.action.type === "apply" ? withRename(next, "field", from, action.action.data.slug) : next;
    }
    case "notes": {
      const from = openSlug(draft.notes);
      const next = { ...draft, notes: tableReducer(draft.notes, action.action) };
      return action.action.type === "apply" ? withRename(next, "note", from, action.action.data.slug) : next;
    }
  }
}

/** Rows applied at least once (a row still being created has no slug yet). */
const applied = <T extends { slug: string }>(table: TableState<T>) =>
  table.rows.filter((row) => row.data.slug);

/**
 * The write for the server. `locked`: agreements exist, so body, fields, notes, parties and
 * language are frozen (409) and left out; only the rest can change.
 */
export function toWriteBody(draft: TemplateDraft, locked: boolean): EditorTemplateUpdateBody {
  const meta = {
    title: draft.title.trim(),
    module: draft.module,
    status: draft.status,
    discipline: draft.discipline,
    keywords: draft.keywords,
    // Metadata, not content: a version with contracts may still be corrected.
    signature_level_min: draft.signature_level_min,
    categories: draft.categories,
    wizards: draft.wizards,
    calculators: draft.calculators,
  };
  if (locked) return meta;
  const fields = applied(draft.fields);
  const notes = applied(draft.notes);
  const fieldPrevious = previousSlugs(fields);
  const notePrevious = previousSlugs(notes);
  return {
    ...meta,
    language: draft.language,
    body: draft.body,
    parties: draft.parties,
    fields: fields.map((row, i) => withPrevious(row.data, fieldPrevious[i])),
    notes: notes.map((row, i) => withPrevious(row.data, notePrevious[i])),
  };
}

function withPrevious<T extends object>(
  data: T,
  previous: string | undefined,
): T & { previous_slug?: string } {
  return previous ? { ...data, previous_slug: previous } : data;
}

/** A new template: every key, with the language required. */
export function toCreateBody(draft: TemplateDraft): EditorTemplateCreateBody {
  return { ...toWriteBody(draft, false), language: draft.language } as EditorTemplateCreateBody;
}

/** Unsaved changes: the write differs from the one the loaded template would give. */
export function isDirty(draft: TemplateDraft, saved: TemplateDraft, locked: boolean): boolean {
  return JSON.stringify(toWriteBody(draft, locked)) !== JSON.stringify(toWriteBody(saved, locked));
}

/** Spec §2 editor check, live on the unsaved text: placeholders without a definition, definitions never cited. */
export function liveCheck(draft: TemplateDraft): PlaceholderCheckResult {
  return checkPlaceholders(
    [draft.body, draft.discipline],
    applied(draft.fields).map((row) => row.data),
    applied(draft.notes).map((row) => row.data),
  );
}
