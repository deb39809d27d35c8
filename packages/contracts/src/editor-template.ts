import { z } from "zod";
import { languageSchema } from "./common";
import { signatureLevelSchema } from "./signature";
import {
  moduleSchema,
  templateFieldSchema,
  templateNoteSchema,
  templatePartySchema,
  templateStatusSchema,
} from "./template";

// Editor calls on templates (spec §7, base /api/agreement/editor/template). Slugs arrive as the
// editor typed them: the server normalises them (lower-case ascii, `_`) and checks uniqueness.

const typedSlug = z.string().trim().min(1).max(64);
/** The slug an item had before this edit: its placeholders are rewritten to the new slug. */
const previousSlug = z.string().trim().max(64).optional();

/** A field as the editor sends it (spec §3 Dynamic field; §5: slug, label and type required). */
export const templateFieldInputSchema = templateFieldSchema.extend({
  slug: typedSlug,
  previous_slug: previousSlug,
});
export type TemplateFieldInput = z.infer<typeof templateFieldInputSchema>;

/** A note as the editor sends it (§5: slug and label required, help optional). */
export const templateNoteInputSchema = templateNoteSchema.extend({
  slug: typedSlug,
  previous_slug: previousSlug,
});
export type TemplateNoteInput = z.infer<typeof templateNoteInputSchema>;

export const templatePartyInputSchema = templatePartySchema.extend({ slug: typedSlug });

const ids = z.array(z.number().int().positive()).max(100);

// Without defaults: a partial update must leave out what it does not send.
const writableShape = {
  title: z.string().trim().min(1).max(300),
  language: languageSchema,
  module: moduleSchema,
  status: templateStatusSchema,
  /** Legal commentary, HTML (sanitised on write). */
  discipline: z.string().max(1_000_000),
  /** Contract text, HTML with placeholders (sanitised on write). */
  body: z.string().max(1_000_000),
  fields: z.array(templateFieldInputSchema).max(500),
  notes: z.array(templateNoteInputSchema).max(500),
  parties: z.array(templatePartyInputSchema).max(20),
  keywords: z.array(z.string().trim().min(1).max(100)).max(200),
  /** Category ids the template is listed under. */
  categories: ids,
  /** Wizard leaf ids that end on this template. */
  wizards: ids,
  /** Calculator ids offered beside the template, in this order. */
  calculators: ids,
  /**
   * The signature its contracts need (issue 45 §3): `feq` for the contracts of art. 1350 c.c.
   * (void without a qualified or digital signature, CAD art. 21, c. 2-bis).
   */
  signature_level_min: signatureLevelSchema,
};

/** `template/create/`: a new template, version 1 of a new family (draft unless asked). */
export const editorTemplateCreateBodySchema = z.strictObject({
  ...writableShape,
  status: templateStatusSchema.default("draft"),
  discipline: writableShape.discipline.default(""),
  body: writableShape.body.default(""),
  fields: writableShape.fields.default([]),
  notes: writableShape.notes.default([]),
  parties: writableShape.parties.default([]),
  keywords: writableShape.keywords.default([]),
  categories: writableShape.categories.default([]),
  wizards: writableShape.wizards.default([]),
  calculators: writableShape.calculators.default([]),
  signature_level_min: writableShape.signature_level_min.default("fes"),
});
export type EditorTemplateCreateBody = z.infer<typeof editorTemplateCreateBodySchema>;

/**
 * `template/partial-update/{id}/` and `template/create-new-version/{id}/` ("with the remaining
 * template fields"): only what is sent changes.
 */
export const editorTemplateUpdateBodySchema = z.strictObject(writableShape).partial();
export type EditorTemplateUpdateBody = z.infer<typeof editorTemplateUpdateBodySchema>;

/** `template/set-status/{id}/`: publishing archives the family's previous public version. */
export const editorTemplateSetStatusBodySchema = z.strictObject({
  status: templateStatusSchema,
  /**
   * With `public`: a minor version (typo fixes) whose publication tells no customer (issue 18).
   * Ignored for the other statuses.
   */
  minor: z.boolean().optional(),
});
export type EditorTemplateSetStatusBody = z.infer<typeof editorTemplateSetStatusBodySchema>;

/** Placeholders and definitions that do not match (spec §2: the editor's check). */
export const placeholderCheckSchema = z.object({
  /** `{{field::x}}` cited in body or discipline with no field x. */
  missing_fields: z.array(z.string()),
  /** Fields no placeholder cites. */
  unused_fields: z.array(z.string()),
  missing_notes: z.array(z.string()),
  unused_notes: z.array(z.string()),
});
export type PlaceholderCheckResult = z.infer<typeof placeholderCheckSchema>;

/** A row of the editor's template list: one per version. */
export const editorTemplateListItemSchema = z.object({
  id: z.number().int(),
  /** Groups the versions of one template (the first version's id). */
  family_id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  language: languageSchema,
  module: moduleSchema,
  status: templateStatusSchema,
  /** First category (deepest first), in the caller's language; disabled ones included. */
  category_title: z.string().nullable(),
  /** Customers' agreements made from this version. */
  agreements_count: z.number().int(),
  updated_at: z.string(),
});
export type EditorTemplateListItem = z.infer<typeof editorTemplateListItemSchema>;

export const templateVersionRefSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: templateStatusSchema,
});

/** `template/retrieve/{id}/` (editor): any version, any status, with its links and checks. */
export const editorTemplateDetailSchema = editorTemplateListItemSchema.extend({
  discipline: z.string(),
  body: z.string(),
  fields: z.array(templateFieldSchema),
  notes: z.array(templateNoteSchema),
  parties: z.array(templatePartySchema),
  keywords: z.array(z.string()),
  categories: z.array(z.number().int()),
  wizards: z.array(z.number().int()),
  /** Linked calculators' ids, in their order (any status: customers see only public ones). */
  calculators: z.array(z.number().int()),
  /**
   * True when agreements were made from this version: its body, fields, notes, parties and
   * language are frozen (create a new version to change them).
   */
  content_locked: z.boolean(),
  /** Every version of the family, newest first. */
  versions: z.array(templateVersionRefSchema),
  /** Published as a minor version: no notice went to customers. */
  minor: z.boolean(),
  signature_level_min: signatureLevelSchema,
  published_at: z.string().nullable(),
  /**
   * The notices its publication sent (issue 18): contracts on older versions and their owners;
   * `pending` while they are still being written in the background.
   */
  alerts: z.object({
    agreements: z.number().int(),
    customers: z.number().int(),
    pending: z.boolean(),
  }),
  placeholder_check: placeholderCheckSchema,
  created_at: z.string(),
});
export type EditorTemplateDetail = z.infer<typeof editorTemplateDetailSchema>;

/** `template/destroy/{id}/`: a version with agreements is archived instead of deleted. */
export const editorTemplateDestroyResponseSchema = z.object({
  detail: z.string(),
  archived: z.boolean(),
});
export type EditorTemplateDestroyResponse = z.infer<typeof editorTemplateDestroyResponseSchema>;
