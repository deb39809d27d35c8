import type {
  CalculatorConstant,
  CalculatorConstantCreateBody,
  CalculatorConstantUpdateBody,
  CalculatorCreateBody,
  CalculatorDetail,
  CalculatorListItem,
  CalculatorUpdateBody,
  EditorTemplateCalculator,
  ListResponse,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { forgetDeleted } from "../../../lib/resource-hooks";

const TEMPLATE = "/api/calculator/editor/template";
const CONSTANT = "/api/calculator/editor/constant";

/**
 * Every editor calculator query lives under `["editor", "calculator"]`: a calculator saved also
 * refreshes the options of the templates' linked-calculators selector, which shares the prefix.
 */
export const editorCalculatorKeys = {
  all: ["editor", "calculator"] as const,
  templates: ["editor", "calculator", "template"] as const,
  list: (query: Record<string, string | number>) =>
    [...editorCalculatorKeys.templates, "list", query] as const,
  detail: (id: number) => [...editorCalculatorKeys.templates, "detail", id] as const,
  constants: ["editor", "calculator", "constant"] as const,
  constant: (id: number) => [...editorCalculatorKeys.constants, "detail", id] as const,
};

export function useCalculatorList(query: Record<string, string | number>) {
  return useQuery({
    queryKey: editorCalculatorKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ListResponse<CalculatorListItem>>(`${TEMPLATE}/list/`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The template versions that offer this calculator (spec: "linked templates" on its screen). */
export function useLinkedTemplates(calculatorId: number | null) {
  return useQuery({
    queryKey: [...editorCalculatorKeys.templates, "linked-templates", calculatorId ?? 0],
    queryFn: ({ signal }) =>
      api.get<ListResponse<EditorTemplateCalculator>>(
        "/api/agreement/editor/template-with-calculator/list/",
        {
          query: { no_page: "no_page", filter__calculator: calculatorId ?? 0 },
          signal,
        },
      ),
    enabled: calculatorId !== null,
  });
}

export function useCalculatorDetail(id: number | null) {
  return useQuery({
    queryKey: editorCalculatorKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<CalculatorDetail>(`${TEMPLATE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
    // The authoring screen works on its own copy: a refetch must not replace what is typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates (no id) or changes a calculator; the lists and the detail refresh afterwards. */
export function useSaveCalculator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number | null; body: CalculatorCreateBody | CalculatorUpdateBody }) =>
      request.id === null
        ? api.post<CalculatorDetail>(`${TEMPLATE}/create/`, request.body)
        : api.put<CalculatorDetail>(`${TEMPLATE}/partial-update/${request.id}/`, request.body),
    onSuccess: (saved) => {
      client.setQueryData(editorCalculatorKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: editorCalculatorKeys.templates, refetchType: "active" });
    },
  });
}

export function useDeleteCalculator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${TEMPLATE}/destroy/${id}/`),
    // The dialog says why it was refused: no second notice under it.
    meta: { silentError: true },
    // The deleted calculator is not read again: a screen still showing it would fetch a 404.
    onSuccess: (_answer, id) =>
      forgetDeleted(client, editorCalculatorKeys.templates, editorCalculatorKeys.detail(id)),
  });
}

/** Deletes a series; the server refuses one that calculators read (409 `constant_in_use`). */
export function useDeleteConstant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${CONSTANT}/destroy/${id}/`),
    meta: { silentError: true },
    onSuccess: (_answer, id) =>
      forgetDeleted(client, editorCalculatorKeys.constants, editorCalculatorKeys.constant(id)),
  });
}

/** Every series, by title (there are a handful: no paging). */
/** A page of the dated series, as the constants' list screen asks it. */
export function useConstantPage(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...editorCalculatorKeys.constants, "page", query],
    queryFn: ({ signal }) =>
      api.get<ListResponse<CalculatorConstant>>(`${CONSTANT}/list/`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every dated series, by title: what a calculator's formulas may read. */
export function useConstantList() {
  return useQuery({
    queryKey: editorCalculatorKeys.constants,
    queryFn: ({ signal }) =>
      api.get<ListResponse<CalculatorConstant>>(`${CONSTANT}/list/`, {
        query: { no_page: "no_page", order_by__: "title" },
        signal,
      }),
  });
}

export function useConstantDetail(id: number | null) {
  return useQuery({
    queryKey: editorCalculatorKeys.constant(id ?? 0),
    queryFn: ({ signal }) => api.get<CalculatorConstant>(`${CONSTANT}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Creates a series or changes one (values sent replace the whole series, spec of issue 14). */
export function useSaveConstant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: {
      id: number | null;
      body: CalculatorConstantCreateBody | CalculatorConstantUpdateBody;
    }) =>
      request.id === null
        ? api.post<CalculatorConstant>(`${CONSTANT}/create/`, request.body)
        : api.put<CalculatorConstant>(`${CONSTANT}/partial-update/${request.id}/`, request.body),
    onSuccess: (saved) => {
      client.setQueryData(editorCalculatorKeys.constant(saved.id), saved);
      // Results depend on the series: every cached evaluation is stale now.
      void client.invalidateQueries({ queryKey: editorCalculatorKeys.all });
    },
  });
}
