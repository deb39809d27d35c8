import type { AuditEvent, EstimatedListResponse } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { useTranslation } from "../../../lib/use-translation";

const BASE = "/api/account/editor/audit";
/** A long trail's export may take a while (as spec §9 gives the agreements'). */
const EXPORT_TIMEOUT_MS = 50_000;

/** The trail's page; its free search reads the reader's words, so the language is part of its key. */
export function useAuditEvents(query: Record<string, string | number>) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["editor", "audit", "list", query, i18n.language],
    queryFn: ({ signal }) => api.get<EstimatedListResponse<AuditEvent>>(`${BASE}/list/`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The trail as an xlsx file, the list's filters and order applied. */
export function useExportAuditEvents() {
  return useMutation({
    mutationFn: (query: Record<string, string | number>) =>
      downloadFile(`${BASE}/export/`, query, "registro-attivita.xlsx", EXPORT_TIMEOUT_MS),
  });
}
