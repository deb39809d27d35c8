import { z } from "zod";
import {
  calculatorDetailSchema,
  calculatorEvaluateBodySchema,
  calculatorEvaluationSchema,
} from "./calculator-definition";
import { languageSchema } from "./common";
import { partySnapshotsSchema } from "./party-schema";
import { SIGNATURE_STATUSES } from "./signature";
import { MAX_GROUP_ITEMS, moduleSchema, slugSchema } from "./template";

/** A field's value as stored: text for most types, a boolean for yes/no, null when cleared. */
export const agreementValueSchema = z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]);
/** One item of a repeating group (issue 32): item field slug → value. */
export const agreementItemValuesSchema = z.record(slugSchema, agreementValueSchema);
export type AgreementItemValues = z.infer<typeof agreementItemValuesSchema>;
/**
 * Field slug → value (DESIGN §6); a repeating group's value is an array of items. Whether a
 * slug is a group is the template's to say: validity refuses an array for a plain field.
 */
export const agreementValuesSchema = z.record(
  slugSchema,
  z.union([agreementValueSchema, z.array(agreementItemValuesSchema).max(MAX_GROUP_ITEMS)]),
);
export type AgreementValues = z.infer<typeof agreementValuesSchema>;

/**
 * The statuses a customer sets (spec §4 labels: Draft, Ready, Public, Completed) with
 * `set-status/{id}/`; the two signing states follow freezing and the signed copies (issue 45).
 */
export const SETTABLE_AGREEMENT_STATUSES = ["draft", "ready", "public", "completed"] as const;
export const settableAgreementStatusSchema = z.enum(SETTABLE_AGREEMENT_STATUSES);
export type SettableAgreementStatus = z.infer<typeof settableAgreementStatusSchema>;

/** Every status an agreement takes: the four a customer sets, then In firma and Firmato. */
export const AGREEMENT_STATUSES = [...SETTABLE_AGREEMENT_STATUSES, ...SIGNATURE_STATUSES] as const;
export const agreementStatusSchema = z.enum(AGREEMENT_STATUSES);
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

/**
 * The newer public version of a contract's template, when one was published with a notice to
 * customers (issue 18; a minor version alone does not count).
 */
export const templateUpdateSchema = z.object({
  template: z.number().int(),
  version: z.number().int(),
});
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

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
  /** The template version it was drafted on. */
  template_version: z.number().int().nullable(),
  /** "Updated template available" (issue 18), or null. */
  update_available: templateUpdateSchema.nullable(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

/**
 * `set-status/{id}/`: any of the four statuses a customer sets; only a complete agreement leaves
 * draft. In firma and Firmato come from `freeze/{id}/` and the signed copies (issue 45).
 */
export const agreementSetStatusBodySchema = z.strictObject({ status: settableAgreementStatusSchema });
export type AgreementSetStatusBody = z.infer<typeof agreementSetStatusBodySchema>;

// One line: a title becomes a file name and an e-mail subject line.
const titleSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\r\n]*$/, "one line");

/**
 * A calculation to keep with the agreement (issue 14: "Insert into the contract"): the server runs
 * the calculator again on these values and keeps inputs, results, series values and date. `values`
 * null forgets the calculation of that calculator.
 */
export const agreementCalculationBodySchema = z.strictObject({
  calculator: z.number().int().positive(),
  values: calculatorEvaluateBodySchema.shape.values.nullable(),
});
export type AgreementCalculationBody = z.infer<typeof agreementCalculationBodySchema>;

/** A calculation the agreement keeps: as it was run, with the calculator as it was then. */
export const agreementCalculationSchema = z.object({
  calculator: calculatorDetailSchema,
  values: calculatorEvaluateBodySchema.shape.values,
  evaluation: calculatorEvaluationSchema,
  calculated_at: z.string(),
});
export type AgreementCalculation = z.infer<typeof agreementCalculationSchema>;

// The writable fields with no defaults: a partial update must see only what was sent.
const agreementWritableShape = {
  title: titleSchema,
  values: agreementValuesSchema,
  parties: z.record(slugSchema, z.number().int().positive().nullable()),
  /** Party slug → what its contact filled when chosen (issue 15). */
  party_snapshots: partySnapshotsSchema,
  /** The customised text (HTML with placeholders), or null to follow the template's. */
  customized_body: z.string().max(500_000).nullable(),
  /** Calculations to keep or forget, by calculator; those not named stay as they are. */
  calculations: z.array(agreementCalculationBodySchema).max(20),
};

export const agreementCreateBodySchema = z.strictObject({
  title: agreementWritableShape.title,
  /** The template version to draft from (must be open to the customer). */
  template: z.number().int().positive(),
  values: agreementWritableShape.values.default({}),
  parties: agreementWritableShape.parties.default({}),
  party_snapshots: agreementWritableShape.party_snapshots.default({}),
  customized_body: agreementWritableShape.customized_body.default(null),
  calculations: agreementWritableShape.calculations.default([]),
});
export type AgreementCreateBody = z.infer<typeof agreementCreateBodySchema>;

/**
 * `partial-update/{id}/`: only the keys sent change (issue 13: a rename once wiped the values,
 * because the create schema's defaults filled in what was not sent).
 */
export const agreementUpdateBodySchema = z.strictObject(agreementWritableShape).partial();
export type AgreementUpdateBody = z.infer<typeof agreementUpdateBodySchema>;

export const agreementDuplicateBodySchema = z.strictObject({ title: titleSchema });
export type AgreementDuplicateBody = z.infer<typeof agreementDuplicateBodySchema>;

/** One agreement, whole: the list fields plus what the editor screens need. */
export const agreementDetailSchema = agreementSummarySchema.extend({
  values: agreementValuesSchema,
  parties: z.record(z.string(), z.number().int().nullable()),
  party_snapshots: partySnapshotsSchema,
  customized_body: z.string().nullable(),
  /** Messages per field slug for the values that do not pass (empty when valid). */
  errors: z.record(z.string(), z.array(z.string())),
  /** The calculations kept with the contract, in the order they were made. */
  calculations: z.array(agreementCalculationSchema),
  /** The contract this one was brought up to date from, if any. */
  upgraded_from: z.number().int().nullable(),
});
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;

/** Favourites hold templates of contracts or of calculators (spec §3). */
export const FAVOURITE_TYPOLOGIES = ["agreement", "calculator"] as const;
export type FavouriteTypology = (typeof FAVOURITE_TYPOLOGIES)[number];

export const favouriteSchema = z.object({
  id: z.number().int(),
  typology: z.enum(FAVOURITE_TYPOLOGIES),
  /** The template to open (its public version when there is one), or the calculator. */
  template_id: z.number().int(),
  template_title: z.string(),
  template_language: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/**
 * `favourite/create/`: `template_id` is a template version's id for `agreement`, a calculator's
 * id for `calculator`.
 */
export const favouriteCreateBodySchema = z.strictObject({
  typology: z.enum(FAVOURITE_TYPOLOGIES),
  template_id: z.number().int().positive(),
});
export type FavouriteCreateBody = z.infer<typeof favouriteCreateBodySchema>;

/**
 * The editors' count of the customers' favourites per contract template (issue 34), read-only:
 * `id` is the template family's, `template_id` the version it opens (its public one when there
 * is one), `favourites` how many customers starred it, `last_starred_at` the newest star.
 */
export const favouriteCountSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int(),
  title: z.string(),
  language: languageSchema,
  module: moduleSchema,
  favourites: z.number().int(),
  last_starred_at: z.string(),
});
export type FavouriteCount = z.infer<typeof favouriteCountSchema>;

/** Favourites come 6 to a page (spec §9). */
export const FAVOURITES_PAGE_SIZE = 6;

/** Download formats (spec §9): docx is the default. */
export const DOWNLOAD_FORMATS = ["docx", "pdf"] as const;
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS);
export type DownloadFormat = z.infer<typeof downloadFormatSchema>;

export const agreementDownloadQuerySchema = z.object({
  downloadFormat: downloadFormatSchema.default("docx"),
});

/** No line breaks: a subject must never add a header to the message. */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n]*$/, "one line");

/** The send-by-e-mail form (spec §3, §5). */
export const agreementSendmailBodySchema = z.strictObject({
  id: z.number().int().positive().optional(),
  to_email: z.array(z.email().max(254)).min(1).max(10),
  subject: oneLine(200).min(1),
  message_email: z.string().max(5000).default(""),
  attachment_extension: downloadFormatSchema.default("docx"),
  /** Calculators whose kept calculation goes along as a prospetto, in the same format. */
  prospetti: z.array(z.number().int().positive()).max(20).default([]),
});

/** `prospetto/{id}/?calculator=&downloadFormat=`: a kept calculation's prospetto (PDF by default). */
export const agreementProspettoQuerySchema = z.object({
  calculator: z.coerce.number().int().positive(),
  downloadFormat: downloadFormatSchema.default("pdf"),
});
export type AgreementSendmailBody = z.infer<typeof agreementSendmailBodySchema>;
