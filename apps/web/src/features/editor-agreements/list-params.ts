import { EDITOR_AGREEMENT_ORDERINGS, LANGUAGES } from "@app/contracts";
import { changeList, oneOf, type Paging, readPaging, writePaging, writeValues } from "../../lib/list-url";
import type { ListUrlCodec } from "../../lib/use-list-url-state";
import {
  AGREEMENT_FILTER_KEYS,
  type AgreementFilters,
  DEFAULT_PARAMS,
  hasFilters,
  readAgreementFilters,
  toApiQuery,
} from "../agreements/list-params";

/**
 * Every customer's agreements (spec §2 editor agreement list): the customer's filters plus the
 * owner and the template's language, in the URL, and the query the list and the export share
 * (spec §7: the export takes the active filters).
 */

export type AgreementOrder = (typeof EDITOR_AGREEMENT_ORDERINGS)[number];

export interface EditorAgreementParams extends Paging<AgreementOrder>, AgreementFilters {
  owner: string;
  language: "" | (typeof LANGUAGES)[number];
}

export const DEFAULT_AGREEMENT_PARAMS: EditorAgreementParams = { ...DEFAULT_PARAMS, owner: "", language: "" };

const EDITOR_KEYS = ["owner", "language"] as const;

export function readAgreementParams(search: URLSearchParams): EditorAgreementParams {
  return {
    ...readPaging(search, EDITOR_AGREEMENT_ORDERINGS, DEFAULT_AGREEMENT_PARAMS),
    ...readAgreementFilters(search),
    owner: search.get("owner") ?? "",
    language: oneOf(search.get("language"), ["", ...LANGUAGES] as const, ""),
  };
}

export function writeAgreementParams(params: EditorAgreementParams): URLSearchParams {
  const search = new URLSearchParams();
  writePaging(search, params, DEFAULT_AGREEMENT_PARAMS);
  writeValues(search, params, [...AGREEMENT_FILTER_KEYS, ...EDITOR_KEYS]);
  return search;
}

export const updateAgreementParams = changeList<EditorAgreementParams>;

/** The list's and the export's query (spec §7 generic list; the export ignores the page). */
export function agreementQuery(params: EditorAgreementParams): Record<string, string | number> {
  const query = toApiQuery(params);
  if (params.owner.trim()) query.filter__owner_username = params.owner.trim();
  if (params.language) query.filter__template_language = params.language;
  return query;
}

export const hasAgreementFilters = (params: EditorAgreementParams) =>
  hasFilters(params) || EDITOR_KEYS.some((key) => params[key].trim() !== "");

/** The editors' agreement list's state in the URL. */
export const editorAgreementListUrl: ListUrlCodec<EditorAgreementParams> = {
  defaults: DEFAULT_AGREEMENT_PARAMS,
  read: readAgreementParams,
  write: writeAgreementParams,
  hasFilters: hasAgreementFilters,
};
