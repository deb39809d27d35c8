import type { Language } from "@app/contracts";
import { and, eq, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { JsonRowShape, ParamRef } from "../../platform/list/json-row";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { type NewsRow, news } from "./notification.table";

/** The editors' list: every item, newest first, searched in both titles. */
export const editorNewsListSpec = declareList(news, {
  pageSize: 25,
  orders: ["date", "title_it", "status", "updated_at"],
  defaultOrder: ["-date", "-id"],
  filters: { exact: ["status"] },
  search: ["title_it", "title_en"],
});

/**
 * The customers' list: its order is fixed (newest date first, the latest written first on the
 * same day), so it allows no ordering or filter of its own, only the pages.
 */
export const customerNewsListSpec = declareList(news, {
  pageSize: 10,
  orders: [],
  defaultOrder: ["-date", "-id"],
});

/**
 * What customers may read on a Rome day: published, and not dated after it. The status is a
 * constant of the text, so that the list's statement is compiled once (json-list.ts).
 */
export const publishedBy = (day: string | SQLWrapper): SQL =>
  and(sql`${news.status} = 'public'`, lte(news.date, day as string)) as SQL;

type Insert = typeof news.$inferInsert;

const READ_MORE: Record<Language, string> = { it: "Leggi di più", en: "Read more" };

/** The text with HTML's five special characters escaped, as an attribute's value takes it. */
const escapedHtml = (value: AnyPgColumn) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), chr(39), '&#39;')`;

/**
 * What JavaScript's `\s` and `trim()` take for blank, as a PostgreSQL bracket expression: its
 * `\s` alone leaves the no-break space the editor writes for `&nbsp;`.
 */
const JS_SPACE = "\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";

/** Whether rich text has something to read (`<p></p>`, what an emptied editor leaves, has not). */
const hasText = (html: AnyPgColumn) =>
  sql`regexp_replace(regexp_replace(${html}, '<[^>]*>', '', 'g'), ${sql.raw(`'&nbsp;|[${JS_SPACE}]'`)}, '', 'g') <> ''`;

/**
 * A published item in the reader's language (spec §3 News item), as PostgreSQL writes it (issue
 * 33). English readers get the Italian title or text where the editors wrote no English one. The
 * text was sanitised when saved; the link, the only markup added here, is escaped and opens apart
 * from the app.
 */
const newsItemShape = (param: ParamRef): JsonRowShape => {
  const english = sql`${param("english")}::boolean`;
  const title = sql`case when ${english} and ${news.title_en} ~ ${sql.raw(`'[^${JS_SPACE}]'`)} then ${news.title_en} else ${news.title_it} end`;
  const text = sql`case when ${english} and ${hasText(news.text_en)} then ${news.text_en} else ${news.text_it} end`;
  const more = sql`case when coalesce(${news.link}, '') = '' then ''
    else '<p><a href="' || ${escapedHtml(news.link)} || '" rel="noopener noreferrer" target="_blank">'
      || ${param("readMore")}::text || '</a></p>' end`;
  return {
    id: news.id,
    json: sql`json_build_object('Data', ${news.date}, 'Titolo', ${title}, 'Descrizione', ${text} || ${more})`,
  };
};

/** Drizzle queries on the news. */
export function createNewsRepository(db: Database) {
  return {
    /** The editors' page: every item in both languages, as toEditorNews gives it. */
    editorPage: (parsed: ParsedListQuery) =>
      runJsonList(db, parsed, {
        key: "news/editor",
        table: news,
        shape: () => ({
          id: news.id,
          date: news.date,
          title_it: news.title_it,
          title_en: news.title_en,
          text_it: news.text_it,
          text_en: news.text_en,
          status: news.status,
          link: news.link,
          created_at: news.created_at,
          updated_at: news.updated_at,
        }),
      }),
    /** The customers' page: published by the Rome `day`, in the reader's `language`. */
    publishedPage: (parsed: ParsedListQuery, language: Language, day: string) =>
      runJsonList(db, parsed, {
        key: "news/customer",
        table: news,
        scope: (param) => publishedBy(param("day")),
        shape: newsItemShape,
        params: { english: language === "en", readMore: READ_MORE[language], day },
      }),
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
