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

/** A template as lists show it. `locked`: outside the caller's subscription. */
export const templateListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  language: languageSchema,
  module: moduleSchema,
  category_title: z.string().nullable(),
  locked: z.boolean(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

/** `template/retrieve/{id}/`: everything needed to compile an agreement from it. */
export const templateDetailSchema = templateListItemSchema.extend({
  status: templateStatusSchema,
  version: z.number().int(),
  /** Legal commentary (sanitised HTML). */
  discipline: z.string(),
  /** The contract text (sanitised HTML with placeholders). */
  body: z.string(),
  fields: z.array(templateFieldSchema),
  notes: z.array(templateNoteSchema),
  parties: z.array(templatePartySchema),
  /** The signature its contracts need (issue 45 §3): `feq` for those of art. 1350 c.c. */
  signature_level_min: signatureLevelSchema,
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** A template under a category node (`templates_public`). */
export const templateRefSchema = templateListItemSchema.pick({
  id: true,
  title: true,
  language: true,
  locked: true,
});
export type TemplateRef = z.infer<typeof templateRefSchema>;

const treeNodeSchema = z.object({
  id: z.number().int(),
  /** Title in the caller's language. */
  title: z.string(),
  parent: z.number().int().nullable(),
  tree_id: z.number().int(),
  /** 0 is a root. */
  level: z.number().int(),
  position: z.number().int(),
  /** 0 = disabled (shown disabled in selectors). */
  status: z.number().int(),
  is_leaf: z.boolean(),
});

export const categoryNodeSchema = treeNodeSchema.extend({
  /** The public templates listed directly under this node. */
  templates_public: z.array(templateRefSchema),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const wizardNodeSchema = treeNodeSchema.extend({
  /** Asked to choose among the children; null on leaves. */
  question: z.string().nullable(),
  /** The templates a leaf ends on. */
  templates: z.array(templateRefSchema),
});
export type WizardNode = z.infer<typeof wizardNodeSchema>;

/** A value with its label, for selects (`*-choices/` calls). */
export const choiceSchema = z.object({ value: z.string(), label: z.string() });
export type Choice = z.infer<typeof choiceSchema>;
