import type { AgreementSummary, ListResponse } from "@app/contracts";
import type { Database } from "../../db/client";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { toAgreementSummary } from "./agreement.mapper";
import { agreementListSpec, createAgreementRepository } from "./agreement.repository";

/** A customer's own agreements: every use case is scoped to the owner, whatever id is sent. */
export function createAgreementService(db: Database) {
  const repository = createAgreementRepository(db);
  return {
    list(ownerId: number, query: ListQueryInput): Promise<ListResponse<AgreementSummary>> {
      return repository.listByOwner(ownerId, parseListQuery(query, agreementListSpec));
    },
    async get(ownerId: number, id: number): Promise<AgreementSummary> {
      const row = await repository.findByOwner(ownerId, id);
      if (!row) throw AppError.notFound();
      return toAgreementSummary(row);
    },
    async destroy(ownerId: number, id: number): Promise<void> {
      if (!(await repository.deleteByOwner(ownerId, id))) throw AppError.notFound();
    },
  };
}
