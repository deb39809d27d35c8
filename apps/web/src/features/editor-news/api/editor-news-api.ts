import type { EditorNews, NewsCreateBody, NewsUpdateBody } from "@app/contracts";
import { resourceHooks } from "../../../lib/resource-hooks";

// The editors' news (issue 18), the generic resource at `/api/account/editor/news/`. A refusal
// shows beside the fields and in the error notification.
const { useList, useItem, useSave, useDelete } = resourceHooks<"news">("/api/account/editor", [
  "news",
  "editor",
]);

export const useEditorNewsList = (query: Record<string, string | number>) =>
  useList<EditorNews>("news", query);
export const useEditorNews = (id: number | null) => useItem<EditorNews>("news", id);
export const useSaveEditorNews = (id: number | null) =>
  useSave<NewsCreateBody | NewsUpdateBody, EditorNews>("news", id);
export const useDeleteEditorNews = () => useDelete("news");
