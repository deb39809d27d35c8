import type {
  CalculatorDetail,
  CalculatorEvaluation,
  CalculatorListItem,
  CalculatorSeriesResponse,
  ListResponse,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { api, type FileResponse } from "../../../lib/api-client";
import { downloadFileName } from "../../../lib/content-disposition";
import { saveFile } from "../../../lib/save-file";
import type { ApiValue } from "../model/values";

const BASE = "/api/calculator/customer/template";
/** Editors evaluate any calculator, drafts too, through their own base (spec §7). */
const EDITOR_BASE = "/api/calculator/editor/template";
export type CalculatorSide = "customer" | "editor";

export const calculatorKeys = {
  all: ["calculator", "customer"] as const,
  list: (text: string) => [...calculatorKeys.all, "list", text] as const,
  detail: (id: number) => [...calculatorKeys.all, "detail", id] as const,
  evaluation: (side: CalculatorSide, id: number, values: Record<string, ApiValue>) =>
    ["calculator", side, "evaluation", id, values] as const,
};

/** The public calculators, by title (spec §7: free search lists them too), locked ones marked. */
export function useCalculatorList(text: string) {
  return useQuery({
    queryKey: calculatorKeys.list(text),
    queryFn: ({ signal }) =>
      api.get<ListResponse<CalculatorListItem>>(`${BASE}/list/`, {
        query: { no_page: "no_page", order_by__: "title", free_filter__: text || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCalculator(id: number | null) {
  return useQuery({
    queryKey: calculatorKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<CalculatorDetail>(`${BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });
}

/** The series a calculator reads, for computing in the browser; they change monthly at most. */
export function useCalculatorSeries(side: CalculatorSide, id: number, enabled: boolean) {
  const base = side === "editor" ? EDITOR_BASE : BASE;
  return useQuery({
    queryKey: ["calculator", side, "series", id],
    queryFn: ({ signal }) => api.get<CalculatorSeriesResponse>(`${base}/series/${id}/`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    // Computing on the server instead is no failure to report.
    meta: { silentError: true },
  });
}

/**
 * The results for what is typed, recomputed as the user types (the caller debounces): the last
 * answer stays on screen while the next one comes, and a refusal keeps its field errors.
 */
export function useEvaluation(
  id: number,
  values: Record<string, ApiValue>,
  enabled: boolean,
  side: CalculatorSide = "customer",
) {
  const base = side === "editor" ? EDITOR_BASE : BASE;
  return useQuery({
    queryKey: calculatorKeys.evaluation(side, id, values),
    queryFn: ({ signal }) => api.put<CalculatorEvaluation>(`${base}/evaluate/${id}/`, { values }, { signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * The prospetto di calcolo as PDF or DOCX (spec §7 `evaluate-download`), saved under the
 * server's file name (the calculator's code and the day).
 */
export function useDownloadProspetto() {
  return useMutation({
    mutationFn: async (request: {
      id: number;
      title: string;
      values: Record<string, ApiValue>;
      format: "pdf" | "docx";
    }) => {
      const file = await api.put<FileResponse>(
        `${BASE}/evaluate-download/${request.id}/`,
        { values: request.values },
        { query: { downloadFormat: request.format }, responseType: "file" },
      );
      const name = downloadFileName(file.headers.get("content-disposition"), request.title, request.format);
      saveFile(file.blob, name);
      return name;
    },
  });
}
