import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { listPageCaches } from "../../platform/list/page-caches";
import { pageBound } from "../../platform/list/run-list";
import { JsonText } from "../../platform/resource/json-text";
import { catalogueVersion } from "../catalogue";
import { agreementListRowText } from "./agreement.repository";
import { agreementListVersions, agreements } from "./agreement.table";

/** The bytes of pages an instance keeps: a few thousand customers' first pages. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

/**
 * The versions a page depends on (decision 0024): the customer's agreements' (migration 0028)
 * and the catalogue's (0027, for each row's template version and update). As text: bigint.
 */
const versionColumns = (owner: ReturnType<typeof sql.placeholder>) => ({
  list_version: sql<string>`coalesce((select v.version from ${agreementListVersions} as v where v.owner_id = ${owner}), 0)::text`,
  catalogue_version: sql<string>`(select c.version from ${catalogueVersion} as c where c.id = 1)::text`,
});

/**
 * The page written as JSON by PostgreSQL, each row as the list writes it (agreementListRowText),
 * with the versions it was read under, in the same statement and so the same snapshot. Built once
 * per page size and prepared, with the page size in the text so that PostgreSQL keeps its plan
 * (decision 0018).
 */
function preparePage(db: Database, limit: number, order: SQL[]) {
  const owner = sql.placeholder("owner");
  const page = db
    .select({
      item: sql<string>`${agreementListRowText()}`.as("item"),
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("position"),
    })
    .from(agreements)
    .where(eq(agreements.owner_id, owner))
    .orderBy(...order)
    // drizzle writes an SQL limit as it is (a number would become a parameter).
    .limit(pageBound(limit) as unknown as number)
    .as("page");
  return db
    .select({
      results: sql<string>`'[' || coalesce(string_agg(${page.item}, ',' order by ${page.position}), '') || ']'`,
      count: sql<string>`(select count(*) from ${agreements} where ${agreements.owner_id} = ${owner})::text`,
      ...versionColumns(owner),
    })
    .from(page)
    .prepare(`agreement_list_first_json_${limit}`);
}

/** The two versions alone, by primary key: what a call reads while its page is kept. */
const prepareVersions = (db: Database) =>
  db
    .select(versionColumns(sql.placeholder("owner")))
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare("agreement_list_versions");

interface KeptPage {
  list_version: string;
  catalogue_version: string;
  json: string;
}

/**
 * The agreement list's first page as the dashboard, the navbar and the list page first ask for
 * it (no filter, the default order): the app's most frequent call. An instance keeps each
 * customer's page with the versions it was read under; a call reads the two versions (one
 * statement by primary key) and answers with the kept page while they match, or reads the page
 * again. The versions move as a change commits, so a page kept on any instance is never used
 * after a change committed anywhere (decision 0024). Kept in the order last used, within
 * MAX_KEPT_BYTES.
 */
export function createAgreementFirstPage(db: Database, defaultOrder: SQL[]) {
  /** By page size (1-100): few texts, each prepared once per connection. */
  const pageStatements = new Map<number, ReturnType<typeof preparePage>>();
  // Made on first use, as the pages: the catalogue module may still be loading when this file is.
  let versions: ReturnType<typeof prepareVersions> | undefined;
  const kept = new Map<string, KeptPage>();
  let keptBytes = 0;

  const keep = (key: string, page: KeptPage) => {
    const old = kept.get(key);
    if (old) keptBytes -= old.json.length;
    kept.delete(key);
    kept.set(key, page);
    keptBytes += page.json.length;
    for (const [oldest, { json }] of kept) {
      if (keptBytes <= MAX_KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= json.length;
    }
  };

  return {
    /** The first page of the default list as JSON text; null for any other page, filter or order. */
    async read(ownerId: number, parsed: ParsedListQuery): Promise<JsonText | null> {
      const narrowed = parsed.narrowed ?? parsed.where !== undefined;
      const isFirstDefaultPage = !narrowed && parsed.orderBy === defaultOrder && parsed.offset === 0;
      // `no_page` (no limit) is the general path's too. With LIST_PAGE_CACHE off nothing is kept,
      // and the general path writes the same page without the versions only a kept page needs
      // (two sub-selects more, and drizzle's row mapping: a tenth of the call, issue 49 §4).
      if (!isFirstDefaultPage || parsed.limit === null || !listPageCaches.enabled) return null;
      const perPage = JSON.stringify(parsed.perPage);
      const key = `${ownerId}/${parsed.limit}/${perPage}`;
      const held = kept.get(key);
      if (held) {
        versions ??= prepareVersions(db);
        const [now] = await versions.execute({ owner: ownerId });
        if (now?.list_version === held.list_version && now.catalogue_version === held.catalogue_version) {
          keep(key, held);
          return new JsonText(held.json);
        }
      }
      let statement = pageStatements.get(parsed.limit);
      if (!statement) {
        statement = preparePage(db, parsed.limit, defaultOrder);
        pageStatements.set(parsed.limit, statement);
      }
      const [page] = await statement.execute({ owner: ownerId });
      const json = `{"results":${page?.results ?? "[]"},"per_page":${perPage},"count":${page?.count ?? "0"}}`;
      if (page)
        keep(key, { list_version: page.list_version, catalogue_version: page.catalogue_version, json });
      return new JsonText(json);
    },
  };
}
