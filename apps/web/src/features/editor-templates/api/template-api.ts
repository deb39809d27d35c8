import type {
  CalculatorListItem,
  CategoryNode,
  Choice,
  EditorTemplateCreateBody,
  EditorTemplateDestroyResponse,
  EditorTemplateDetail,
  EditorTemplateListItem,
  EditorTemplateUpdateBody,
  ListResponse,
  TemplateStatus,
  WizardNode,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { forgetDeleted } from "../../../lib/resource-hooks";
import { useTranslation } from "../../../lib/use-translation";

const EDITOR = "/api/agreement/editor";
const BASE = `${EDITOR}/template`;
const CALCULATORS = "/api/calculator/editor/template";

/**
 * Every editor catalogue query lives under `["editor", "catalogue"]`, so the trees' screens and
 * these share one refresh prefix: a template saved refreshes the trees' template lists too.
 */
export const templateKeys = {
  all: ["editor", "catalogue"] as const,
  templates: ["editor", "catalogue", "template"] as const,
  list: (query: Record<string, string | number>) => [...templateKeys.templates, "list", query] as const,
  detail: (id: number) => [...templateKeys.templates, "detail", id] as const,
  choices: (kind: ChoiceKind, language: string) => ["editor", "choices", kind, language] as const,
  tree: (kind: "category" | "wizard", language: string) =>
    [...templateKeys.all, kind, "list", language] as const,
  calculators: ["editor", "calculator", "template", "list", "options"] as const,
};

export type ChoiceKind =
  | "schema-field-type-choices"
  | "status-choices"
  | "language-choices"
  | "schema-parties";

export function useTemplateList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: templateKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ListResponse<EditorTemplateListItem>>(`${BASE}/list/`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplateDetail(id: number | null) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<EditorTemplateDetail>(`${BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
    // The editor works on its own copy: a refetch must not replace what it types.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The template schema's option lists (spec §7), labelled in the interface's language. */
export function useChoices(kind: ChoiceKind) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: templateKeys.choices(kind, i18n.language),
    queryFn: ({ signal }) => api.get<Choice[]>(`${BASE}/${kind}/`, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The whole category or wizard tree (disabled nodes included, shown disabled). */
export function useTreeNodes<K extends "category" | "wizard">(kind: K) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: templateKeys.tree(kind, i18n.language),
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<K extends "category" ? CategoryNode : WizardNode>>(`${EDITOR}/${kind}/list/`, {
          query: { no_page: "no_page" },
          signal,
        })
        .then((list) => list.results),
  });
}

/** Every calculator, any status, by title: what a template can be linked to. */
export function useCalculatorOptions() {
  return useQuery({
    queryKey: templateKeys.calculators,
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<CalculatorListItem>>(`${CALCULATORS}/list/`, {
          query: { no_page: "no_page", order_by__: "title" },
          signal,
        })
        .then((list) => list.results),
  });
}

/** After a write: the detail becomes the answer, the lists and trees refresh (spec §4). */
function useTemplateWrite<V>(call: (vars: V) => Promise<EditorTemplateDetail>, silentError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silentError },
    onSuccess: (detail) => {
      queryClient.setQueryData(templateKeys.detail(detail.id), detail);
      // Every other list and version may have changed (publishing archives the previous one).
      void queryClient.invalidateQueries({
        queryKey: templateKeys.all,
        predicate: (q) => !(q.queryKey[3] === "detail" && q.queryKey[4] === detail.id),
      });
    },
  });
}

/**
 * Create, update and a new version: the screen shows a refusal's messages beside the fields and
 * raises no notification for them (issue 44); any other failure it notifies itself
 * (`useTemplateEditor`).
 */
export const useCreateTemplate = () =>
  useTemplateWrite(
    (body: EditorTemplateCreateBody) => api.post<EditorTemplateDetail>(`${BASE}/create/`, body),
    true,
  );

export const useUpdateTemplate = () =>
  useTemplateWrite(
    ({ id, body }: { id: number; body: EditorTemplateUpdateBody }) =>
      api.put<EditorTemplateDetail>(`${BASE}/partial-update/${id}/`, body),
    true,
  );

/** `minor` with "public": a minor version, published without notices to customers (issue 18). */
export const useSetTemplateStatus = () =>
  useTemplateWrite(({ id, status, minor }: { id: number; status: TemplateStatus; minor?: boolean }) =>
    api.patch<EditorTemplateDetail>(`${BASE}/set-status/${id}/`, {
      status,
      ...(minor !== undefined ? { minor } : {}),
    }),
  );

/**
 * How far a published version's notices reached (issue 18), asked apart from the detail the
 * editor types into, and again every 2 s while they are still being written.
 */
export function useTemplateAlerts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...templateKeys.templates, "alerts", id],
    queryFn: ({ signal }) =>
      api.get<EditorTemplateDetail>(`${BASE}/retrieve/${id}/`, { signal }).then((d) => d.alerts),
    enabled,
    refetchInterval: (query) => (query.state.data?.pending ? 2000 : false),
  });
}

/** Spec §4: the new version's detail becomes the detail and the list refreshes. */
export const useCreateNewVersion = () =>
  useTemplateWrite(
    ({ id, body }: { id: number; body?: EditorTemplateUpdateBody }) =>
      api.post<EditorTemplateDetail>(`${BASE}/create-new-version/${id}/`, body ?? {}),
    true,
  );

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<EditorTemplateDestroyResponse>(`${BASE}/destroy/${id}/`),
    onSuccess: (answer, id) => {
      // An archived version still opens (with its new status); a deleted one is not read again.
      if (!answer.archived) return forgetDeleted(queryClient, templateKeys.all, templateKeys.detail(id));
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
