import { type Language, MODULES } from "@app/contracts";
import { and, asc, eq, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type ParamRef, responseKey } from "../list/json-row";
import { type ListQueryInput, readListParams } from "../list/list-params";
import type { Bind, ParsedListQuery } from "../list/list-query";
import type { TreeTable, WizardTable } from "./tree.columns";

const inPlace: Bind = (value) => value;

/** Which nodes of a tree a call reads (declared here, where its conditions are written). */
export interface TreeQuery {
  id?: number;
  /** Only level-0 nodes. */
  roots?: boolean;
  parentId?: number;
  /** Every node below this one. */
  descendantsOf?: number;
  /** This node and every node below it. */
  subtreeOf?: number;
  treeId?: number;
  level?: number;
  leavesOnly?: boolean;
  excludeIds?: number[];
  /** Disabled nodes (status 0) are listed unless this is false. */
  includeDisabled?: boolean;
}

/**
 * Whether a node has no child, as SQL over the tree's row: kept in the row by the tree's triggers
 * (migration 0045). Computed here (`not in` the parents) it was a read of the tree for every
 * call, twice over (the leaf's items ask it too).
 */
export const isLeafSql = (table: TreeTable) => sql`${table.is_leaf}`;

/** A tree query's conditions, each value passed through `bind` (in place, or a placeholder). */
export function treeConditions(table: TreeTable, query: TreeQuery, bind: Bind = inPlace): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const under = (id: number) =>
    sql`${table.path} like (select p.path from ${table} as p where p.id = ${bind(id)}) || '%'`;
  if (query.id !== undefined) conditions.push(eq(table.id, bind(query.id)));
  // Constants in the text, values bound: a value in place would keep the statement from being compiled.
  if (query.roots) conditions.push(sql`${table.level} = 0`);
  if (query.parentId !== undefined) conditions.push(eq(table.parent_id, bind(query.parentId)));
  if (query.descendantsOf !== undefined)
    conditions.push(under(query.descendantsOf), ne(table.id, bind(query.descendantsOf)));
  if (query.subtreeOf !== undefined) conditions.push(under(query.subtreeOf));
  if (query.treeId !== undefined) conditions.push(eq(table.tree_id, bind(query.treeId)));
  if (query.level !== undefined) conditions.push(sql`${table.level} >= ${bind(query.level)}`);
  if (query.leavesOnly) conditions.push(isLeafSql(table));
  if (query.excludeIds?.length) conditions.push(notInArray(table.id, query.excludeIds.map(bind)));
  if (query.includeDisabled === false) conditions.push(sql`${table.status} = 1`);
  return and(...conditions);
}

/** Depth, then position: a parent always precedes its children. */
export const treeOrder = (table: TreeTable) => [asc(table.level), asc(table.position), asc(table.id)];

/**
 * A tree call as a list query for runJsonList (issue 33): the tree query's conditions, in place
 * and bound, and the page the spec's tree calls take (whole unless `per_page` is sent without
 * `no_page`, as `treeList` cuts it).
 */
export function treeListQuery(table: TreeTable, query: TreeQuery, list: ListQueryInput): ParsedListQuery {
  const { perPage, page, noPage } = readListParams(list);
  const whole = noPage || perPage === undefined;
  const values: Record<string, unknown> = {};
  let count = 0;
  const bind = ((value: unknown) => {
    const name = `t${count++}`;
    values[name] = value;
    return sql.placeholder(name);
  }) as Bind;
  // What the text depends on: which conditions there are (a flag's value, a list's length).
  const key = JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) =>
        typeof value === "boolean"
          ? `${name}=${value}`
          : Array.isArray(value)
            ? `${name}:${value.length}`
            : name,
      ),
  );
  return {
    where: treeConditions(table, query),
    orderBy: treeOrder(table),
    limit: whole ? null : perPage,
    offset: whole ? 0 : (page - 1) * perPage,
    perPage: perPage ?? 0,
    bound: { where: treeConditions(table, query, bind), values, key },
  };
}

/**
 * What every tree node shows (spec §3 Category, Wizard, as toTreeNode gives it; a wizard's node
 * its question too), as JSON text up to the node's items: kept in the row by the tree's triggers
 * (migration 0045), written as `to_json` of those columns writes them. `treeNodeText` closes it.
 */
export const treeNodeHead = (table: TreeTable, language: Language) =>
  language === "en" ? table.list_head_en : table.list_head_it;

/** A node's JSON object: its head, then its items (a JSON array as text) under `key`. */
export function treeNodeText(table: TreeTable, language: Language, key: string, items: SQL): SQL {
  return sql`${treeNodeHead(table, language)} || ${sql.raw(`',"${responseKey(key)}":'`)} || ${items} || '}'`;
}

/** What a node's items are read from: the link table and the items' own table. */
export interface ItemLinks {
  link: PgTable;
  /** The link's column naming the node, and the one naming the item. */
  node: AnyPgColumn;
  item: AnyPgColumn;
  target: PgTable & Record<"id" | "title" | "list_item_head" | "module" | "status", AnyPgColumn>;
}

/** Whether a module is outside the caller's subscription, as SQL (`false` for an editor). */
export type LockedSql = (module: SQL) => SQL;

/**
 * The public items linked to `nodeId`, or to every node when it is left out: the node's id
 * (`node_id`), each item's JSON head as its trigger keeps it (`head`: id, title, language) and
 * its `module`, by node, then title.
 */
function publicItemRows({ link, node, item, target }: ItemLinks, nodeId?: SQL | AnyPgColumn): SQL {
  const ofNode = nodeId === undefined ? sql`` : sql`${node} = ${nodeId} and `;
  return sql`select ${node} as node_id, ${target.list_item_head} as head, ${target.module} as module
    from ${link} join ${target} on ${target.id} = ${item}
   where ${ofNode}${target.status} = 'public'
   order by node_id, ${target.title}, ${target.id}`;
}

/**
 * The items (templates, calculators) of a node as a JSON array by title, as text, over the rows
 * `i` of publicItemRows: each item's head with the caller's lock appended, joined by `string_agg`
 * (null for no row). The items already typed by their trigger, nothing is typed here: over the
 * whole wizard's 56 items that was a fifth of its time (issue 49 §4).
 *
 * The aggregate takes the items in the order publicItemRows sorts them, rather than sorting
 * each node's items itself (`… order by …` in the aggregate): PostgreSQL 15 sets a sort up for
 * every group, and over the whole wizard's 45 leaves that was a seventh of its time. The order
 * holds: a sub-select with `order by` is never merged into the query around it, grouping by node
 * keeps each group's rows in the order they come (sorted by node already, or hashed), and the
 * aggregate is never split across workers.
 */
const itemsArray = (locked: LockedSql) =>
  sql`'[' || string_agg(${headWithLock(sql`i.head`, locked(sql`i.module`))}, ',') || ']'`;

/**
 * An item's JSON from its kept head (`{"id":…` without its closing brace) and the caller's lock:
 * how a tree's items and the catalogue's templates are written (decision 0036).
 */
export const headWithLock = (head: SQL | AnyPgColumn, locked: SQL) =>
  sql`${head} || ',"locked":' || (${locked})::text || '}'`;

/** What a tree call's node shape shows its items with, and where they are read from. */
export interface TreeItems {
  /** The node's items as a JSON array in text, `[]` when none. */
  items: (param: ParamRef) => SQL;
  with?: (param: ParamRef) => SQL;
  joins?: (param: ParamRef) => SQL;
}

/**
 * A tree call's items of each node. A call listing a few nodes (the roots, a node's children)
 * reads each one's items in a sub-select of its own. A call listing many (a whole tree, a
 * subtree, the leaves) reads every node's items once, grouped by node, and joins them: a
 * sub-select for each of the whole wizard's 45 leaves was a third of its time in PostgreSQL.
 * The grouped read is a materialised `with`, so that it is made once even where the planner
 * loops over the nodes (a subtree's nodes, under a generic plan, are estimated at one).
 */
export function treeItems(
  table: TreeTable,
  query: TreeQuery,
  links: ItemLinks,
  locked: (param: ParamRef) => LockedSql,
): TreeItems {
  const fewNodes = query.roots || query.parentId !== undefined || query.id !== undefined;
  if (fewNodes)
    return {
      items: (param) => sql`coalesce((select ${itemsArray(locked(param))}
        from (${publicItemRows(links, table.id)}) as i), '[]')`,
    };
  return {
    items: () => sql`coalesce(node_items.items, '[]')`,
    with: (param) => sql`node_items as materialized (select i.node_id, ${itemsArray(locked(param))} as items
        from (${publicItemRows(links)}) as i group by i.node_id)`,
    joins: () => sql`left join node_items on node_items.node_id = ${table.id}`,
  };
}

/**
 * A wizard leaf's items as its triggers keep them (migration 0051), `[]` for none, each item's
 * lock written in place of its module: `locked` of each module (a constant, so PostgreSQL works
 * each caller's lock out once per call), `false` for an editor.
 */
export function keptItems(table: WizardTable, locked: LockedSql): SQL {
  return MODULES.reduce<SQL>(
    (items, module) =>
      sql`replace(${items}, ${sql.raw(`'"locked":@${module}}'`)}, '"locked":' || (${locked(sql.raw(`'${module}'`))})::text || '}')`,
    sql`coalesce(${table.list_items}, '[]')`,
  );
}
