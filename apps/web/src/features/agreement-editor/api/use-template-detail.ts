import type { TemplateDetail } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CUSTOMER_BASE, editorKeys } from "./editor-keys";

/** A template's text, fields and commentary: what a draft is compiled from. */
export function useTemplateDetail(id: number | null) {
  return useQuery({
    queryKey: editorKeys.template(id ?? 0),
    queryFn: ({ signal }) => api.get<TemplateDetail>(`${CUSTOMER_BASE}/template/retrieve/${id}/`, { signal }),
    enabled: id !== null,
    // A template version never changes once public: keep it for the whole session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
