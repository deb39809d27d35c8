import { z } from "zod";
import { languageSchema } from "./common";
import { reminderSchema } from "./reminder";

/** Subscription modules: a licence opens the templates of its modules. */
export const MODULES = ["civil_commercial", "work"] as const;
export const moduleSchema = z.enum(MODULES);
export type Module = z.infer<typeof moduleSchema>;

/** Template version life cycle: customers only ever see `public` versions. */
export const TEMPLATE_STATUSES = ["draft", "ready", "public", "archived"] as const;
export const templateStatusSchema = z.enum(TEMPLATE_STATUSES);
export type TemplateStatus = z.infer<typeof templateStatusSchema>;

/** Field types offered by `schema-field-type-choices/`; each formats and validates its value. */
export const FIELD_TYPES = [
  "text",
  "textarea",
  "number",
  "currency",
  "percentage",
  "date",
  "boolean",
  "select",
  "email",
  "phone",
  "fiscal_code",
  "vat_code",
] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/** Validators of spec §5 a field may carry beyond what its type implies. */
export const VALIDATOR_NAMES = [
  "required",
  "minLength",
  "maxLength",
  "email",
  "phone",
  "fiscalCode",
  "vatCode",
  "numberPositive",
  "date",
] as const;
export const validatorSchema = z.object({
  name: z.enum(VALIDATOR_NAMES),
  /** The bound of minLength / maxLength. */
  value: z.number().int().positive().optional(),
});
export type FieldValidator = z.infer<typeof validatorSchema>;

/** Normalised slug: lower-case ascii letters, digits and `_`, starting with a letter. */
export const slugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, "slug");

export const selectOptionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

/** Type-specific settings of a field (hidden in the editor's form, kept in data). */
export const fieldAttributesSchema = z
  .object({
    options: z.array(selectOptionSchema).optional(),
    placeholder: z.string().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    rows: z.number().int().positive().optional(),
  })
  .strict();

/**
 * A date field that is a deadline (issue 17): once the contract is saved with it filled, the
 * customer is offered to add it to the calendar, under this label, with this reminder.
 */
export const fieldDeadlineSchema = z.strictObject({
  label_it: z.string().trim().min(1).max(120),
  label_en: z.string().trim().min(1).max(120),
  reminder: reminderSchema.nullable(),
});
export type FieldDeadline = z.infer<typeof fieldDeadlineSchema>;

/**
 * A template condition (issue 32): an expression of `packages/calc` over the template's field
 * slugs (`cedolare_secca and not arredato`, `count(conduttori) > 1`), checked when saved.
 */
export const templateExpressionSchema = z.string().trim().min(1).max(2000);

/** What every field has, a group's item fields included (spec §3). */
const fieldShape = {
  slug: slugSchema,
  label: z.string().min(1).max(200),
  type: fieldTypeSchema,
  help: z.string().max(2000).default(""),
  visible: z.boolean().default(true),
  disable: z.boolean().default(false),
  required: z.boolean().default(false),
  /** The group the field is compiled in (a party, or a section such as "Canone"). */
  field_set: z.string().max(100).default(""),
  attributes: fieldAttributesSchema.default({}),
  validators: z.array(validatorSchema).default([]),
  /** On a date field: it is a deadline the calendar can keep (issue 17). */
  deadline: fieldDeadlineSchema.nullable().optional(),
  /**
   * Asked only while this holds (issue 32); hidden, the field is not required, not printed and
   * ignored by validity, its value kept. Null or absent: always asked.
   */
  visible_if: templateExpressionSchema.nullable().optional(),
};

/** A field of a repeating group's items: any type but a group (groups do not nest). */
export const templateItemFieldSchema = z.object(fieldShape);
export type TemplateItemField = z.infer<typeof templateItemFieldSchema>;

/** The type of a repeating group (issue 32): its value is an array of items, each an object of its fields. */
export const GROUP_FIELD_TYPE = "group" as const;
/** The most items a group may have, whatever its `max` says. */
export const MAX_GROUP_ITEMS = 100;

/**
 * A dynamic field of a template (spec §3), or a repeating group of item fields (issue 32:
 * `type: "group"` with `fields`, `min`, `max`, `item_label`). A group whose slug is a party's
 * makes that party repeating: the items are its persons or companies.
 */
export const templateFieldSchema = z.object({
  ...fieldShape,
  // One enum, so a wrong type is answered as any unknown choice is.
  type: z.enum([...FIELD_TYPES, GROUP_FIELD_TYPE]),
  /** A group's item fields. */
  fields: z.array(templateItemFieldSchema).max(50).optional(),
  /** A group's fewest and most items (0 and `MAX_GROUP_ITEMS` when absent). */
  min: z.number().int().min(0).max(MAX_GROUP_ITEMS).optional(),
  max: z.number().int().min(1).max(MAX_GROUP_ITEMS).optional(),
  /** What one item is called ("Conduttore"): "Aggiungi un conduttore", "Conduttore 2". */
  item_label: z.string().max(100).optional(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** A dynamic note: an explanation shown beside the clause that cites it. */
export const templateNoteSchema = z.object({
  slug: slugSchema,
  label: z.string().min(1).max(200),
  help: z.string().max(5000).default(""),
});
export type TemplateNote = z.infer<typeof templateNoteSchema>;

/** A party of the contract (e.g. Locatore, Conduttore) and the field group that describes it. */
export const templatePartySchema = z.object({
  slug: slugSchema,
  label: z.string().min(1).max(100),
  /** PF: natural person; PG: company; any: either. */
  typology: z.enum(["PF", "PG", "any"]),
  field_set: z.string().max(100),
  /**
   * The role noun with its article, as `{{term::slug}}` prints it (issue 32): masculine
   * singular and plural ("il Conduttore", "i Conduttori"; "the Tenant", "the Tenants") and,
   * in Italian, the feminine ones ("la Conduttrice", "le Conduttrici"). Null: the label.
   */
  forms: z
    .strictObject({
      singular: z.string().trim().min(1).max(100),
      plural: z.string().trim().min(1).max(100),
      singular_feminine: z.string().trim().min(1).max(100).optional(),
      plural_feminine: z.string().trim().min(1).max(100).optional(),
    })
    .nullable()
    .optional(),
  /**
   * The field telling a person's gender when there is no fiscal code to read it from (its
   * value `F` is feminine); an item field when the party is repeating.
   */
  gender_field: slugSchema.nullable().optional(),
});
export type TemplateParty = z.infer<typeof templatePartySchema>;

export const templateLanguageSchema = languageSchema;
