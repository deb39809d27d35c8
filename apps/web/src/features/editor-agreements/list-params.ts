import { EDITOR_AGREEMENT_ORDERINGS, LANGUAGES } from "@app/contracts";
import { changeList, oneOf, orderBy, type Paging, readPaging, writePaging } from "../../lib/list-url";

/**
 * Every customer's agreements (spec §2 editor agreement list): filters, order and page in the
 * URL, and the query the list and the export share (spec §7: the export takes the active filters).
 */

export type AgreementOrder = (typeof EDITOR_AGREEMENT_ORDERINGS)[number];

export interface EditorAgreementParams extends Paging<AgreementOrder> {
  title: string;
  template: string;
  owner: string;
  language: "" | (typeof LANGUAGES)[number];
  status: "" | "draft" | "ready";
  valid: "" | "true" | "false";
  /** Last change from / to, YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

export const DEFAULT_AGREEMENT_PARAMS: EditorAgreementParams = {
  page: 1,
  perPage: 10,
  order: "date_last_modify",
  descending: true,
  title: "",
  template: "",
  owner: "",
  language: "",
  status: "",
  valid: "",
  from: "",
  to: "",
};

const TEXT_KEYS = ["title", "template", "owner"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readAgreementParams(search: URLSearchParams): EditorAgreementParams {
  const date = (key: string) => {
    const value = search.get(key) ?? "";
    return ISO_DATE.test(value) ? value : "";
  };
  return {
    ...readPaging(search, EDITOR_AGREEMENT_ORDERINGS, DEFAULT_AGREEMENT_PARAMS),
    title: search.get("title") ?? "",
    template: search.get("template") ?? "",
    owner: search.get("owner") ?? "",
    language: oneOf(search.get("language"), ["", ...LANGUAGES] as const, ""),
    status: oneOf(search.get("status"), ["", "draft", "ready"] as const, ""),
    valid: oneOf(search.get("valid"), ["", "true", "false"] as const, ""),
    from: date("from"),
    to: date("to"),
  };
}

export function writeAgreementParams(params: EditorAgreementParams): URLSearchParams {
  const search = new URLSearchParams();
  writePaging(search, params, DEFAULT_AGREEMENT_PARAMS);
  for (const key of [...TEXT_KEYS, "language", "status", "valid", "from", "to"] as const) {
    const value = params[key].trim();
    if (value) search.set(key, value);
  }
  return search;
}

export const updateAgreementParams = changeList<EditorAgreementParams>;

function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The list's and the export's query (spec §7 generic list; the export ignores the page). */
export function agreementQuery(params: EditorAgreementParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    per_page: params.perPage,
    page: params.page,
    order_by__: orderBy(params),
  };
  if (params.title.trim()) query.filter__title = params.title.trim();
  if (params.template.trim()) query.filter__template_title = params.template.trim();
  if (params.owner.trim()) query.filter__owner_username = params.owner.trim();
  if (params.language) query.filter__template_language = params.language;
  if (params.status) query.filter__status = params.status;
  if (params.valid) query.filter__is_valid = params.valid;
  if (params.from) query.filter__date_last_modify__gte = params.from;
  if (params.to) query.filter__date_last_modify__lt = nextDay(params.to);
  return query;
}

export const hasAgreementFilters = (p: EditorAgreementParams) =>
  Boolean(
    p.title.trim() ||
      p.template.trim() ||
      p.owner.trim() ||
      p.language ||
      p.status ||
      p.valid ||
      p.from ||
      p.to,
  );
