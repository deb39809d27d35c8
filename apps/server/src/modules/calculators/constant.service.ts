import { seriesUsedBy } from "@app/calc";
import type {
  AuditVerb,
  CalculatorConstant,
  CalculatorConstantCreateBody,
  CalculatorConstantUpdateBody,
  ConstantValue,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { changesBetween } from "../../platform/audit/audit-changes";
import type { EditorActor } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { createCalculatorRepository } from "./calculator.repository";
import { toConstant } from "./constant.mapper";
import { constantListSpec, createConstantRepository } from "./constant.repository";
import type { CalculatorConstantRow } from "./constant.table";

/** A month sorts as its first day, so `2016-01` comes before `2016-01-02`. */
const sortKey = (value: ConstantValue) =>
  value.valid_from.length === 7 ? `${value.valid_from}-01` : value.valid_from;
const inDateOrder = (values: ConstantValue[]) =>
  [...values].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The editors' dated series (issue 14): every change is one transaction with its audit event,
 * and the values are kept in date order whatever order they were sent in.
 */
export function createConstantService(db: Database) {
  const repository = createConstantRepository(db);

  const within = <T>(work: (repo: ReturnType<typeof createConstantRepository>, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => work(createConstantRepository(tx as unknown as Database), tx));
  const record = (
    tx: Tx,
    actor: EditorActor,
    action: AuditVerb<"calculator_constant">,
    row: CalculatorConstantRow,
    data = {},
  ) =>
    createAudit(tx as unknown as Database).record({
      actorId: actor.userId,
      action: `calculator_constant.${action}`,
      subjectType: "calculator_constant",
      subjectId: row.id,
      data: { slug: row.slug, values: row.values.length, ...data },
    });

  return {
    list: (query: ListQueryInput) => repository.page(parseListQuery(query, constantListSpec)),

    async get(id: number): Promise<CalculatorConstant> {
      const row = await repository.findById(id);
      if (!row) throw AppError.notFound();
      return toConstant(row);
    },

    /** A new series; its slug is what expressions call it by, so it is unique. */
    create(actor: EditorActor, body: CalculatorConstantCreateBody): Promise<CalculatorConstant> {
      return within(async (repo, tx) => {
        if (await repo.findBySlug(body.slug))
          throw AppError.field("slug", "constant_slug_taken", { slug: body.slug });
        const row = await repo.insert({ ...body, values: inDateOrder(body.values) });
        await record(tx, actor, "create", row);
        return toConstant(row);
      });
    },

    /** Changes only what is sent; `values` sent replace the whole series. */
    update(actor: EditorActor, id: number, body: CalculatorConstantUpdateBody): Promise<CalculatorConstant> {
      return within(async (repo, tx) => {
        const changes = body.values ? { ...body, values: inDateOrder(body.values) } : body;
        const before = await repo.findById(id);
        const row = before && (await repo.update(id, changes));
        if (!before || !row) throw AppError.notFound();
        await record(tx, actor, "update", row, {
          changed: Object.keys(body),
          changes: changesBetween(before, row, Object.keys(changes)),
        });
        return toConstant(row);
      });
    },

    /** Refused (409) while a calculator's formulas read the series: they would stop computing. */
    destroy(actor: EditorActor, id: number): Promise<void> {
      return within(async (repo, tx) => {
        const row = await repo.findById(id);
        if (!row) throw AppError.notFound();
        // The version being written and the one customers run, both.
        const readers = (await createCalculatorRepository(tx).formulas()).filter(
          (calculator) =>
            seriesUsedBy(calculator).includes(row.slug) ||
            (calculator.published !== null && seriesUsedBy(calculator.published).includes(row.slug)),
        );
        if (readers.length)
          throw new AppError(409, [
            {
              key: "constant_in_use",
              params: { slug: row.slug, titles: readers.map((calculator) => calculator.title).join(", ") },
            },
          ]);
        if (!(await repo.delete(id))) throw AppError.notFound();
        await record(tx, actor, "destroy", row);
      });
    },
  };
}
