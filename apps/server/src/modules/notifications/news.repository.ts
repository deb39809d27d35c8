import { and, desc, eq, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { containsPattern, type ListSpec, type ParsedListQuery } from "../../platform/list/list-query";
import { runList } from "../../platform/list/run-list";
import { type NewsRow, news } from "./notification.table";

/** The editors' list: every item, newest first, searched in both titles. */
export const editorNewsListSpec: ListSpec = {
  defaultPageSize: 25,
  orderable: { date: news.date, title_it: news.title_it, status: news.status, updated_at: news.updated_at },
  defaultOrder: [desc(news.date), desc(news.id)],
  filterable: { status: { column: news.status, type: "exact" } },
  freeText: (term, bind) =>
    or(
      sql`${news.title_it} ilike ${bind(containsPattern(term))}`,
      sql`${news.title_en} ilike ${bind(containsPattern(term))}`,
    ) as SQL,
  tieBreaker: news.id,
};

/**
 * The customers' list: its order is fixed (newest date first, the latest written first on the
 * same day), so it allows no ordering or filter of its own, only the pages.
 */
export const customerNewsListSpec: ListSpec = {
  defaultPageSize: 10,
  orderable: {},
  defaultOrder: [desc(news.date), desc(news.id)],
  filterable: {},
  tieBreaker: news.id,
};

/** What customers may read on a Rome day: published, and not dated after it. */
export const publishedBy = (day: string): SQL => and(eq(news.status, "public"), lte(news.date, day)) as SQL;

type Insert = typeof news.$inferInsert;

/** Drizzle queries on the news. */
export function createNewsRepository(db: Database) {
  return {
    list<TItem>(parsed: ParsedListQuery, scope: SQL | undefined, toItem: (row: NewsRow) => TItem) {
      return runList(db, news, parsed, scope, toItem);
    },
    async findById(id: number): Promise<NewsRow | null> {
      const [row] = await db.select().from(news).where(eq(news.id, id));
      return row ?? null;
    },
    async insert(values: Insert): Promise<NewsRow> {
      const [row] = await db.insert(news).values(values).returning();
      return row as NewsRow;
    },
    async update(id: number, changes: Partial<Insert>): Promise<NewsRow | null> {
      const [row] = await db
        .update(news)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(news.id, id))
        .returning();
      return row ?? null;
    },
    async delete(id: number): Promise<NewsRow | null> {
      const [row] = await db.delete(news).where(eq(news.id, id)).returning();
      return row ?? null;
    },
  };
}
