import { z } from "zod";
import { calendarDaySchema, dateTimeSchema } from "./calendar";
import { labelled } from "./field-labels";

// Notifications and news (issue 18; spec §7 `GET /api/account/customer/notify/list/`, the
// dashboard's News box). The customer's notifications are the generic resource at
// `/api/account/customer/notify/`; the editors' news at `/api/account/editor/news/`.

/** What a notification is about: the system's, or the customer's own note. */
export const NOTIFICATION_KINDS = [
  "appointment_reminder",
  "template_revised",
  "licence_expiring",
  "import_finished",
  "pec_delivery",
  "bulk_finished",
  "note",
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

const text = (max: number) => z.string().trim().max(max);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  text: z.string(),
  /** The moment it is about (the appointment, the new version's publication, the note's date). */
  date: z.string().nullable(),
  read: z.boolean(),
  /** The customer's contract it concerns, if any. */
  agreement: z.number().int().nullable(),
  agreement_title: z.string().nullable(),
  /** The template version a revision notice announces. */
  template: z.number().int().nullable(),
  /** The batch a «Compilazione multipla conclusa» notice is about (issue 48). */
  bulk_job: z.number().int().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const noteWritable = {
  title: text(200).min(1),
  text: text(5000),
  /** A moment with its offset, or null for none. */
  date: labelled(dateTimeSchema.nullable(), { it: "Data e ora", en: "Date and time" }),
  /** One of the customer's own contracts, or null. */
  agreement: id.nullable(),
};

/** `notify/create/`: the customer's own note or reminder. */
export const notificationCreateBodySchema = z.strictObject({
  title: noteWritable.title,
  text: noteWritable.text.default(""),
  date: noteWritable.date.optional(),
  agreement: noteWritable.agreement.optional(),
});
export type NotificationCreateBody = z.infer<typeof notificationCreateBodySchema>;

/** `notify/partial-update/{id}/`: only the customer's own notes; only what is sent changes. */
export const notificationUpdateBodySchema = z.strictObject(noteWritable).partial();
export type NotificationUpdateBody = z.infer<typeof notificationUpdateBodySchema>;

export const NOTIFICATION_STATUSES = ["read", "unread"] as const;
/** `notify/set-status/{id}/`. */
export const notificationSetStatusBodySchema = z.strictObject({ status: z.enum(NOTIFICATION_STATUSES) });
export type NotificationSetStatusBody = z.infer<typeof notificationSetStatusBodySchema>;

/** `notify/unread/` (the navbar's bell) and the answer of `notify/read-all/`. */
export const notificationUnreadSchema = z.object({ unread: z.number().int() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** The notification screen's page (spec §4: load-more adds one page at a time). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

// ---------- News ----------

export const NEWS_STATUSES = ["public", "draft"] as const;
export const newsStatusSchema = z.enum(NEWS_STATUSES);

const newsWritable = {
  /** The news item's date (`YYYY-MM-DD`). */
  date: calendarDaySchema,
  title_it: text(200).min(1),
  /** Empty: English readers get the Italian title. */
  title_en: text(200),
  /** Rich text, sanitised by the server like a template's. */
  text_it: z.string().max(50_000),
  text_en: z.string().max(50_000),
  status: newsStatusSchema,
  /** An address to read more (https), or null. */
  link: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
};

export const newsCreateBodySchema = z.strictObject({
  date: newsWritable.date,
  title_it: newsWritable.title_it,
  title_en: newsWritable.title_en.default(""),
  text_it: newsWritable.text_it.default(""),
  text_en: newsWritable.text_en.default(""),
  status: newsWritable.status.default("draft"),
  link: newsWritable.link.optional(),
});
export type NewsCreateBody = z.infer<typeof newsCreateBodySchema>;
export const newsUpdateBodySchema = z.strictObject(newsWritable).partial();
export type NewsUpdateBody = z.infer<typeof newsUpdateBodySchema>;
export const newsSetStatusBodySchema = z.strictObject({ status: newsStatusSchema });

/** A news item as the editors write it. */
export const editorNewsSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  title_it: z.string(),
  title_en: z.string(),
  text_it: z.string(),
  text_en: z.string(),
  status: newsStatusSchema,
  link: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EditorNews = z.infer<typeof editorNewsSchema>;

/**
 * A published news item as customers get it (spec §3 News item, with the title issue 18 adds),
 * in the request's language: `Descrizione` is HTML (the link, if any, closes it).
 */
export const newsItemSchema = z.object({
  id: z.number().int(),
  json: z.object({ Data: z.string(), Titolo: z.string(), Descrizione: z.string() }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
