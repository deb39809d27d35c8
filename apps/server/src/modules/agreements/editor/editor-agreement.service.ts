import type { Readable } from "node:stream";
import { AGREEMENT_EXPORT_MAX_ROWS, type Language } from "@app/contracts";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import type { EditorActor } from "../../../platform/auth/viewer";
import { AppError } from "../../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../../platform/list/list-query";
import { romeDay } from "../../../platform/time/rome-time";
import { agreementsXlsx } from "./agreement-export";
import { createEditorAgreementRepository, editorAgreementListSpec } from "./editor-agreement.repository";

/**
 * Rows per query (by primary key, a few milliseconds each): one batch is all the export holds in
 * memory at once, and mapping it is short work between two turns of the event loop.
 */
const EXPORT_BATCH = 1_000;

/** Every customer's agreements, read-only, for the editors (spec §7 editor agreement calls). */
export function createEditorAgreementService(db: Database) {
  const repository = createEditorAgreementRepository(db);
  const audit = createAudit(db);
  // No one-export-at-a-time queue any more: a streamed export holds one batch (a few MB), so
  // concurrent exports no longer multiply a whole workbook's memory, and a queue would make every
  // editor wait for the slowest download in front of them.
  return {
    list: (query: ListQueryInput) => repository.list(parseListQuery(query, editorAgreementListSpec)),

    /**
     * The list as an xlsx stream, with its file name: the same filters and ordering, every matching row (the page
     * parameters the client sends along are ignored). Refused before anything is sent when too
     * many rows match. Recorded in the audit trail as it starts: it holds customers' personal data.
     */
    async export(
      actor: EditorActor,
      query: ListQueryInput,
      language: Language,
    ): Promise<{ file: Readable; name: string }> {
      const parsed = parseListQuery(query, editorAgreementListSpec);
      const total = await repository.count(parsed.where);
      if (total > AGREEMENT_EXPORT_MAX_ROWS)
        throw AppError.badRequest("export_too_many", { count: total, max: AGREEMENT_EXPORT_MAX_ROWS });
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
      return {
        file: agreementsXlsx(language, repository.batches(parsed, EXPORT_BATCH)),
        name: `${language === "en" ? "agreements" : "contratti"}-${romeDay(new Date())}`,
      };
    },
  };
}
