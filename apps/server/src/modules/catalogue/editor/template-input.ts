import {
  type EditorTemplateUpdateBody,
  type Language,
  slugSchema,
  type TemplateField,
  type TemplateNote,
  type TemplateParty,
} from "@app/contracts";
import {
  checkFieldConditions,
  checkTemplate,
  findMalformedPlaceholders,
  normaliseSlug,
  renamePlaceholders,
} from "@app/documents";
import { sanitizeHtml } from "../../../platform/html/sanitize-html";
import { AppError } from "../../../platform/http/app-error";
import type { MessageKey } from "../../../platform/i18n/messages";
import type { MessageParams } from "../../../platform/i18n/translate";
import type { templates } from "../template.table";

type Errors = Record<string, { key: MessageKey; params?: MessageParams }[]>;
type Item = { slug: string; previous_slug?: string };

/** The template columns a write may change (links and status are handled apart). */
export type ContentChanges = Partial<
  Pick<
    typeof templates.$inferInsert,
    | "title"
    | "language"
    | "module"
    | "discipline"
    | "body"
    | "fields"
    | "notes"
    | "parties"
    | "keywords"
    | "signature_level_min"
  >
>;

/**
 * The stored content a write is checked against when it does not send it: the text the renames
 * apply to, and the fields, notes and parties the body may cite.
 */
export interface CurrentContent {
  body: string;
  discipline: string;
  fields: TemplateField[];
  notes: TemplateNote[];
  parties: TemplateParty[];
}

/** How many of a body's problems one refusal lists: the first ones, by position. */
const MAX_BODY_ISSUES = 5;

function addError(errors: Errors, field: string, key: MessageKey, params?: MessageParams) {
  errors[field] = [...(errors[field] ?? []), { key, params }];
}

/**
 * Normalises the slugs of a list (spec §4: "slugs are normalised on apply"), refuses duplicates,
 * and collects renames (previous_slug → slug) for the placeholders.
 */
function normaliseSlugs<T extends Item>(list: T[], name: string, errors: Errors) {
  const seen = new Set<string>();
  const items = list.map((item, index) => {
    const { previous_slug, ...rest } = item;
    const slug = normaliseSlug(item.slug);
    // A slug typed with no letter or digit at all normalises to nothing meaningful.
    if (!/[\p{L}\p{N}]/u.test(item.slug) || !slugSchema.safeParse(slug).success) {
      addError(errors, `${name}.${index}.slug`, "slug_invalid");
    } else if (seen.has(slug)) {
      addError(errors, `${name}.${index}.slug`, "slug_duplicate", { slug });
    }
    seen.add(slug);
    const previous = previous_slug ? normaliseSlug(previous_slug) : null;
    return { item: { ...rest, slug } as Omit<T, "previous_slug">, previous };
  });
  // An old slug another item still uses as its own (e.g. a copied row) is not a rename.
  const kept = new Set(
    items.filter((i) => i.previous === null || i.previous === i.item.slug).map((i) => i.item.slug),
  );
  const renames = new Map<string, string>();
  for (const { item, previous } of items) {
    if (previous && previous !== item.slug && !kept.has(previous) && !renames.has(previous)) {
      renames.set(previous, item.slug);
    }
  }
  return { items: items.map((i) => i.item), renames };
}

function checkPlaceholderSyntax(text: string, field: string, errors: Errors) {
  for (const placeholder of findMalformedPlaceholders(text).slice(0, 3)) {
    addError(errors, field, "placeholder_invalid", { placeholder });
  }
}

/**
 * A repeating group's own shape (issue 32): item fields with unique, normalised slugs, `min` not
 * above `max`, and item settings only on a group.
 */
function checkGroups(fields: TemplateField[], errors: Errors): TemplateField[] {
  return fields.map((field, index) => {
    const at = `fields.${index}`;
    if (field.type !== "group") {
      for (const key of ["fields", "min", "max", "item_label"] as const)
        if (field[key] !== undefined) addError(errors, `${at}.${key}`, "template_group_only");
      return field;
    }
    if (!field.fields?.length) addError(errors, `${at}.fields`, "template_group_empty");
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      addError(errors, `${at}.max`, "template_group_bounds", { min: field.min });
    if (field.deadline) addError(errors, "fields", "template_deadline_not_date", { field: field.label });
    const items = normaliseSlugs(field.fields ?? [], `${at}.fields`, errors).items;
    for (const item of items)
      if (item.deadline && item.type !== "date")
        addError(errors, "fields", "template_deadline_not_date", { field: item.label });
    return { ...field, fields: items };
  });
}

/** A party's gender field must be one of its persons' fields (an item field when it repeats). */
function checkParties(parties: TemplateParty[], fields: TemplateField[], errors: Errors) {
  parties.forEach((party, index) => {
    if (!party.gender_field) return;
    const group = fields.find((f) => f.slug === party.slug && f.type === "group");
    const candidates = group ? (group.fields ?? []) : fields;
    if (!candidates.some((f) => f.slug === party.gender_field))
      addError(errors, `parties.${index}.gender_field`, "template_gender_field_unknown", {
        slug: party.gender_field,
      });
  });
}

/**
 * The body against the fields, notes and parties it will be saved with (issue 32): unknown
 * slugs, unbalanced blocks, an item field outside its `each`, a `ref` to no label, a condition
 * that does not compile, each named with its placeholder and where it stands, word for word as
 * the editors' screen names it (issue 44). Malformed placeholders keep their own message
 * (`placeholder_invalid`); a warning (a reference to a clause a condition can leave out) is the
 * screen's to say, and saves.
 */
function checkBody(
  text: string,
  content: Pick<CurrentContent, "fields" | "notes" | "parties">,
  language: Language,
  errors: Errors,
) {
  const issues = checkTemplate(text, content, language).filter(
    (issue) => issue.severity === "error" && issue.code !== "malformed",
  );
  for (const issue of issues.slice(0, MAX_BODY_ISSUES))
    addError(errors, "body", "template_check", { message: issue.message });
}

/**
 * Turns an editor's write into column values: slugs normalised and unique, HTML sanitised,
 * renamed slugs rewritten throughout body and discipline, malformed placeholders refused (§5),
 * and the body's logic and the fields' conditions checked against what the version will hold
 * (issue 32). Throws one 400 with every field error at once, in the caller's language.
 */
export function normaliseTemplateInput(
  body: EditorTemplateUpdateBody,
  current: CurrentContent,
  language: Language,
): ContentChanges {
  const errors: Errors = {};
  const changes: ContentChanges = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.language !== undefined) changes.language = body.language;
  if (body.module !== undefined) changes.module = body.module;
  // Metadata, not content: a version with contracts may still be corrected (issue 45 §3).
  if (body.signature_level_min !== undefined) changes.signature_level_min = body.signature_level_min;
  if (body.keywords !== undefined) {
    const seen = new Set<string>();
    changes.keywords = body.keywords.filter((k) => !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
  }

  let fieldRenames = new Map<string, string>();
  let noteRenames = new Map<string, string>();
  if (body.fields !== undefined) {
    const { items, renames } = normaliseSlugs(body.fields, "fields", errors);
    changes.fields = checkGroups(items as TemplateField[], errors);
    fieldRenames = renames;
    // Only a date can be a deadline in the calendar (issue 17).
    for (const field of changes.fields)
      if (field.deadline && field.type !== "date" && field.type !== "group")
        addError(errors, "fields", "template_deadline_not_date", { field: field.label });
    for (const [key, message] of Object.entries(checkFieldConditions(changes.fields, language)))
      addError(errors, key, "template_check", { message });
  }
  if (body.notes !== undefined) {
    const { items, renames } = normaliseSlugs(body.notes, "notes", errors);
    changes.notes = items as TemplateNote[];
    noteRenames = renames;
  }
  if (body.parties !== undefined) {
    changes.parties = normaliseSlugs(body.parties, "parties", errors).items as TemplateParty[];
  }

  const hasRenames = fieldRenames.size > 0 || noteRenames.size > 0;
  for (const key of ["body", "discipline"] as const) {
    const sent = body[key];
    if (sent === undefined && !hasRenames) continue;
    const text = renamePlaceholders(sent === undefined ? current[key] : sanitizeHtml(sent), {
      field: fieldRenames,
      note: noteRenames,
    });
    if (sent !== undefined || text !== current[key]) changes[key] = text;
    if (sent !== undefined) checkPlaceholderSyntax(text, key, errors);
  }
  const saved = {
    fields: changes.fields ?? current.fields,
    notes: changes.notes ?? current.notes,
    parties: changes.parties ?? current.parties,
  };
  if (body.parties !== undefined || body.fields !== undefined)
    checkParties(saved.parties, saved.fields, errors);
  // Whatever changed, the body must still stand: a field removed must not leave it citing nothing.
  if (
    body.body !== undefined ||
    body.fields !== undefined ||
    body.notes !== undefined ||
    body.parties !== undefined
  )
    checkBody(changes.body ?? current.body, saved, language, errors);

  if (Object.keys(errors).length) throw new AppError(400, [], errors);
  return changes;
}

/** JSON with sorted keys: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** What an agreement compiles from: frozen once agreements exist (DESIGN §6 versions). */
const CONTENT_KEYS = ["body", "fields", "notes", "parties", "language"] as const;

/** The content keys a write would really change on this row. */
export function changedContentKeys(changes: ContentChanges, row: typeof templates.$inferSelect): string[] {
  return CONTENT_KEYS.filter(
    (key) => changes[key] !== undefined && canonical(changes[key]) !== canonical(row[key]),
  );
}
