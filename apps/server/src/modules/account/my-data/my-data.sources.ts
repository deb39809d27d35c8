import type { TemplateField, TemplateParty } from "@app/contracts";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Database } from "../../../db/client";
import { auditEvents } from "../../../platform/audit/audit.table";
import { sessions, users } from "../../../platform/auth/identity.table";
import { mfaEnabledSql } from "../../../platform/auth/mfa.table";
import { addDays, romeDay, romeIso } from "../../../platform/time/rome-time";
import { addressBookContacts } from "../../address-book/contact.table";
import { agreements } from "../../agreements/agreement.table";
import { calculatorTemplates } from "../../calculators/calculator.table";
import { appointments, calendarFeeds } from "../../calendar/calendar.table";
import { templates } from "../../catalogue/template.table";
import { favourites } from "../../favourites/favourite.table";
import { notifications } from "../../notifications/notification.table";
import { companies, companyMembers } from "../../profile/licence.table";

import { remoteSignPreferences } from "../../signatures/signature.table";
import { byId } from "./my-data.batches";
import { createBulkSources } from "./my-data.bulk-sources";
import { createPecSources } from "./my-data.pec-sources";
import { createSignatureSources } from "./my-data.signature-sources";

/** Each batch mapped, row by row. */
async function* eachRow<In, Out>(batches: AsyncIterable<In[]>, map: (row: In) => Out): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(map);
}

/**
 * An appointment as its owner reads it: an all-day one by its days in Rome, first and last
 * (stored from midnight to the midnight after its last day, which read in UTC is the day
 * before); a timed one by its moments with Rome's offset.
 */
function ownAppointment<Row extends { start_at: Date; end_at: Date; all_day: boolean }>(row: Row) {
  const { start_at, end_at, ...rest } = row;
  return row.all_day
    ? { ...rest, start_at: romeDay(start_at), end_at: addDays(romeDay(end_at), -1) }
    : { ...rest, start_at: romeIso(start_at), end_at: romeIso(end_at) };
}

/**
 * What the account holds (issue 35, GDPR arts. 15 and 20), read from each module's tables: only
 * the caller's own rows, every query bound to their id. Secrets (password hash, two-factor
 * secret, feed and session tokens) are never read.
 */
export function createMyDataSources(db: Database, userId: number) {
  /** The caller's rows of one table (`owner` is the caller), `columns` of each, by `id`. */
  const owned = <C extends SelectedFields>(table: PgTable, owner: PgColumn, id: PgColumn, columns: C) =>
    byId<SelectResultFields<C> & { id: number | string }>(
      (afterId, limit) =>
        db
          // Typed by the caller's columns below: drizzle's own types cannot follow a generic selection.
          .select(columns as SelectedFields)
          .from(table)
          .where(and(eq(owner, userId), afterId === null ? undefined : gt(id, afterId)))
          .orderBy(asc(id))
          .limit(limit) as unknown as Promise<(SelectResultFields<C> & { id: number | string })[]>,
    );

  return {
    async profile() {
      const [row] = await db
        .select({
          username: users.username,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          phone: users.phone,
          language: users.language,
          created_at: users.created_at,
          two_factor_enabled: mfaEnabledSql(users.id),
          calendar_feed_created_at: sql<
            string | null
          >`(select ${calendarFeeds.created_at} from ${calendarFeeds} where ${calendarFeeds.user_id} = ${users.id})`,
          // The credential remembered for remote signing (issue 46): provider and id, no secret.
          remote_sign_provider: sql<
            string | null
          >`(select ${remoteSignPreferences.provider} from ${remoteSignPreferences} where ${remoteSignPreferences.user_id} = ${users.id})`,
          remote_sign_credential_id: sql<
            string | null
          >`(select ${remoteSignPreferences.credential_id} from ${remoteSignPreferences} where ${remoteSignPreferences.user_id} = ${users.id})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The firm the user belongs to, and their role in it. */
    async firm() {
      const [row] = await db
        .select({
          name: companies.name,
          legal_form: companies.legal_form,
          vat_code: companies.vat_code,
          fiscal_code: companies.fiscal_code,
          address: companies.address,
          cap: companies.cap,
          city: companies.city,
          province: companies.province,
          role: companyMembers.role,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.company_id))
        .where(eq(companyMembers.user_id, userId));
      return row ?? null;
    },

    agreements: () =>
      owned(agreements, agreements.owner_id, agreements.id, {
        id: agreements.id,
        title: agreements.title,
        template_id: agreements.template_id,
        template_title: agreements.template_title,
        template_language: agreements.template_language,
        status: agreements.status,
        is_valid: agreements.is_valid,
        values: agreements.values,
        parties: agreements.parties,
        party_snapshots: agreements.party_snapshots,
        customized_body: agreements.customized_body,
        calculations: agreements.calculations,
        date_create: agreements.date_create,
        date_last_modify: agreements.date_last_modify,
      }),

    contacts: () =>
      owned(addressBookContacts, addressBookContacts.owner_id, addressBookContacts.id, {
        id: addressBookContacts.id,
        typology: addressBookContacts.typology,
        title: addressBookContacts.title,
        data: addressBookContacts.data,
        date_create: addressBookContacts.date_create,
        date_last_modify: addressBookContacts.date_last_modify,
      }),

    appointments: () =>
      eachRow(
        owned(appointments, appointments.owner_id, appointments.id, {
          id: appointments.id,
          title: appointments.title,
          description: appointments.description,
          place: appointments.place,
          start_at: appointments.start_at,
          end_at: appointments.end_at,
          all_day: appointments.all_day,
          reminder: appointments.reminder,
          agreement_id: appointments.agreement_id,
        }),
        ownAppointment,
      ),

    notifications: () =>
      owned(notifications, notifications.owner_id, notifications.id, {
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        text: notifications.text,
        date: notifications.date,
        read: notifications.read,
        agreement_id: notifications.agreement_id,
        created_at: notifications.created_at,
      }),

    /** Starred templates and calculators, with the title they go by. */
    favourites: () =>
      owned(favourites, favourites.owner_id, favourites.id, {
        id: favourites.id,
        typology: favourites.typology,
        title: sql<string | null>`case ${favourites.typology}
              when 'agreement' then (select ${templates.title} from ${templates}
                where ${templates.family_id} = ${favourites.template_family_id} order by ${templates.id} desc limit 1)
              else (select ${calculatorTemplates.title} from ${calculatorTemplates}
                where ${calculatorTemplates.id} = ${favourites.template_family_id}) end`,
        created_at: favourites.created_at,
      }),

    /** The devices signed in, as the sessions remember them (never their tokens). */
    sessions: () =>
      owned(sessions, sessions.user_id, sessions.id, {
        id: sessions.id,
        created_at: sessions.created_at,
        expires_at: sessions.expires_at,
        revoked_at: sessions.revoked_at,
        user_agent: sessions.user_agent,
        ip: sessions.ip,
      }),

    /** The words of the templates a batch of contracts was written on: their fields and parties. */
    async templateWords(ids: readonly number[]) {
      const rows = ids.length
        ? await db
            .select({ id: templates.id, fields: templates.fields, parties: templates.parties })
            .from(templates)
            .where(inArray(templates.id, [...new Set(ids)]))
        : [];
      return new Map<number, { fields: TemplateField[]; parties: TemplateParty[] }>(
        rows.map((row) => [row.id, row]),
      );
    },

    ...createSignatureSources(db, userId),
    ...createPecSources(db, userId),
    ...createBulkSources(db, userId),

    /** What the trail holds of the user's own actions: sign-ins, changes, exports. */
    activity: () =>
      owned(auditEvents, auditEvents.actor_id, auditEvents.id, {
        id: auditEvents.id,
        action: auditEvents.action,
        subject_type: auditEvents.subject_type,
        subject_id: auditEvents.subject_id,
        ip: auditEvents.ip,
        at: auditEvents.at,
      }),
  };
}

export type MyDataSources = ReturnType<typeof createMyDataSources>;
/** The kinds read batch by batch, by their key in `dati.json`. */
export type MyDataKind = Exclude<keyof MyDataSources, "profile" | "firm" | "templateWords" | "files">;
export const MY_DATA_KINDS: readonly MyDataKind[] = [
  "agreements",
  "signed_copies",
  "sign_invites",
  "pec_messages",
  "pec_receipts",
  "bulk_jobs",
  "bulk_rows",
  "contacts",
  "appointments",
  "notifications",
  "favourites",
  "sessions",
  "activity",
];
