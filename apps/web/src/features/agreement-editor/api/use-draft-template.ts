import type { ListResponse, TemplateListItem } from "@app/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CATALOGUE_STALE_MS, findCachedTemplateLock } from "../../../lib/catalogue-cache";
import { CUSTOMER_BASE, editorKeys } from "./editor-keys";
import { useTemplateDetail } from "./use-template-detail";

/**
 * What the customer's template list says of one template: absent (unknown, or not public: the
 * retrieve would answer 404), locked (outside the subscription: 403) or open.
 */
export type TemplateAccess = "absent" | "locked" | "open";

export function accessOf(template: { locked: boolean } | undefined): TemplateAccess {
  if (!template) return "absent";
  return template.locked ? "locked" : "open";
}

/**
 * Asks the template list (`filter__id`) whether template `id` may be drafted from. What the
 * catalogue's cached lists show of it answers at once, without a call: coming from the catalogue
 * costs nothing.
 */
function useTemplateAccess(id: number | null) {
  const queryClient = useQueryClient();
  const cached = () => (id === null ? undefined : findCachedTemplateLock(queryClient, id));
  return useQuery({
    queryKey: editorKeys.templateAccess(id ?? 0),
    queryFn: async ({ signal }) => {
      const page = await api.get<ListResponse<TemplateListItem>>(`${CUSTOMER_BASE}/template/list/`, {
        query: { filter__id: id },
        signal,
      });
      return accessOf(page.results.find((template) => template.id === id));
    },
    initialData: () => {
      const lock = cached();
      return lock && accessOf(lock);
    },
    initialDataUpdatedAt: () => cached()?.updatedAt,
    enabled: id !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * The template a new draft is compiled from. It is read whole only once the template list says
 * it is open: a locked template's retrieve is a 403, and the browser logs every refused call as a
 * console error whatever the screen then shows (issue 31). A template already read (an earlier
 * draft, a saved agreement on the same version) needs no asking.
 */
export function useDraftTemplate(id: number | null) {
  const queryClient = useQueryClient();
  const known = id !== null && queryClient.getQueryData(editorKeys.template(id)) !== undefined;
  const access = useTemplateAccess(known ? null : id);
  const template = useTemplateDetail(id, undefined, { enabled: known || access.data === "open" });
  return { access, template };
}
