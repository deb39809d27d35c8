import type {
  AddressBookContact,
  AddressBookContactDetail,
  AddressBookCreateBody,
  AddressBookTypologyDefinition,
  AddressBookUpdateBody,
  ListResponse,
  TemplateParties,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

const BASE = "/api/agreement/customer/address-book";
export const addressBookKeys = {
  all: ["address-book", "customer"] as const,
  list: ["address-book", "customer", "list"] as const,
  detail: (id: number) => ["address-book", "customer", "detail", id] as const,
};

/** The kinds of party with their fields (spec §7 `typologies-mapping/`), which change with releases only. */
export function useTypologies() {
  return useQuery({
    queryKey: [...addressBookKeys.all, "typologies"],
    queryFn: ({ signal }) =>
      api.get<{ results: AddressBookTypologyDefinition[] }>(`${BASE}/typologies-mapping/`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The whole address book, A to Z (spec §7: loaded with `no_page`). */
export function useContacts() {
  return useQuery({
    queryKey: addressBookKeys.list,
    queryFn: ({ signal }) =>
      api.get<ListResponse<AddressBookContact>>(`${BASE}/list/`, { query: { no_page: "no_page" }, signal }),
  });
}

export function useContact(id: number | null) {
  return useQuery({
    queryKey: addressBookKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<AddressBookContactDetail>(`${BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });
}

/** Creates (no id) or changes a contact; the list refreshes. Refusals stay beside the fields. */
export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number | null; body: AddressBookCreateBody | AddressBookUpdateBody }) =>
      request.id === null
        ? api.post<AddressBookContactDetail>(`${BASE}/create/`, request.body)
        : api.put<AddressBookContactDetail>(`${BASE}/partial-update/${request.id}/`, request.body),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}

export function useDeleteContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${BASE}/destroy/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKeys.all }),
  });
}

/** Today as the spreadsheets' names want it (spec §7: `YYYY-MM-DD.xlsx`), in the user's own day. */
const today = () => new Date().toLocaleDateString("sv-SE");

/** The filled export or the empty import template (spec §7's download with `onlyTemplate`). */
export async function downloadAddressBook(onlyTemplate: boolean): Promise<void> {
  const blob = await api.get<Blob>(`${BASE}/${onlyTemplate ? "generate-template" : "export"}/`, {
    responseType: "blob",
  });
  saveFile(blob, `${today()}${onlyTemplate ? "-template" : ""}.xlsx`);
}

/** The rows of `file` the import refused, with their reasons, as an xlsx. */
export async function downloadRejectedRows(file: File, suffix: string): Promise<void> {
  const formData = new FormData();
  formData.append("file", file, file.name);
  const blob = await api.post<Blob>(`${BASE}/import-rejected/`, formData, { responseType: "blob" });
  saveFile(blob, `${today()}-${suffix}.xlsx`);
}

export const IMPORT_URL = `${BASE}/import/`;

/** The template's party roles and what a contact fills in each (issue 15). */
export function useTemplateParties(templateId: number) {
  return useQuery({
    queryKey: ["address-book", "customer", "schema-parties", templateId],
    queryFn: ({ signal }) =>
      api.get<{ results: TemplateParties[] }>("/api/agreement/customer/template/schema-parties/", {
        query: { template: templateId },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
