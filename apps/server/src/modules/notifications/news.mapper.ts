import type { EditorNews } from "@app/contracts";
import type { NewsRow } from "./notification.table";

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
