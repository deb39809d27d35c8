import { z } from "zod";
import { agreementDetailSchema } from "./agreement";

// A contract drafted on a template version the editors have since revised (issue 18):
// `agreement/compare/{id}/` shows what changed, clause by clause, and `agreement/upgrade/{id}/`
// brings it to the new version in a new contract.

export const CLAUSE_CHANGE_STATUSES = ["same", "changed", "inserted", "deleted", "moved"] as const;
export type ClauseChangeStatus = (typeof CLAUSE_CHANGE_STATUSES)[number];

/** A run of text the same on both sides, or only in the new version, or only in the old one. */
export const diffSegmentSchema = z.object({
  op: z.enum(["equal", "insert", "delete"]),
  text: z.string(),
});
export type DiffSegment = z.infer<typeof diffSegmentSchema>;

/** A clause as printed: its number ("4."), its heading ("Canone.") and its text, values filled. */
export const printedClauseSchema = z.object({
  label: z.string().nullable(),
  title: z.string(),
  text: z.string(),
});
export type PrintedClause = z.infer<typeof printedClauseSchema>;

export const clauseChangeSchema = z.object({
  status: z.enum(CLAUSE_CHANGE_STATUSES),
  old: printedClauseSchema.nullable(),
  new: printedClauseSchema.nullable(),
  /** Word by word, old to new (the whole text as one segment when inserted or deleted). */
  segments: z.array(diffSegmentSchema),
});
export type ClauseChange = z.infer<typeof clauseChangeSchema>;

const versionRefSchema = z.object({
  template: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  /** The template's language: the clauses are in it, whatever the screen's. */
  language: z.string(),
  published_at: z.string().nullable(),
});

const fieldRefSchema = z.object({
  slug: z.string(),
  label: z.string(),
  required: z.boolean(),
});

/** `agreement/compare/{id}/`. */
export const agreementCompareSchema = z.object({
  agreement: z.object({
    id: z.number().int(),
    title: z.string(),
    /** Its text was customised: the update cannot carry it, the customer applies the changes by hand. */
    customised: z.boolean(),
  }),
  from: versionRefSchema,
  to: versionRefSchema,
  clauses: z.array(clauseChangeSchema),
  fields_added: z.array(fieldRefSchema),
  /** Fields the new version no longer has, with the value the contract gave them. */
  fields_removed: z.array(fieldRefSchema.extend({ value: z.string().nullable() })),
  counts: z.object({
    changed: z.number().int(),
    inserted: z.number().int(),
    deleted: z.number().int(),
    moved: z.number().int(),
  }),
});
export type AgreementCompare = z.infer<typeof agreementCompareSchema>;

/** `agreement/upgrade/{id}/`: optionally a title for the new contract (the old one's by default). */
export const agreementUpgradeBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\r\n]*$/, "one line")
    .optional(),
});
export type AgreementUpgradeBody = z.infer<typeof agreementUpgradeBodySchema>;

/** The new contract, with what the update carried and what is left to fill. */
export const agreementUpgradeSchema = agreementDetailSchema.extend({
  carried: z.array(z.string()),
  new_fields: z.array(fieldRefSchema),
  dropped: z.array(fieldRefSchema.extend({ value: z.string().nullable() })),
});
export type AgreementUpgrade = z.infer<typeof agreementUpgradeSchema>;
