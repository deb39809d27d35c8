import type { TemplateDetail } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CUSTOMER_BASE, editorKeys } from "./editor-keys";

/**
 * A template's text, fields and commentary: what a draft is compiled from. With `agreementId`,
 * read through the agreement: a saved agreement keeps the version it was made from, which the
 * catalogue no longer shows once the editors publish a newer one. Without `enabled`, only what
 * is already cached.
 */
export function useTemplateDetail(id: number | null, agreementId?: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: editorKeys.template(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<TemplateDetail>(
        agreementId === undefined
          ? `${CUSTOMER_BASE}/template/retrieve/${id}/`
          : `${CUSTOMER_BASE}/agreement/${agreementId}/template/`,
        { signal },
      ),
    enabled: id !== null && enabled,
    // A template version never changes once public: keep it for the whole session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
