import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Viewer } from "../auth/viewer";
import { AppError } from "../http/app-error";
import { type JsonPage, runJsonList } from "../list/json-list";
import type { ParamRef } from "../list/json-row";
import type { ListQueryInput } from "../list/list-params";
import { romeDay } from "../time/rome-time";
import type { WizardTable } from "./tree.columns";
import { createTreeRepository, type TreeQuery } from "./tree.repository";
import { isLeafSql, keptItems, treeListQuery, treeNodeText } from "./tree-json";
import type { WizardReads } from "./wizard-list.routes";

/** How a wizard's owner names its statements, and the caller's locks, as SQL. */
export interface WizardItems {
  /** Names the wizard's statements (its tree). */
  key: string;
  /** Whether an item's module is outside the customer's subscription, from their id and the day. */
  locked(module: SQL, customer: SQL, day: SQL): SQL;
}

/**
 * A wizard's reads for its list calls: the nodes, each leaf with the public items it ends on as
 * its triggers keep them, flagged `locked` when outside the caller's subscription (as the
 * catalogue flags templates), the page written by PostgreSQL in one statement (issue 33).
 */
export function createWizardReads(db: Database, table: WizardTable, items: WizardItems): WizardReads {
  const tree = createTreeRepository(db, table);
  return {
    list(viewer: Viewer, query: TreeQuery, list: ListQueryInput): Promise<JsonPage> {
      const customer = viewer.isEditor ? null : viewer.userId;
      const language = viewer.language;
      const locked = (param: ParamRef) => (module: SQL) =>
        customer === null ? sql`false` : items.locked(module, param("customer") as SQL, param("day") as SQL);
      return runJsonList(db, treeListQuery(table, query, list), {
        key: `${items.key}/${customer === null ? "editor" : "customer"}/${language}`,
        table,
        rowText: (param) =>
          treeNodeText(
            table,
            language,
            "templates",
            sql`case when ${isLeafSql(table)} then ${keptItems(table, locked(param))} else '[]' end`,
          ),
        params: customer === null ? {} : { customer, day: romeDay(new Date()) },
      });
    },
    async assertNode(id: number) {
      if (!(await tree.findById(id))) throw AppError.notFound();
    },
  };
}
