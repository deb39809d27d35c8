import { localisedText } from "@app/calc";
import type {
  AddDeadlinesBody,
  AgreementCalculation,
  AgreementDeadline,
  AgreementDeadlines,
  Language,
  TemplateField,
} from "@app/contracts";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import type { AgreementDeleting, AgreementSaved } from "../../platform/events/domain-events";
import { AppError } from "../../platform/http/app-error";
import { translate } from "../../platform/i18n/translate";
import { addDays, romeDay, romeMidnight } from "../../platform/time/rome-time";
import { createAgreementReader } from "../agreements";
import { templates } from "../catalogue/template.table";
import { appointments } from "./calendar.table";
import { cancelReminder, syncReminder } from "./reminders";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type DeadlineField = Pick<TemplateField, "slug" | "label" | "type"> & {
  deadline: NonNullable<TemplateField["deadline"]>;
};
type Flaggable = Pick<TemplateField, "slug" | "label" | "type" | "deadline">;
const isDeadline = (f: Flaggable): f is DeadlineField => f.type === "date" && Boolean(f.deadline);
const deadlinesIn = (fields: readonly Flaggable[]): DeadlineField[] =>
  fields.flatMap((f) => (isDeadline(f) ? [f] : []));

/** A version's deadline fields: its flagged date fields, and its groups' (issue 32). */
interface DeadlineFields {
  fields: DeadlineField[];
  groups: { slug: string; itemLabel: string; fields: DeadlineField[] }[];
}

/** The deadline fields of a template version (date fields the editors flagged, issue 17). */
async function deadlineFields(db: Database, templateId: number | null): Promise<DeadlineFields> {
  if (templateId === null) return { fields: [], groups: [] };
  const [row] = await db
    .select({ fields: templates.fields })
    .from(templates)
    .where(eq(templates.id, templateId));
  const fields = row?.fields ?? [];
  return {
    fields: deadlinesIn(fields),
    groups: fields
      .filter((f) => f.type === "group" && deadlinesIn(f.fields ?? []).length > 0)
      .map((group) => ({
        slug: group.slug,
        itemLabel: group.item_label || group.label,
        fields: deadlinesIn(group.fields ?? []),
      })),
  };
}

/** A deadline's day as the contract holds it, or null when empty or not a date. */
const dayOf = (value: unknown) => (typeof value === "string" && DAY.test(value.trim()) ? value.trim() : null);

/** A deadline a contract may keep: a flagged field, or a flagged date result of a kept calculation. */
interface Candidate {
  /** The field's slug, or `calc.<calculator>.<output>` for a calculation's result. */
  key: string;
  label: string;
  date: string | null;
  reminder: number | null;
}

/** The calculation results a key names: `calc.<calculator id>.<output slug>`. */
const calcKey = (calculator: number, output: string) => `calc.${calculator}.${output}`;

/**
 * Every deadline of a contract: its template's flagged date fields, then the flagged date
 * results of the calculations it keeps (e.g. the lease deadlines' last day for the notice).
 */
function candidatesOf(
  { fields, groups }: DeadlineFields,
  values: Record<string, unknown>,
  calculations: Record<string, AgreementCalculation>,
  language: Language,
): Candidate[] {
  const labelOf = (field: DeadlineField) =>
    language === "en" ? field.deadline.label_en : field.deadline.label_it;
  const fromFields = fields.map((field) => ({
    key: field.slug,
    label: labelOf(field),
    date: dayOf(values[field.slug]),
    reminder: field.deadline.reminder,
  }));
  // An item's deadline is keyed as validity keys its field, `GROUP.INDEX.slug`, and named after it.
  const fromItems = groups.flatMap((group) => {
    const items = values[group.slug];
    return (Array.isArray(items) ? items : []).flatMap((item: Record<string, unknown>, index) =>
      group.fields.map((field) => ({
        key: `${group.slug}.${index}.${field.slug}`,
        label: `${labelOf(field)} (${group.itemLabel} ${index + 1})`,
        date: dayOf(item?.[field.slug]),
        reminder: field.deadline.reminder,
      })),
    );
  });
  const fromCalculations = Object.values(calculations).flatMap(({ calculator, evaluation }) =>
    calculator.outputs
      .filter((output) => output.type === "date" && output.deadline)
      .map((output) => ({
        key: calcKey(calculator.id, output.slug),
        label: `${localisedText(output.label, language)} (${calculator.title})`,
        date: dayOf(evaluation.results[output.slug]),
        reminder: output.deadline?.reminder ?? null,
      })),
  );
  return [...fromFields, ...fromItems, ...fromCalculations];
}

/** The appointments that keep a contract's deadlines, by the field each follows. */
async function linked(db: Database, ownerId: number, agreementId: number) {
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.owner_id, ownerId),
        eq(appointments.agreement_id, agreementId),
        isNotNull(appointments.deadline_field),
      ),
    );
  return new Map(rows.map((row) => [row.deadline_field as string, row]));
}

/**
 * A contract's deadlines in the calendar (issue 17): the date fields its template flags, offered
 * once filled ("Add the deadlines to the calendar"), kept as all-day appointments linked to the
 * contract and to the field, which move when the contract's date changes.
 */
export function createDeadlineService(db: Database) {
  const agreementsOf = createAgreementReader(db);

  async function owned(viewer: Viewer, agreementId: number) {
    const agreement = await agreementsOf.findByOwner(viewer.userId, agreementId);
    if (!agreement) throw AppError.notFound();
    return agreement;
  }

  async function list(viewer: Viewer, agreementId: number): Promise<AgreementDeadlines> {
    const agreement = await owned(viewer, agreementId);
    const fields = await deadlineFields(db, agreement.template_id);
    const kept = await linked(db, viewer.userId, agreementId);
    const candidates = candidatesOf(fields, agreement.values, agreement.calculations, viewer.language);
    const results: AgreementDeadline[] = candidates.map((c) => ({
      field: c.key,
      label: c.label,
      date: c.date,
      reminder: c.reminder,
      appointment: kept.get(c.key)?.id ?? null,
    }));
    return { results };
  }

  return {
    list,

    /** A contract being deleted: its deadlines leave the calendar when the customer asked so. */
    async forget(event: AgreementDeleting, tx: Database): Promise<void> {
      if (!event.withDeadlines) return;
      const kept = await linked(tx, event.ownerId, event.agreementId);
      for (const row of kept.values()) {
        await tx.delete(appointments).where(eq(appointments.id, row.id));
        await cancelReminder(tx, row.id);
      }
    },

    /**
     * Adds the filled deadlines asked for (all the filled ones when none is named) as all-day
     * appointments, or brings back in line those already added. One transaction.
     */
    async add(viewer: Viewer, agreementId: number, body: AddDeadlinesBody): Promise<AgreementDeadlines> {
      const agreement = await owned(viewer, agreementId);
      const fields = await deadlineFields(db, agreement.template_id);
      const candidates = candidatesOf(fields, agreement.values, agreement.calculations, viewer.language);
      const wanted = body.fields ? new Set(body.fields) : null;
      for (const name of wanted ?? [])
        if (!candidates.some((c) => c.key === name))
          throw AppError.field("fields", "deadline_unknown", { field: name });
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const kept = await linked(inTx, viewer.userId, agreementId);
        for (const candidate of candidates) {
          const day = candidate.date;
          if (!day || (wanted && !wanted.has(candidate.key))) continue;
          const times = { start_at: romeMidnight(day), end_at: romeMidnight(addDays(day, 1)), all_day: true };
          const existing = kept.get(candidate.key);
          const [row] = existing
            ? await inTx
                .update(appointments)
                .set({ ...times, updated_at: new Date() })
                .where(eq(appointments.id, existing.id))
                .returning()
            : await inTx
                .insert(appointments)
                .values({
                  owner_id: viewer.userId,
                  title: translate(viewer.language, "deadline_title", {
                    label: candidate.label,
                    agreement: agreement.title,
                  }),
                  ...times,
                  reminder: candidate.reminder,
                  agreement_id: agreementId,
                  deadline_field: candidate.key,
                })
                .returning();
          if (row) await syncReminder(inTx, row);
        }
      });
      return list(viewer, agreementId);
    },

    /**
     * Follows a saved contract (the `agreement.saved` event, in its transaction): each deadline
     * already in the calendar moves to the contract's new date; one whose date was cleared stays
     * where it was, for the user to decide.
     */
    async follow(event: AgreementSaved, tx: Database): Promise<number> {
      const kept = await linked(tx, event.ownerId, event.agreementId);
      if (kept.size === 0) return 0;
      // The field's value, or the kept calculation's result (its key says which).
      const dayFor = (key: string) => {
        const calc = /^calc\.(\d+)\.(.+)$/.exec(key);
        // `calc.<id>.<output>` has an item key's shape: it is read first.
        const item = calc ? null : /^([a-z][a-z0-9_]*)\.(\d+)\.([a-z][a-z0-9_]*)$/.exec(key);
        if (item) {
          const items = event.values[item[1] as string];
          const value = Array.isArray(items) ? items[Number(item[2])] : undefined;
          return dayOf((value as Record<string, unknown> | undefined)?.[item[3] as string]);
        }
        if (!calc) return dayOf(event.values[key]);
        return dayOf(event.calculations[calc[1] as string]?.evaluation.results[calc[2] as string]);
      };
      let moved = 0;
      for (const [field, row] of kept) {
        const day = dayFor(field);
        if (!day || romeDay(row.start_at) === day) continue;
        const [updated] = await tx
          .update(appointments)
          .set({
            start_at: romeMidnight(day),
            end_at: romeMidnight(addDays(day, 1)),
            all_day: true,
            updated_at: new Date(),
          })
          .where(eq(appointments.id, row.id))
          .returning();
        if (updated) await syncReminder(tx, updated);
        moved += 1;
      }
      return moved;
    },
  };
}
