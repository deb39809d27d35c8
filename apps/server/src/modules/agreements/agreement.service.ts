import {
  type AgreementCreateBody,
  type AgreementDetail,
  type AgreementSetStatusBody,
  type AgreementStatus,
  type AgreementUpdateBody,
  type AgreementValues,
  type Language,
  MAX_GROUP_ITEMS,
  type SettableAgreementStatus,
  SIGNATURE_STATUSES,
  type TemplateField,
} from "@app/contracts";
import { isAgreementValid, misshapenValues, validateValues } from "@app/documents";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import type { DomainEvents } from "../../platform/events/domain-events";
import { sanitizeHtml } from "../../platform/html/sanitize-html";
import { AppError } from "../../platform/http/app-error";
import type { MessageKey } from "../../platform/i18n/messages";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import type { JsonText } from "../../platform/resource/json-text";
import type { CatalogueService } from "../catalogue";
import { toAgreementDetail } from "./agreement.mapper";
import { agreementListSpec, createAgreementRepository } from "./agreement.repository";
import type { AgreementRow } from "./agreement.table";
import { createAgreementCalculations } from "./agreement-calculations";
import { createAgreementFirstPage } from "./agreement-first-page";
import { assertParties } from "./agreement-parties";

/** An incomplete contract refused a status: the message says which status was asked. */
const INCOMPLETE_MESSAGES: Record<Exclude<SettableAgreementStatus, "draft">, MessageKey> = {
  ready: "agreement_incomplete",
  public: "agreement_incomplete_public",
  completed: "agreement_incomplete_completed",
};

type FieldErrors = AppError["fieldErrors"];

/**
 * A contract out for signature, or signed, keeps the text its signers saw (issue 45): its values,
 * text and status change only once it is reopened (`unfreeze/{id}/`), which voids the signatures.
 */
export function assertNotFrozen(row: Pick<AgreementRow, "status">) {
  const status: AgreementStatus = row.status;
  if ((SIGNATURE_STATUSES as readonly string[]).includes(status))
    throw new AppError(409, [{ key: status === "firmato" ? "agreement_firmato" : "agreement_in_firma" }]);
}

/**
 * A repeating group's items (issue 32): as many as its bounds allow, each naming only the
 * group's item fields. A list that is absent is not yet answered: validity says what is missing.
 */
function checkGroupItems(
  field: TemplateField,
  items: readonly Record<string, unknown>[],
  errors: FieldErrors,
) {
  const attribute = field.label;
  const min = field.min ?? 0;
  const max = Math.min(field.max ?? MAX_GROUP_ITEMS, MAX_GROUP_ITEMS);
  if (items.length < min)
    errors[`values.${field.slug}`] = [{ key: "agreement_group_too_few", params: { attribute, value: min } }];
  if (items.length > max)
    errors[`values.${field.slug}`] = [{ key: "agreement_group_too_many", params: { attribute, value: max } }];
  const known = new Set((field.fields ?? []).map((f) => f.slug));
  items.forEach((item, index) => {
    for (const slug of Object.keys(item))
      if (!known.has(slug))
        errors[`values.${field.slug}.${index}.${slug}`] = [
          { key: "agreement_unknown_field", params: { attribute: slug } },
        ];
  });
}

/**
 * Values may only name the template's own fields: a typo in a slug must not be saved silently.
 * Issue 32: a list of items only for a repeating group, a group's value only as a list, within
 * its bounds and of its item fields.
 */
export function assertKnownFields(fields: TemplateField[], values: AgreementValues) {
  const errors: FieldErrors = {};
  const known = new Map(fields.map((f) => [f.slug, f]));
  for (const slug of Object.keys(values))
    if (!known.has(slug))
      errors[`values.${slug}`] = [{ key: "agreement_unknown_field", params: { attribute: slug } }];
  for (const slug of misshapenValues(fields, values))
    errors[`values.${slug}`] = [{ key: "field_invalid_type", params: { attribute: slug } }];
  for (const field of fields) {
    const value = values[field.slug];
    if (field.type === "group" && Array.isArray(value)) checkGroupItems(field, value, errors);
  }
  if (Object.keys(errors).length) throw new AppError(400, [], errors);
}

/**
 * A customer's own agreements. Every use case is scoped to the owner, whatever id is sent, and
 * validity is recomputed from the template version's fields on every save (DESIGN §7).
 */
export function createAgreementService(db: Database, catalogue: CatalogueService, events?: DomainEvents) {
  const repository = createAgreementRepository(db);
  // Built once with the service, not with each repository (those of a transaction or a request
  // would each hold pages of their own): its kept pages serve every call (decision 0024).
  const firstPages = createAgreementFirstPage(db, agreementListSpec.defaultOrder);
  const calculations = createAgreementCalculations(db);
  async function versionOf(row: AgreementRow) {
    const version = row.template_id === null ? null : await catalogue.findTemplateVersion(row.template_id);
    return { fields: version?.fields ?? [], parties: version?.parties ?? [] };
  }
  async function fieldsOf(row: AgreementRow): Promise<TemplateField[]> {
    return (await versionOf(row)).fields;
  }

  async function stateOf(row: AgreementRow) {
    return row.template_id === null
      ? undefined
      : (await catalogue.templateUpdates([row.template_id])).get(row.template_id);
  }

  async function detail(row: AgreementRow, language: Language): Promise<AgreementDetail> {
    const [fields, state] = await Promise.all([fieldsOf(row), stateOf(row)]);
    return toAgreementDetail(row, validateValues(fields, row.values, language), state);
  }

  async function owned(ownerId: number, id: number): Promise<AgreementRow> {
    const row = await repository.findByOwner(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Why a conditional update changed nothing: frozen since it was read (409), or gone (404). */
  async function gone(ownerId: number, id: number): Promise<AppError> {
    const row = await repository.findByOwner(ownerId, id);
    if (row) assertNotFrozen(row);
    return AppError.notFound();
  }

  return {
    async list(ownerId: number, query: ListQueryInput): Promise<JsonText> {
      const parsed = parseListQuery(query, agreementListSpec);
      return (await firstPages.read(ownerId, parsed)) ?? repository.listByOwner(ownerId, parsed);
    },

    async get(viewer: Viewer, id: number): Promise<AgreementDetail> {
      return detail(await owned(viewer.userId, id), viewer.language);
    },

    /** Drafts a new agreement from a template the customer's subscription opens. */
    async create(viewer: Viewer, body: AgreementCreateBody): Promise<AgreementDetail> {
      const template = await catalogue.getTemplate(viewer, body.template);
      assertKnownFields(template.fields, body.values);
      await assertParties(db, viewer.userId, template, body.parties, body.party_snapshots);
      const row = await repository.insert({
        owner_id: viewer.userId,
        title: body.title,
        template_id: template.id,
        template_title: template.title,
        template_language: template.language,
        values: body.values,
        parties: body.parties,
        party_snapshots: body.party_snapshots,
        customized_body: body.customized_body === null ? null : sanitizeHtml(body.customized_body),
        calculations: await calculations.apply(viewer, {}, body.calculations),
        is_valid: isAgreementValid(template.fields, body.values),
        status: "draft",
      });
      return detail(row, viewer.language);
    },

    /** Saves changes; an agreement that stops being complete goes back to draft. */
    async update(viewer: Viewer, id: number, body: AgreementUpdateBody): Promise<AgreementDetail> {
      const current = await owned(viewer.userId, id);
      assertNotFrozen(current);
      const version = await versionOf(current);
      const { fields } = version;
      const values = body.values ?? current.values;
      assertKnownFields(fields, values);
      if (body.parties !== undefined || body.party_snapshots !== undefined)
        await assertParties(
          db,
          viewer.userId,
          version,
          body.parties ?? current.parties,
          body.party_snapshots ?? current.party_snapshots,
          current.parties,
        );
      const isValid = isAgreementValid(fields, values);
      const kept =
        body.calculations === undefined
          ? undefined
          : await calculations.apply(viewer, current.calculations, body.calculations);
      // One transaction with what follows the save (the calendar moves the contract's deadlines).
      const updated = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const row = await createAgreementRepository(inTx).updateByOwner(
          viewer.userId,
          id,
          {
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.parties !== undefined ? { parties: body.parties } : {}),
            ...(body.party_snapshots !== undefined ? { party_snapshots: body.party_snapshots } : {}),
            ...(body.customized_body !== undefined
              ? { customized_body: body.customized_body === null ? null : sanitizeHtml(body.customized_body) }
              : {}),
            ...(kept !== undefined ? { calculations: kept } : {}),
            values,
            is_valid: isValid,
            // Ready, public and completed all promise a complete contract.
            ...(!isValid && current.status !== "draft" ? { status: "draft" as const } : {}),
          },
          { unlessFrozen: true },
        );
        if (row && (body.values !== undefined || body.calculations !== undefined))
          await events?.emit(
            "agreement.saved",
            { ownerId: viewer.userId, agreementId: id, values, calculations: row.calculations },
            inTx,
          );
        return row;
      });
      if (!updated) throw await gone(viewer.userId, id);
      return detail(updated, viewer.language);
    },

    /** Draft, Ready, Public, Completed (spec §4); only a complete contract leaves draft. */
    async setStatus(viewer: Viewer, id: number, body: AgreementSetStatusBody): Promise<AgreementDetail> {
      const current = await owned(viewer.userId, id);
      assertNotFrozen(current);
      if (body.status !== "draft" && !current.is_valid)
        throw new AppError(409, [{ key: INCOMPLETE_MESSAGES[body.status] }]);
      const updated = await repository.updateByOwner(
        viewer.userId,
        id,
        { status: body.status },
        { unlessFrozen: true },
      );
      if (!updated) throw await gone(viewer.userId, id);
      return detail(updated, viewer.language);
    },

    /** A copy under a new title, as a draft (spec §4: the client then opens its customise page). */
    async duplicate(viewer: Viewer, id: number, title: string): Promise<AgreementDetail> {
      const source = await owned(viewer.userId, id);
      const row = await repository.insert({
        owner_id: viewer.userId,
        title,
        template_id: source.template_id,
        template_title: source.template_title,
        template_language: source.template_language,
        values: source.values,
        parties: source.parties,
        party_snapshots: source.party_snapshots,
        customized_body: source.customized_body,
        calculations: source.calculations,
        is_valid: source.is_valid,
        status: "draft",
      });
      return detail(row, viewer.language);
    },

    /** Deletes the contract; its deadlines in the calendar go too when asked, in one transaction. */
    async destroy(ownerId: number, id: number, options: { withDeadlines?: boolean } = {}): Promise<void> {
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        // Before the row goes: its links to the calendar are still there to follow.
        await events?.emit(
          "agreement.deleting",
          { ownerId, agreementId: id, withDeadlines: options.withDeadlines ?? false },
          inTx,
        );
        if (!(await createAgreementRepository(inTx).deleteByOwner(ownerId, id))) throw AppError.notFound();
      });
    },
  };
}
