import { z } from "zod";
import { constantUnitSchema } from "./calculator-constant";
import { languageSchema } from "./common";
import { reminderSchema } from "./reminder";
import { moduleSchema, templateStatusSchema } from "./template";

/**
 * A calculator as the editors write it (issue 14): inputs, named steps and outputs, each an
 * expression of `packages/calc`. The server also checks the expressions (`checkDefinition`)
 * and answers their errors keyed like these fields (`outputs.1.expression`).
 */

const text = z.string().trim().min(1).max(300);
/** A text in Italian and English, or one text for both. */
export const localisedSchema = z.union([text, z.strictObject({ it: text, en: text.optional() })]);
const calcSlug = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,62}$/, "lower-case letters, digits and '_', a letter first");
export const CALC_VALUE_TYPES = [
  "money",
  "number",
  "percentage",
  "integer",
  "date",
  "month",
  "select",
  "boolean",
] as const;
const valueType = z.enum(CALC_VALUE_TYPES);
/**
 * An input may also be a table of rows (`rows`: a year's remuneration per row, for the TFR),
 * whose columns are values of the kinds above; the formulas read it with the row functions.
 */
export const CALC_INPUT_TYPES = [...CALC_VALUE_TYPES, "rows"] as const;
export const MAX_CALC_ROWS = 60;

export const calcColumnSchema = z.strictObject({
  slug: calcSlug,
  label: localisedSchema,
  type: z.enum(["money", "number", "percentage", "integer", "date", "month"]),
  required: z.boolean().optional(),
  min: z.string().max(30).optional(),
  max: z.string().max(30).optional(),
});
const expression = z.string().trim().min(1).max(2000);

export const calcInputSchema = z.strictObject({
  slug: calcSlug,
  label: localisedSchema,
  help: localisedSchema.optional(),
  type: z.enum(CALC_INPUT_TYPES),
  required: z.boolean().optional(),
  min: z.string().max(30).optional(),
  max: z.string().max(30).optional(),
  options: z
    .array(z.strictObject({ value: z.string().min(1).max(100), label: localisedSchema }))
    .max(50)
    .optional(),
  default: z.union([z.string().max(100), z.boolean()]).optional(),
  /** The columns of a `rows` input. */
  columns: z.array(calcColumnSchema).min(1).max(10).optional(),
});

export const calcStepSchema = z.strictObject({
  slug: calcSlug,
  expression,
  /**
   * The input this step checks (issue 31): its refusal (`valid_if`) or its failure is shown
   * beside that input's field, the one the user must change. Required when it calls `valid_if`.
   */
  input: calcSlug.optional(),
});
export const calcOutputSchema = z.strictObject({
  slug: calcSlug,
  label: localisedSchema,
  type: valueType,
  expression,
  /**
   * On a date output: a deadline a contract keeping the calculation offers to the calendar,
   * under the output's label, with this reminder (issue 17).
   */
  deadline: z.strictObject({ reminder: reminderSchema.nullable() }).nullable().optional(),
});

/** The writable parts of a calculator template, without defaults (a partial update sends some). */
const writable = {
  title: z.string().trim().min(1).max(200),
  /** A stable slug shown in every list row: `interessi-legali`. */
  code: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(60),
  language: languageSchema,
  module: moduleSchema,
  status: templateStatusSchema,
  inputs: z.array(calcInputSchema).max(40),
  steps: z.array(calcStepSchema).max(40),
  outputs: z.array(calcOutputSchema).max(40),
  /**
   * The prospetto's own text: the legal basis and how the figures were reached, as rich text
   * (sanitised like a template's) citing inputs and outputs as `{{field::slug}}`; Italian, and
   * English when it differs. Null: the prospetto has its tables only.
   */
  prospetto: z
    .strictObject({ it: z.string().max(100_000), en: z.string().max(100_000).optional() })
    .nullable(),
  /**
   * A table of the calculation row by row (the TFR year by year): the rows of a step built from a
   * table input (`add_column`), these columns of each, shown under the results and in the prospetto.
   */
  breakdown: z
    .strictObject({
      rows: calcSlug,
      columns: z
        .array(calcColumnSchema.omit({ required: true, min: true, max: true }))
        .min(1)
        .max(12),
    })
    .nullable(),
};

export const calculatorCreateBodySchema = z.strictObject({
  ...writable,
  status: writable.status.default("draft"),
  inputs: writable.inputs.default([]),
  steps: writable.steps.default([]),
  outputs: writable.outputs.default([]),
  prospetto: writable.prospetto.default(null),
  breakdown: writable.breakdown.default(null),
});
export type CalculatorCreateBody = z.infer<typeof calculatorCreateBodySchema>;

export const calculatorUpdateBodySchema = z.strictObject(writable).partial();
export type CalculatorUpdateBody = z.infer<typeof calculatorUpdateBodySchema>;

/** A calculator template with its definition (editors: any status; customers: public ones). */
export const calculatorDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string().nullable(),
  language: languageSchema,
  module: moduleSchema,
  status: templateStatusSchema,
  inputs: z.array(calcInputSchema),
  steps: z.array(calcStepSchema),
  outputs: z.array(calcOutputSchema),
  prospetto: z.object({ it: z.string(), en: z.string().optional() }).nullable(),
  breakdown: writable.breakdown,
  /** Outside the customer's subscription: shown, not run (403). */
  is_locked: z.boolean(),
  /**
   * The published version customers run (0: never published) and when it was published. A
   * customer's detail is that version's definition; an editor's is the one being worked on.
   */
  version: z.number().int(),
  published_at: z.string().nullable(),
  /** Editors: the definition differs from the published version (customers still run that). */
  has_unpublished_changes: z.boolean(),
  /** Editors: every published version, newest first. */
  versions: z.array(z.object({ version: z.number().int(), published_at: z.string() })),
  updated_at: z.string(),
});
export type CalculatorDetail = z.infer<typeof calculatorDetailSchema>;

/** `PUT template/evaluate/{id}/`: what the user typed, by input slug. */
const calcCell = z.union([z.string().max(100), z.number(), z.boolean(), z.null()]);
export const calculatorEvaluateBodySchema = z.strictObject({
  /** By input slug: a value, or for a `rows` input its rows (column slug → value). */
  values: z.record(calcSlug, z.union([calcCell, z.array(z.record(calcSlug, calcCell)).max(MAX_CALC_ROWS)])),
});
export type CalculatorEvaluateBody = z.infer<typeof calculatorEvaluateBodySchema>;

/** The answer: money, numbers and percentages as decimal strings, dates `YYYY-MM-DD`, months `YYYY-MM`. */
export const calculatorEvaluationSchema = z.object({
  results: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  table: z.array(
    z.object({ series: z.string(), from: z.string(), to: z.string(), days: z.number(), rate: z.string() }),
  ),
  /** The definition's breakdown, row by row (column slug → value, as results travel). */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.boolean(), z.null()]))).optional(),
  /** The official values the result used, each with its series' title and unit, for the sources. */
  used_series: z.array(
    z.object({
      series: z.string(),
      title: z.string(),
      unit: constantUnitSchema,
      valid_from: z.string(),
      value: z.string(),
      note: z.string().nullable(),
    }),
  ),
});
export type CalculatorEvaluation = z.infer<typeof calculatorEvaluationSchema>;

/** `evaluate-download/{id}/?downloadFormat=`: the prospetto is a PDF unless DOCX is asked. */
export const prospettoQuerySchema = z.object({ downloadFormat: z.enum(["pdf", "docx"]).default("pdf") });
