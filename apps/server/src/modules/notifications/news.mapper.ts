import type { EditorNews, Language, NewsItem } from "@app/contracts";
import type { NewsRow } from "./notification.table";

const READ_MORE: Record<Language, string> = { it: "Leggi di più", en: "Read more" };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Rich text with nothing to read (`<p></p>`, what an emptied editor leaves) counts as none. */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\s/g, "")
    .trim() !== "";

export function toEditorNews(row: NewsRow): EditorNews {
  return {
    id: row.id,
    date: row.date,
    title_it: row.title_it,
    title_en: row.title_en,
    text_it: row.text_it,
    text_en: row.text_en,
    status: row.status,
    link: row.link,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A published item in the reader's language (spec §3 News item). English readers get the Italian
 * title or text where the editors wrote no English one. The text was sanitised when saved; the
 * link, the only markup added here, is escaped and opens apart from the app.
 */
export function toNewsItem(row: NewsRow, language: Language): NewsItem {
  const english = language === "en";
  const title = english && row.title_en.trim() ? row.title_en : row.title_it;
  const text = english && hasText(row.text_en) ? row.text_en : row.text_it;
  const more = row.link
    ? `<p><a href="${escapeHtml(row.link)}" rel="noopener noreferrer" target="_blank">${READ_MORE[language]}</a></p>`
    : "";
  return { id: row.id, json: { Data: row.date, Titolo: title, Descrizione: `${text}${more}` } };
}
