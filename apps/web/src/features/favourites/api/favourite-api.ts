import type { Favourite, FavouriteCreateBody, ListResponse } from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const BASE = "/api/agreement/customer/favourite";

/** Favourites come 6 to a page (spec §9; the contracts' FAVOURITES_PAGE_SIZE, kept out of the bundle's zod). */
export const FAVOURITES_PER_PAGE = 6;

export const favouriteKeys = {
  all: ["favourite", "customer"] as const,
  page: (page: number) => [...favouriteKeys.all, "page", page] as const,
  everything: () => [...favouriteKeys.all, "all"] as const,
};

/** One page of the customer's favourites, newest first. */
export function useFavouritePage(page: number) {
  return useQuery({
    queryKey: favouriteKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Favourite>>(`${BASE}/agreement-calculator/list/`, {
        query: { per_page: FAVOURITES_PER_PAGE, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every favourite (`no_page`): tells a star whether its template is already starred. */
export function useAllFavourites(enabled = true) {
  return useQuery({
    queryKey: favouriteKeys.everything(),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Favourite>>(`${BASE}/agreement-calculator/list/`, {
        query: { no_page: "no_page" },
        signal,
      }),
    select: (list) => list.results,
    enabled,
  });
}

export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FavouriteCreateBody) => api.post<Favourite>(`${BASE}/create/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/destroy/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
