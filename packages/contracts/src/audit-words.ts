import type { z } from "zod";
import type { AuditChanges, AuditEvent } from "./audit";
import { type CodeKind, codeInWords, fieldInWords, yesNo } from "./code-words";
import type { Language } from "./common";
import { type FieldLabel, label as w } from "./field-label-dictionary";
import { fieldLabel } from "./field-labels";
import { RESOURCES } from "./resources";

/** What an event's data keeps beside a record's fields, in words. */
const DATA_LABELS: Readonly<Record<string, FieldLabel>> = {
  rows: w("Righe esportate", "Rows exported"),
  reason: w("Motivo", "Reason"),
  area: w("Area", "Area"),
  remaining: w("Codici di recupero rimasti", "Recovery codes left"),
  to: w("Destinatari", "Recipients"),
  format: w("Formato dell'allegato", "Attachment format"),
  filters: w("Filtri", "Filters"),
  link: w("Collegamento (ID)", "Link (ID)"),
  archived: w("Versioni archiviate (ID)", "Versions archived (ID)"),
  calculators: w("Calcolatori collegati (ID)", "Linked calculators (ID)"),
  calculator: w("Calcolatore (ID)", "Calculator (ID)"),
  parent: w("Elemento padre (ID)", "Parent item (ID)"),
  agenda: w("Agenda (ID)", "Agenda (ID)"),
  family_id: w("Famiglia del modello (ID)", "Template family (ID)"),
  sha256: w("Impronta SHA-256 del documento", "Document's SHA-256 fingerprint"),
  copies_voided: w("Copie firmate non più corrispondenti", "Signed copies no longer matching"),
  file_name: w("Nome del file", "File name"),
  signers: w("Firmatari", "Signers"),
  copy: w("Copia firmata (ID)", "Signed copy (ID)"),
};

/**
 * Keys an event keeps that the before/after table already tells: the fields a request sent
 * (`fields`, `changed`: more than what changed), and the changes themselves.
 */
const TOLD_BY_THE_TABLE = new Set(["changes", "fields", "changed"]);

const TREES = new Set(["category", "wizard", "calculator_wizard"]);
const STATUS_OF: Readonly<Record<string, CodeKind>> = {
  template: "templateStatus",
  news: "newsStatus",
  licence: "licenceStatus",
  agreement: "agreementStatus",
};

/** What kind of code a field holds, where a reader sees it in words. */
function codeKindOf(field: string, subject: string): CodeKind | undefined {
  if (field === "status") return TREES.has(subject) ? "treeStatus" : STATUS_OF[subject];
  const byField: Readonly<Record<string, CodeKind>> = {
    role: "role",
    language: "language",
    template_language: "language",
    visibility: "visibility",
    typology: "contactTypology",
    kind: "notificationKind",
    unit: "unit",
    module: "module",
    modules: "module",
    plan: "plan",
    area: "area",
    reason: "signInStep",
    format: "attachment",
    attachment_extension: "attachment",
  };
  return byField[field];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const TAG = /<[a-z/][^>]*>?/gi;
const HAS_TAG = /<[a-z/][^>]*>/i;

/** A moment as Rome's wall clock shows it: 16/12/2026 10:30. */
export function romeDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Rome",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}

/** Rich text as the words it holds (a news item's body, kept cut at 500 characters). */
const plainText = (html: string) =>
  html
    .replace(TAG, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const NOTHING = "—";

/** A value an event kept, in words: codes by their name, dates as dates, text without its tags. */
export function auditValueInWords(
  field: string,
  value: unknown,
  subject: string,
  language: Language,
): string {
  if (value === null || value === undefined || value === "") return NOTHING;
  if (Array.isArray(value)) {
    const items = value.map((item) => auditValueInWords(field, item, subject, language));
    return items.length ? items.join(typeof value[0] === "object" ? "; " : ", ") : NOTHING;
  }
  const kind = codeKindOf(field, subject);
  if (kind && (typeof value === "string" || typeof value === "number"))
    return codeInWords(kind, value, language);
  if (typeof value === "boolean") return yesNo(value, language);
  if (typeof value === "number") return language === "it" ? String(value).replace(".", ",") : String(value);
  if (typeof value === "string") {
    const day = DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    if (MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return romeDateTime(value);
    return HAS_TAG.test(value) ? plainText(value) : value;
  }
  return objectInWords(value as Record<string, unknown>, subject, language);
}

/** An item of a list (a template's field, a series' value, a filter set) in words. */
function objectInWords(item: Record<string, unknown>, subject: string, language: Language): string {
  // A text kept in both languages is the reader's.
  if (typeof item.it === "string" && typeof item.en === "string") return item[language] as string;
  for (const name of ["label", "title", "name", "slug"]) {
    const named = item[name];
    if (typeof named === "string") return named;
    if (named && typeof named === "object")
      return objectInWords(named as Record<string, unknown>, subject, language);
  }
  return Object.entries(item)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([key, v]) => {
      const field = key.replace(/^(free_)?filter__/, "");
      return `${auditFieldInWords(field || "free_filter__", subject, language)}: ${auditValueInWords(field, v, subject, language)}`;
    })
    .join(", ");
}

/** The body each kind of record is edited with, whose fields may carry their own label. */
const EDITED_WITH: Readonly<Record<string, z.ZodType | undefined>> = {
  company: RESOURCES.company.update,
  licence: RESOURCES.editorLicence.update,
  user: RESOURCES.editorProfile.update,
  agenda: RESOURCES.agenda.update,
  appointment: RESOURCES.editorAppointment.update,
  news: RESOURCES.editorNews.update,
  calculator: RESOURCES.editorCalculator.update,
  calculator_constant: RESOURCES.constant.update,
  template: RESOURCES.editorTemplate.update,
  category: RESOURCES.editorCategory.update,
  wizard: RESOURCES.editorWizard.update,
  calculator_wizard: RESOURCES.editorWizard.update,
};

/**
 * A key of an event's data, or a field of its record, by its label: the event's own words, the
 * label the record's form gives the field (a firm's `name` is its «Denominazione»), the
 * dictionary's.
 */
export function auditFieldInWords(field: string, subject: string, language: Language): string {
  const own = DATA_LABELS[field];
  if (own) return own[language];
  const schema = EDITED_WITH[subject];
  return (schema && fieldLabel(schema, [field]))?.[language] ?? fieldInWords(field, language);
}

export interface AuditChangeInWords {
  field: string;
  label: string;
  before: string;
  after: string;
}
export interface AuditFactInWords {
  field: string;
  label: string;
  value: string;
}

function isChanges(value: unknown): value is AuditChanges {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => typeof v === "object" && v !== null && "before" in v && "after" in v)
  );
}

/** The field a status change or a move kept as `{from, to}`. */
const MOVED_FIELD: Readonly<Record<string, string>> = {
  set_status: "status",
  move: "position",
  // Freezing a contract for signature and reopening it move its status (issue 45).
  freeze: "status",
  unfreeze: "status",
};

/**
 * An event's data as the reader reads it: each field that changed, by its label, before and
 * after in words; then the other facts the event kept, never the table's again.
 */
export function auditEventInWords(
  event: Pick<AuditEvent, "action" | "subject_type" | "data">,
  language: Language,
): { changes: AuditChangeInWords[]; facts: AuditFactInWords[] } {
  const subject = event.subject_type;
  const { changes, from, to, ...rest } = event.data;
  const change = (field: string, before: unknown, after: unknown): AuditChangeInWords => ({
    field,
    label: auditFieldInWords(field, subject, language),
    before: auditValueInWords(field, before, subject, language),
    after: auditValueInWords(field, after, subject, language),
  });
  const rows = isChanges(changes)
    ? Object.entries(changes).map(([field, { before, after }]) => change(field, before, after))
    : [];
  const verb = event.action.split(".")[1] ?? "";
  const moved = MOVED_FIELD[verb];
  const facts: Record<string, unknown> = { ...rest };
  if (moved && from !== undefined && to !== undefined) rows.unshift(change(moved, from, to));
  else {
    // A new version names the version it was copied from.
    if (from !== undefined) facts.copied_from = from;
    if (to !== undefined) facts.to = to;
  }
  return {
    changes: rows,
    facts: Object.entries(facts)
      .filter(([field]) => !TOLD_BY_THE_TABLE.has(field))
      .map(([field, value]) => ({
        field,
        label:
          field === "copied_from"
            ? w("Copiato dal modello (ID)", "Copied from template (ID)")[language]
            : auditFieldInWords(field, subject, language),
        value: auditValueInWords(field, value, subject, language),
      })),
  };
}
