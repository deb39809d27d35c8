import type { Licence, LicenceRequestBody, LicenceRequestUpdateBody } from "@app/contracts";
import { PLAN_LABELS, PLAN_MODULES } from "@app/contracts";
import type { Database } from "../../db/client";
import { changesBetween } from "../../platform/audit/audit-changes";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { parseListQuery } from "../../platform/list/list-query";
import type { CustomerScope } from "./customer-scope";
import { createFirmRepository, licenceListSpec } from "./firm.repository";
import { romeToday, toLicence } from "./profile.mappers";

/**
 * The licences of the caller's firm (issue 16): its members read them, its administrator asks
 * the editors for a module or more seats and amends the request until it is approved.
 */
export function createCustomerLicencesService(db: Database, scope: CustomerScope) {
  const firms = createFirmRepository(db);
  const { firmOf, adminFirm, recordIn } = scope;

  // Named, so that its use cases call one another without `this`: routes pass them unbound.
  const service = {
    /** The licences of the caller's firm, or none: the list's parameters do not narrow them. */
    listLicences: (viewer: Viewer) =>
      firms.licencePage(
        parseListQuery({ no_page: "no_page" }, licenceListSpec),
        viewer.language,
        viewer.userId,
      ),
    async getLicence(viewer: Viewer, id: number): Promise<Licence> {
      const membership = await firmOf(viewer);
      const row = await firms.licence(id);
      if (!row || row.company_id !== membership?.company_id) throw AppError.notFound();
      const company = await firms.company(row.company_id);
      return toLicence(row, company?.name ?? "", viewer.language);
    },
    /** A request for a module or more seats, for the editors to approve. */
    async requestLicence(viewer: Viewer, body: LicenceRequestBody): Promise<Licence> {
      const membership = await adminFirm(viewer);
      const today = romeToday();
      const row = await db.transaction(async (tx) => {
        const requested = await createFirmRepository(tx as unknown as Database).insertLicence({
          company_id: membership.company_id,
          name: PLAN_LABELS[body.plan].it,
          plan: body.plan,
          modules: [...PLAN_MODULES[body.plan]],
          seats: body.seats,
          valid_from: today,
          valid_to: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
          status: "requested",
          note: body.note ?? "",
        });
        await recordIn(tx, viewer, "licence.request", ["licence", requested.id]);
        return requested;
      });
      return service.getLicence(viewer, row.id);
    },
    async updateLicenceRequest(viewer: Viewer, id: number, body: LicenceRequestUpdateBody): Promise<Licence> {
      const membership = await adminFirm(viewer);
      const row = await firms.licence(id);
      if (!row || row.company_id !== membership.company_id) throw AppError.notFound();
      if (row.status !== "requested") throw new AppError(409, [{ key: "licence_not_requested" }]);
      const write = {
        ...(body.plan
          ? { plan: body.plan, name: PLAN_LABELS[body.plan].it, modules: [...PLAN_MODULES[body.plan]] }
          : {}),
        ...(body.seats !== undefined ? { seats: body.seats } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
      };
      await db.transaction(async (tx) => {
        await createFirmRepository(tx as unknown as Database).updateLicence(id, write);
        await recordIn(tx, viewer, "licence.request_update", ["licence", id], {
          changes: changesBetween(row, write),
        });
      });
      return service.getLicence(viewer, id);
    },

    /** A firm's licences, each as the subscription page lists them. */
    async licenceItems(companyId: number, language: Viewer["language"]) {
      const company = await firms.company(companyId);
      return (await firms.companyLicences(companyId)).map((row) =>
        toLicence(row, company?.name ?? "", language),
      );
    },
  };
  return service;
}
