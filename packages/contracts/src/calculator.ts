import { z } from "zod";
import { languageSchema } from "./common";
import { moduleSchema, templateStatusSchema } from "./template";

// Calculators as templates link to them (spec §7). Evaluation, inputs and constants come with
// the calculators issue; these shapes only carry what the links and their selectors show.

/** A row of the editor's `GET /api/calculator/editor/template/list/`. */
export const calculatorListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The stable slug every row shows (`interessi-legali`); null for a calculator not yet given one. */
  code: z.string().nullable(),
  language: languageSchema,
  module: moduleSchema,
  /** Customers only ever meet `public` calculators. */
  status: templateStatusSchema,
  /** Outside the customer's subscription (always false for editors). */
  is_locked: z.boolean(),
  /** The published version's number (0: never published). */
  version: z.number().int(),
  updated_at: z.string(),
});
export type CalculatorListItem = z.infer<typeof calculatorListItemSchema>;

/**
 * A row of `template-with-calculator` for customers (base /api/agreement/customer): a public
 * calculator offered beside a template version, named like an agreement's `template` fields.
 */
export const templateCalculatorSchema = z.object({
  id: z.number().int(),
  /** The template version's id. */
  template: z.number().int(),
  calculator: z.number().int(),
  calculator_title: z.string(),
  calculator_language: languageSchema,
  /** Order among the template's calculators, from 0. */
  position: z.number().int(),
  /** Calculator output slug → template field slug: what "Insert into the contract" fills. */
  mapping: z.record(z.string(), z.string()),
});
export type TemplateCalculator = z.infer<typeof templateCalculatorSchema>;

/** The same link for editors (base /api/agreement/editor), whatever the calculator's status. */
export const editorTemplateCalculatorSchema = templateCalculatorSchema.extend({
  calculator_status: templateStatusSchema,
  /** The template version's title, number and status: the calculator screen lists its templates. */
  template_title: z.string(),
  template_version: z.number().int(),
  template_status: templateStatusSchema,
});
export type EditorTemplateCalculator = z.infer<typeof editorTemplateCalculatorSchema>;

const id = z.number().int().positive();

/** `template-with-calculator/create/`: both must exist; a pair is linked once. */
export const templateCalculatorCreateBodySchema = z.strictObject({
  template: id,
  calculator: id,
  /** Absent: after the template's other calculators. */
  position: z.number().int().min(0).max(10_000).optional(),
  /**
   * Output slug → field slug (a group's item field as `GROUP.slug`, filled in the item the
   * calculator is opened from: issue 32); both checked against the calculator and the template.
   */
  mapping: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]{0,62}$/),
      z.string().regex(/^[a-z][a-z0-9_]{0,62}(\.[a-z][a-z0-9_]{0,62})?$/),
    )
    .refine((mapping) => Object.keys(mapping).length <= 40, "at most 40 outputs")
    .optional(),
});
export type TemplateCalculatorCreateBody = z.infer<typeof templateCalculatorCreateBodySchema>;

/** `template-with-calculator/partial-update/{id}/`: only what is sent changes. */
export const templateCalculatorUpdateBodySchema = templateCalculatorCreateBodySchema.partial();
export type TemplateCalculatorUpdateBody = z.infer<typeof templateCalculatorUpdateBodySchema>;
