import { z } from "zod";
import { languageSchema } from "./common";
import { templateStatusSchema } from "./template";

// Editor calls on the category and wizard trees (spec §7, bases /api/agreement/editor/category
// and /api/agreement/editor/wizard): the generic resource plus `move/{id}/` to reorder.

/** A template version linked to a node, whatever its status. */
export const editorTemplateRefSchema = z.object({
  id: z.number().int(),
  family_id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  language: languageSchema,
  status: templateStatusSchema,
});
export type EditorTemplateRef = z.infer<typeof editorTemplateRefSchema>;

/** 1 = enabled, 0 = disabled (shown disabled in selectors). */
export const treeStatusSchema = z.union([z.literal(0), z.literal(1)]);

const editorTreeNodeSchema = z.object({
  id: z.number().int(),
  parent: z.number().int().nullable(),
  tree_id: z.number().int(),
  /** 0 is a root. */
  level: z.number().int(),
  /** Order among siblings, from 0. */
  position: z.number().int(),
  status: z.number().int(),
  is_leaf: z.boolean(),
  /** Title in the caller's language. */
  title: z.string(),
  title_it: z.string(),
  title_en: z.string(),
  /** The template versions linked to this node. */
  templates: z.array(editorTemplateRefSchema),
});

export const editorCategorySchema = editorTreeNodeSchema;
export type EditorCategory = z.infer<typeof editorCategorySchema>;

export const editorWizardSchema = editorTreeNodeSchema.extend({
  /** The question asked to choose among the children. */
  question_it: z.string().nullable(),
  question_en: z.string().nullable(),
});
export type EditorWizard = z.infer<typeof editorWizardSchema>;

const title = z.string().trim().min(1).max(200);
/** Empty: the Italian title is used (English is the fallback language). */
const titleEn = z.string().trim().max(200);
const question = z.string().trim().max(500).nullable();

/** `category/create/`: a root, or a child when `parent` is given (route create/{parentId}/child). */
export const editorCategoryCreateBodySchema = z.strictObject({
  parent: z.number().int().positive().nullable().default(null),
  title_it: title,
  title_en: titleEn.default(""),
  status: treeStatusSchema.default(1),
});
export type EditorCategoryCreateBody = z.infer<typeof editorCategoryCreateBodySchema>;

export const editorCategoryUpdateBodySchema = z
  .strictObject({ title_it: title, title_en: titleEn, status: treeStatusSchema })
  .partial();
export type EditorCategoryUpdateBody = z.infer<typeof editorCategoryUpdateBodySchema>;

export const editorWizardCreateBodySchema = editorCategoryCreateBodySchema.extend({
  question_it: question.default(null),
  question_en: question.default(null),
  /** Template version ids this leaf ends on (leaves only). */
  templates: z.array(z.number().int().positive()).max(100).default([]),
});
export type EditorWizardCreateBody = z.infer<typeof editorWizardCreateBodySchema>;

export const editorWizardUpdateBodySchema = z
  .strictObject({
    title_it: title,
    title_en: titleEn,
    status: treeStatusSchema,
    question_it: question,
    question_en: question,
    templates: z.array(z.number().int().positive()).max(100),
  })
  .partial();
export type EditorWizardUpdateBody = z.infer<typeof editorWizardUpdateBodySchema>;

/** `set-status/{id}/` of a tree node. */
export const editorTreeSetStatusBodySchema = z.strictObject({ status: treeStatusSchema });
export type EditorTreeSetStatusBody = z.infer<typeof editorTreeSetStatusBodySchema>;

/** `move/{id}/`: the node's new place among its siblings (0 = first; past the end = last). */
export const editorTreeMoveBodySchema = z.strictObject({ position: z.number().int().min(0) });
export type EditorTreeMoveBody = z.infer<typeof editorTreeMoveBodySchema>;
