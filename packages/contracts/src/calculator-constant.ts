import { z } from "zod";

/**
 * Calculator constants as dated series (spec "calculator constants", issue 14): the legal rate
 * set each year by decree, the ECB rate per semester, the ISTAT FOI index month by month. Base
 * `/api/calculator/editor/constant/`, the generic resource.
 */

export const CONSTANT_UNITS = ["percent", "index", "amount"] as const;
export const constantUnitSchema = z.enum(CONSTANT_UNITS);
export type ConstantUnit = z.infer<typeof constantUnitSchema>;

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A real calendar day (`YYYY-MM-DD`, no 30 February) or a month (`YYYY-MM`). */
const dayOrMonth = z
  .string()
  .refine(
    (text) =>
      ISO_MONTH.test(text) ||
      (ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text),
    "a date YYYY-MM-DD or a month YYYY-MM",
  );

/**
 * One value of a series: from a day (`YYYY-MM-DD`) in force until the next value (or
 * `valid_to`); a month (`YYYY-MM`, an index of that month) holds for that month only.
 */
export const constantValueSchema = z.strictObject({
  valid_from: dayOrMonth,
  /** Set only when the next value is not known yet: after it the series has a gap. */
  valid_to: dayOrMonth.nullable().optional(),
  /** A decimal string, exact: "1.6", "119.4", "-0.5". */
  value: z.string().regex(/^-?\d{1,12}(\.\d{1,10})?$/, "a decimal number such as 1.25"),
  /** The act or table that set it (decree, MEF comunicato, ISTAT release). */
  note: z.string().trim().max(500).default(""),
});
export type ConstantValue = z.infer<typeof constantValueSchema>;

/** The values of a series: each `valid_from` once; the server keeps them in date order. */
const constantValuesSchema = z
  .array(constantValueSchema)
  .max(2000)
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      if (seen.has(value.valid_from))
        context.addIssue({ code: "custom", path: [index, "valid_from"], message: "repeated" });
      seen.add(value.valid_from);
      if (value.valid_to && value.valid_to < value.valid_from)
        context.addIssue({ code: "custom", path: [index, "valid_to"], message: "before valid_from" });
    });
  });

export const calculatorConstantSchema = z.object({
  id: z.number().int(),
  /** What expressions call it by: `rate_periods("tasso-legale", …)`. */
  slug: z.string(),
  title: z.string(),
  unit: constantUnitSchema,
  /** Where the values come from, for the prospetto. */
  source: z.string(),
  values: z.array(constantValueSchema),
  updated_at: z.string(),
});
export type CalculatorConstant = z.infer<typeof calculatorConstantSchema>;

const constantSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters and digits, words joined by '-'")
  .max(60);
const writable = {
  title: z.string().trim().min(1).max(200),
  unit: constantUnitSchema,
  source: z.string().trim().max(500),
  values: constantValuesSchema,
};

export const calculatorConstantCreateBodySchema = z.strictObject({
  slug: constantSlugSchema,
  title: writable.title,
  unit: writable.unit,
  source: writable.source.default(""),
  values: writable.values.default([]),
});
export type CalculatorConstantCreateBody = z.infer<typeof calculatorConstantCreateBodySchema>;

/** `partial-update/{id}/`: only what is sent changes; `values` sent replace the whole series. */
export const calculatorConstantUpdateBodySchema = z.strictObject(writable).partial();
export type CalculatorConstantUpdateBody = z.infer<typeof calculatorConstantUpdateBodySchema>;

/**
 * `template/series/{id}/`: the series a calculator's formulas read, whole, so the screen computes
 * as the user types (the server's evaluate stays the reference for the prospetto and the contract).
 */
export const calculatorSeriesResponseSchema = z.object({ results: z.array(calculatorConstantSchema) });
export type CalculatorSeriesResponse = z.infer<typeof calculatorSeriesResponseSchema>;
