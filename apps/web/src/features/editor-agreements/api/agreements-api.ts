import type { EditorAgreementListItem, ListResponse } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";

const BASE = "/api/agreement/editor/agreement";
/** Spec §9: the export may take up to 50 seconds. */
const EXPORT_TIMEOUT_MS = 50_000;

export const editorAgreementKeys = {
  list: (query: Record<string, string | number>) => ["editor", "agreement", "list", query] as const,
};

export function useEditorAgreements(query: Record<string, string | number>) {
  return useQuery({
    queryKey: editorAgreementKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ListResponse<EditorAgreementListItem>>(`${BASE}/list/`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Spec §7: `export/` with the list's query → an xlsx file saved under the server's name. */
export function useExportAgreements() {
  return useMutation({
    mutationFn: (query: Record<string, string | number>) =>
      downloadFile(`${BASE}/export/`, query, "contratti.xlsx", EXPORT_TIMEOUT_MS),
  });
}
