import { sql } from "drizzle-orm";
import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { type JsonPage, runJsonList } from "../../platform/list/json-list";
import { isoTimestamp } from "../../platform/list/json-row";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { favourites } from "./favourite.table";
import { openedVersion } from "./favourite-opens";

/**
 * The rows the editors' count reads, one per starred contract template: not a table but the
 * statement `from` writes under this name, declared as one so the list may order and filter by
 * its columns. It is in no schema and no migration.
 */
const favouriteCounts = pgTable("favourite_counts", {
  id: bigint("id", { mode: "number" }).notNull(),
  template_id: bigint("template_id", { mode: "number" }).notNull(),
  title: text("title").notNull(),
  language: text("language").notNull(),
  module: text("module").notNull(),
  favourites: integer("favourites").notNull(),
  last_starred_at: timestamp("last_starred_at", { withTimezone: true }).notNull(),
});

/**
 * Each template family customers starred, with the version a favourite opens (the public one, or
 * else the latest, as the customers' list shows it) and how many customers starred it.
 */
const countsSource = sql`(
  select f.template_family_id as id, t.id as template_id, t.title, t.language, t.module,
         count(*)::int as favourites, max(f.created_at) as last_starred_at
    from ${favourites} f
    join lateral (${openedVersion(sql`f.template_family_id`)}) t on true
   where f.typology = 'agreement'
   group by f.template_family_id, t.id, t.title, t.language, t.module
) as ${favouriteCounts}`;

const favouriteCountListSpec = declareList(favouriteCounts, {
  pageSize: 25,
  orders: ["favourites", "title", "last_starred_at"],
  // The most starred first: what the editors look for.
  defaultOrder: ["-favourites", "title", "id"],
  filters: { exact: ["module", "language"] },
  search: ["title"],
});

/** The editors' read-only count of the customers' favourites per contract template (issue 34). */
export function createFavouriteCountService(db: Database) {
  return {
    list: (query: ListQueryInput): Promise<JsonPage> =>
      runJsonList(db, parseListQuery(query, favouriteCountListSpec), {
        key: "favourite-counts",
        table: favouriteCounts,
        from: () => countsSource,
        countedWithPage: true,
        shape: () => ({
          id: favouriteCounts.id,
          template_id: favouriteCounts.template_id,
          title: favouriteCounts.title,
          language: favouriteCounts.language,
          module: favouriteCounts.module,
          favourites: favouriteCounts.favourites,
          last_starred_at: isoTimestamp(favouriteCounts.last_starred_at),
        }),
      }),
  };
}
