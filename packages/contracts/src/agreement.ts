import { z } from "zod";

/** Agreement statuses (spec §4 labels: Draft, Ready, Public, Completed). */
export const AGREEMENT_STATUSES = ["draft", "ready", "public", "completed"] as const;
export const agreementStatusSchema = z.enum(AGREEMENT_STATUSES);

/** A row of the customer's agreement list (spec §3 Agreement). */
export const agreementSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  template: z.number().int().nullable(),
  template_title: z.string().nullable(),
  template_language: z.string().nullable(),
  is_valid: z.boolean(),
  date_create: z.string(),
  date_last_modify: z.string(),
  status: agreementStatusSchema,
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;
