import { z } from "zod";
import { languageSchema } from "./common";
import { labelled } from "./field-labels";
import { moduleSchema } from "./template";

// Firms, their people and their licences (issue 16; spec §7 bases /api/profile/customer/* and
// /api/profile/editor/*). Writes list the writable fields only: ids, owners and timestamps are
// the server's.

/** The plans of the pricing page, each 120 €/month, and the modules each opens. */
export const LICENCE_PLANS = ["civil_commercial", "work", "complete"] as const;
export const licencePlanSchema = z.enum(LICENCE_PLANS);
export type LicencePlan = z.infer<typeof licencePlanSchema>;
export const PLAN_MODULES: Record<LicencePlan, readonly ("civil_commercial" | "work")[]> = {
  civil_commercial: ["civil_commercial"],
  work: ["work"],
  complete: ["civil_commercial", "work"],
};
export const PLAN_LABELS: Record<LicencePlan, { it: string; en: string }> = {
  civil_commercial: { it: "Modulo Civile-commerciale", en: "Civil and commercial module" },
  work: { it: "Modulo Lavoro", en: "Employment module" },
  complete: { it: "Soluzione Completa", en: "Complete solution" },
};
/** Euro per month per plan, as the pricing page says. */
export const PLAN_MONTHLY_PRICE_EUR = 120;

export const LICENCE_STATUSES = ["requested", "active", "suspended", "expired"] as const;
export const licenceStatusSchema = z.enum(LICENCE_STATUSES);
export type LicenceStatus = z.infer<typeof licenceStatusSchema>;

export const MEMBER_ROLES = ["administrator", "member"] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

const text = (max: number) => z.string().trim().max(max);
/** Optional text: "" clears it. */
const optionalText = (max: number) => text(max).optional();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---------- Companies ----------

const companyWritable = {
  // The firm's forms call it Denominazione.
  name: labelled(text(200).min(1), { it: "Denominazione", en: "Name" }),
  legal_form: optionalText(60),
  vat_number: optionalText(20),
  fiscal_code: optionalText(20),
  address: optionalText(200),
  cap: optionalText(10),
  city: optionalText(100),
  province: optionalText(5),
  pec: optionalText(254),
  sdi_code: optionalText(10),
  phone: optionalText(30),
  email: optionalText(254),
};
export const companyCreateBodySchema = z.strictObject(companyWritable);
export type CompanyCreateBody = z.infer<typeof companyCreateBodySchema>;
export const companyUpdateBodySchema = z.strictObject(companyWritable).partial();
export type CompanyUpdateBody = z.infer<typeof companyUpdateBodySchema>;

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_form: z.string(),
  vat_number: z.string(),
  fiscal_code: z.string(),
  address: z.string(),
  cap: z.string(),
  city: z.string(),
  province: z.string(),
  pec: z.string(),
  sdi_code: z.string(),
  phone: z.string(),
  email: z.string(),
  members_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

// ---------- Profiles (users) ----------

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: languageSchema,
  crmid: z.string().nullable(),
  is_active: z.boolean(),
  is_customer: z.boolean(),
  is_editor: z.boolean(),
  company: z.number().int().nullable(),
  company_name: z.string().nullable(),
  role: memberRoleSchema.nullable(),
  /** Whether the person has set a password (an invitation not yet taken up: false). */
  has_password: z.boolean(),
  /** Live sign-in sessions now: one seat of the firm's licences while above 0. */
  live_sessions: z.number().int(),
  /** Whether the person signs in with two-factor (issue 35): the firm's administrator sees it. */
  mfa_enabled: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const personWritable = {
  first_name: text(150).min(1),
  last_name: text(150).min(1),
  email: z.string().trim().max(254),
  phone: optionalText(30),
  language: languageSchema.optional(),
};

/** A customer editing their own profile: names, e-mail, language, phone. */
export const ownProfileUpdateBodySchema = z.strictObject(personWritable).partial();
export type OwnProfileUpdateBody = z.infer<typeof ownProfileUpdateBodySchema>;

/** A firm's administrator invites a colleague: the invitation e-mail sets the password. */
export const colleagueInviteBodySchema = z.strictObject({
  username: text(150).min(1),
  ...personWritable,
  role: memberRoleSchema.default("member"),
});
export type ColleagueInviteBody = z.infer<typeof colleagueInviteBodySchema>;

/** The administrator changes a colleague: the person's details, role, or access. */
export const colleagueUpdateBodySchema = z
  .strictObject({ ...personWritable, role: memberRoleSchema, is_active: z.boolean() })
  .partial();
export type ColleagueUpdateBody = z.infer<typeof colleagueUpdateBodySchema>;

/** An editor creates any user: customer, editor or both, in a firm or not. */
export const editorProfileCreateBodySchema = z.strictObject({
  username: text(150).min(1),
  ...personWritable,
  crmid: optionalText(50),
  is_customer: z.boolean().default(true),
  is_editor: z.boolean().default(false),
  company: z.number().int().positive().nullable().default(null),
  role: memberRoleSchema.default("member"),
});
export type EditorProfileCreateBody = z.infer<typeof editorProfileCreateBodySchema>;

export const editorProfileUpdateBodySchema = z
  .strictObject({
    ...personWritable,
    crmid: z.string().trim().max(50).nullable(),
    is_customer: z.boolean(),
    is_editor: z.boolean(),
    is_active: z.boolean(),
    company: z.number().int().positive().nullable(),
    role: memberRoleSchema,
  })
  .partial();
export type EditorProfileUpdateBody = z.infer<typeof editorProfileUpdateBodySchema>;

/** A sign-in session of the caller's, for "sign out of this device". */
export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

// ---------- Licences ----------

export const licenceSchema = z.object({
  id: z.number().int(),
  company: z.number().int(),
  company_name: z.string(),
  plan: licencePlanSchema,
  /** The plan's name in the caller's language. */
  name: z.string(),
  modules: z.array(moduleSchema),
  seats: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** As set, except that an active licence past its end date reads `expired`. */
  status: licenceStatusSchema,
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

const licenceWritable = {
  plan: licencePlanSchema,
  seats: z.number().int().min(1).max(1000),
  valid_from: isoDate,
  valid_to: isoDate,
  note: optionalText(1000),
};

/** A customer's request for a module or more seats: editors approve it. */
export const licenceRequestBodySchema = z.strictObject({
  plan: licenceWritable.plan,
  seats: licenceWritable.seats,
  note: licenceWritable.note,
});
export type LicenceRequestBody = z.infer<typeof licenceRequestBodySchema>;
export const licenceRequestUpdateBodySchema = licenceRequestBodySchema.partial();
export type LicenceRequestUpdateBody = z.infer<typeof licenceRequestUpdateBodySchema>;

export const editorLicenceCreateBodySchema = z.strictObject({
  company: z.number().int().positive(),
  ...licenceWritable,
  status: licenceStatusSchema.default("active"),
});
export type EditorLicenceCreateBody = z.infer<typeof editorLicenceCreateBodySchema>;
export const editorLicenceUpdateBodySchema = z.strictObject(licenceWritable).partial();
export type EditorLicenceUpdateBody = z.infer<typeof editorLicenceUpdateBodySchema>;

export const licenceSetStatusBodySchema = z.strictObject({ status: licenceStatusSchema });
export type LicenceSetStatusBody = z.infer<typeof licenceSetStatusBodySchema>;

// ---------- Subscription ----------

export const subscriptionSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  role: memberRoleSchema.nullable(),
  /** The licences in force today. */
  licences: z.array(licenceSchema),
  modules: z.array(moduleSchema),
  seats: z.object({ used: z.number().int(), total: z.number().int() }),
  /** Who holds a seat now (a live session), with how many sessions. */
  holders: z.array(
    z.object({ id: z.number().int(), name: z.string(), username: z.string(), sessions: z.number().int() }),
  ),
  /** Days until the first licence in force ends; null without one. */
  days_left: z.number().int().nullable(),
  /** From 30 days before the end. */
  expiring: z.boolean(),
  /** What each module opens: its public templates and calculators, by title. */
  opens: z.array(
    z.object({
      module: moduleSchema,
      templates: z.array(z.object({ id: z.number().int(), title: z.string(), language: languageSchema })),
      calculators: z.array(z.object({ id: z.number().int(), title: z.string() })),
    }),
  ),
  shop_url: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A firm's fields in the order the forms show them. */
export const COMPANY_FIELDS = [
  "name",
  "legal_form",
  "vat_number",
  "fiscal_code",
  "address",
  "cap",
  "city",
  "province",
  "pec",
  "sdi_code",
  "phone",
  "email",
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
