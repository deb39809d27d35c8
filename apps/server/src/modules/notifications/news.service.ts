import type {
  AuditVerb,
  EditorNews,
  Language,
  NewsCreateBody,
  NewsUpdateBody,
  newsSetStatusBodySchema,
} from "@app/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { changesBetween } from "../../platform/audit/audit-changes";
import type { EditorActor } from "../../platform/auth/viewer";
import { sanitizeHtml } from "../../platform/html/sanitize-html";
import { AppError } from "../../platform/http/app-error";
import { type ListQueryInput, parseListQuery } from "../../platform/list/list-query";
import { romeDay } from "../../platform/time/rome-time";
import { toEditorNews } from "./news.mapper";
import { createNewsRepository, customerNewsListSpec, editorNewsListSpec } from "./news.repository";
import type { NewsRow } from "./notification.table";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type NewsSetStatusBody = z.infer<typeof newsSetStatusBodySchema>;

/**
 * `YYYY-MM-DD` that is a day of the calendar: the contract checks the shape only, and PostgreSQL
 * would fail on 2026-02-30 or year 0 instead of answering a field error.
 */
function assertCalendarDay(day: string | undefined) {
  if (day === undefined) return;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  const real =
    year >= 1 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date;
  if (!real) throw AppError.field("date", "field_invalid");
}

/** The texts as they are stored: rich text through the same sanitiser as the templates'. */
function storedTexts<T extends { text_it?: string; text_en?: string }>(body: T): T {
  return {
    ...body,
    ...(body.text_it !== undefined ? { text_it: sanitizeHtml(body.text_it) } : {}),
    ...(body.text_en !== undefined ? { text_en: sanitizeHtml(body.text_en) } : {}),
  };
}

/**
 * The editors' news and the customers' reading of them (issue 18). Every change is one
 * transaction with its audit event; customers see only published items dated today or before,
 * today being Rome's.
 */
export function createNewsService(db: Database) {
  const repository = createNewsRepository(db);

  const within = <T>(work: (repo: ReturnType<typeof createNewsRepository>, tx: Tx) => Promise<T>) =>
    db.transaction((tx) => work(createNewsRepository(tx as unknown as Database), tx));
  const record = (tx: Tx, actor: EditorActor, action: AuditVerb<"news">, row: NewsRow, data = {}) =>
    createAudit(tx as unknown as Database).record({
      actorId: actor.userId,
      action: `news.${action}`,
      subjectType: "news",
      subjectId: row.id,
      data: { date: row.date, status: row.status, ...data },
    });

  return {
    list: (query: ListQueryInput) => repository.editorPage(parseListQuery(query, editorNewsListSpec)),

    async get(id: number): Promise<EditorNews> {
      const row = await repository.findById(id);
      if (!row) throw AppError.notFound();
      return toEditorNews(row);
    },

    /** A new item; a draft unless the editor publishes it at once. */
    create(actor: EditorActor, body: NewsCreateBody): Promise<EditorNews> {
      assertCalendarDay(body.date);
      return within(async (repo, tx) => {
        const row = await repo.insert({ ...storedTexts(body), link: body.link ?? null });
        await record(tx, actor, "create", row);
        return toEditorNews(row);
      });
    },

    /** Changes only what is sent. */
    update(actor: EditorActor, id: number, body: NewsUpdateBody): Promise<EditorNews> {
      assertCalendarDay(body.date);
      return within(async (repo, tx) => {
        const before = await repo.findById(id);
        const stored = storedTexts(body);
        const row = before && (await repo.update(id, stored));
        if (!before || !row) throw AppError.notFound();
        await record(tx, actor, "update", row, {
          changed: Object.keys(body),
          changes: changesBetween(before, row, Object.keys(stored)),
        });
        return toEditorNews(row);
      });
    },

    /** Publishes (customers see it from its date on) or takes back to draft. */
    setStatus(actor: EditorActor, id: number, body: NewsSetStatusBody): Promise<EditorNews> {
      return within(async (repo, tx) => {
        const row = await repo.update(id, { status: body.status });
        if (!row) throw AppError.notFound();
        await record(tx, actor, "set_status", row);
        return toEditorNews(row);
      });
    },

    destroy(actor: EditorActor, id: number): Promise<void> {
      return within(async (repo, tx) => {
        const row = await repo.delete(id);
        if (!row) throw AppError.notFound();
        await record(tx, actor, "delete", row, { title_it: row.title_it });
      });
    },

    /** The customers' list (the dashboard's News box and the news page), in their language. */
    listPublished: (language: Language, query: ListQueryInput, now: Date = new Date()) =>
      repository.publishedPage(parseListQuery(query, customerNewsListSpec), language, romeDay(now)),
  };
}
