import type { Language, TemplateStatus } from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import type { JsonText } from "../../platform/resource/json-text";
import { calculatorListSpec, createCalculatorRepository } from "./calculator.repository";
import { findUsableCalculator } from "./calculator-locks";

/** What another module may know of a calculator (template links and favourites show it). */
export interface CalculatorRef {
  id: number;
  title: string;
  language: Language;
  status: TemplateStatus;
  /** Its outputs' slugs: what a template link may map to fields. */
  outputs: string[];
}

const toRef = (
  row: Pick<CalculatorRef, "id" | "title" | "language" | "status"> & { outputs: { slug: string }[] },
): CalculatorRef => ({
  id: row.id,
  title: row.title,
  language: row.language,
  status: row.status,
  outputs: row.outputs.map((output) => output.slug),
});

/**
 * Calculator templates, so far only as templates link to them (issue 4); evaluation, inputs
 * and the rest of the editor's resource come with the calculators issue.
 */
export function createCalculatorService(db: Database) {
  const repository = createCalculatorRepository(db);
  return {
    /** `GET /api/calculator/editor/template/list/`: every calculator, any status. */
    list(query: ListQueryInput): Promise<JsonText> {
      return repository.list(parseListQuery(query, calculatorListSpec), null);
    },

    /**
     * A calculator the viewer may use (favourites star it): customers a public one (404
     * otherwise) inside their subscription (403 otherwise, as for templates).
     */
    async getUsable(viewer: Viewer, id: number): Promise<CalculatorRef> {
      return toRef(await findUsableCalculator(db, viewer, id));
    },

    /** The calculators customers may meet (a few dozen at most: read whole). */
    findPublicIds: () => repository.findPublicIds(),

    /** These calculators, by id; unknown ids are simply missing from the answer. */
    async findRefs(ids: number[]): Promise<Map<number, CalculatorRef>> {
      const rows = await repository.findByIds([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, toRef(r)]));
    },
  };
}

export type CalculatorService = ReturnType<typeof createCalculatorService>;
