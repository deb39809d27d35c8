import type {
  Company,
  CompanyUpdateBody,
  EditorLicenceCreateBody,
  EditorLicenceUpdateBody,
  EditorProfileCreateBody,
  EditorProfileUpdateBody,
  Licence,
  LicenceStatus,
  Profile,
} from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { resourceHooks } from "../../../lib/resource-hooks";

const BASE = "/api/profile/editor";
type Kind = "company" | "licence" | "profile";

/** Create (no id) or change: the subscribers' lists all refresh, as they show each other. */
const { useList, useItem, useSave } = resourceHooks<Kind>(BASE, ["profile", "editor"]);

export const useCompanyList = (query: Record<string, string | number>) => useList<Company>("company", query);
export const useCompany = (id: number | null) => useItem<Company>("company", id);
export const useSaveCompany = (id: number | null) => useSave<CompanyUpdateBody, Company>("company", id);
/** Every firm, for the licence and profile forms' choice. */
export const useAllCompanies = () => useList<Company>("company", { no_page: "no_page", order_by__: "name" });
/** The firms as a choice's options, by name: the same array between renders, so an open drop-down keeps its items. */
export function useCompanyOptions() {
  const companies = useAllCompanies();
  return useMemo(
    () => (companies.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [companies.data],
  );
}

export const useLicenceList = (query: Record<string, string | number>) => useList<Licence>("licence", query);
export const useLicence = (id: number | null) => useItem<Licence>("licence", id);
export const useSaveLicence = (id: number | null) =>
  useSave<EditorLicenceCreateBody | EditorLicenceUpdateBody, Licence>("licence", id);
/** The licence list's rows as an xlsx file (its filters and ordering, every page). */
export const useExportLicences = () =>
  useMutation({
    mutationFn: (query: Record<string, string | number>) =>
      downloadFile(`${BASE}/licence/export/`, query, "licenze.xlsx"),
  });
export function useSetLicenceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LicenceStatus }) =>
      api.patch<Licence>(`${BASE}/licence/set-status/${id}/`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["profile", "editor"] }),
  });
}

export const useProfileList = (query: Record<string, string | number>) => useList<Profile>("profile", query);
export const useProfile = (id: number | null) => useItem<Profile>("profile", id);
export const useSaveProfile = (id: number | null) =>
  useSave<EditorProfileCreateBody | EditorProfileUpdateBody, Profile>("profile", id);
export const useSendPasswordLink = () =>
  useMutation({
    mutationFn: (id: number) => api.post<{ detail: string }>(`${BASE}/profile/send-password-link/${id}/`),
  });
