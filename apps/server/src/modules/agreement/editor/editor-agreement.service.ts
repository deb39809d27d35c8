import {
  AGREEMENT_EXPORT_MAX_ROWS,
  type EditorAgreementListItem,
  type Language,
  type ListResponse,
} from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { AppError } from "../../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../../platform/list/list-query";
import { buildAgreementsWorkbook } from "./agreement-export";
import { createEditorAgreementRepository, editorAgreementListSpec } from "./editor-agreement.repository";
import type { EditorActor } from "./editor-template.service";

const EXPORT_BATCH = 5_000;

/** Every customer's agreements, read-only, for the editors (spec §7 editor agreement calls). */
export function createEditorAgreementService(db: Database) {
  const repository = createEditorAgreementRepository(db);
  const audit = createAudit(db);
  // One export at a time per process: a 100,000-row workbook takes ~5 s and a few hundred MB
  // while SheetJS builds it, so concurrent exports queue instead of multiplying the memory.
  let exporting: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = exporting.then(work, work);
    exporting = run.catch(() => {});
    return run;
  };
  return {
    async list(query: ListQueryInput): Promise<ListResponse<EditorAgreementListItem>> {
      const parsed = parseListQuery(query, editorAgreementListSpec);
      const { rows, count } = await repository.list(parsed);
      return { results: rows, per_page: parsed.limit === null ? rows.length : parsed.perPage, count };
    },

    /**
     * The list as an xlsx file: the same filters and ordering, every matching row (the page
     * parameters the client sends along are ignored). Recorded in the audit trail: it holds
     * customers' personal data.
     */
    async export(actor: EditorActor, query: ListQueryInput, language: Language): Promise<Buffer> {
      const parsed = { ...parseListQuery(query, editorAgreementListSpec), limit: null, offset: 0 };
      const total = await repository.count(parsed.where);
      if (total > AGREEMENT_EXPORT_MAX_ROWS)
        throw AppError.badRequest("export_too_many", { count: total, max: AGREEMENT_EXPORT_MAX_ROWS });
      const workbook = await oneAtATime(() =>
        buildAgreementsWorkbook(language, (add) => repository.forEachBatch(parsed, EXPORT_BATCH, add)),
      );
      const filters = Object.fromEntries(
        Object.entries(query).filter(
          ([key]) => key.startsWith("filter__") || key === "free_filter__" || key === "order_by__",
        ),
      );
      await audit.record({
        actorId: actor.userId,
        action: "agreement.export",
        subjectType: "agreement",
        data: { rows: total, filters },
      });
      return workbook;
    },
  };
}
