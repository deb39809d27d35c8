import type {
  ColleagueInviteBody,
  ColleagueUpdateBody,
  Company,
  CompanyUpdateBody,
  Licence,
  LicenceRequestBody,
  ListResponse,
  Profile,
  SessionInfo,
  Subscription,
} from "@app/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const BASE = "/api/profile/customer";
const keys = {
  all: ["profile", "customer"] as const,
  subscription: ["profile", "customer", "subscription"] as const,
  people: ["profile", "customer", "people"] as const,
  person: (id: number) => ["profile", "customer", "person", id] as const,
  sessions: ["profile", "customer", "sessions"] as const,
  companies: ["profile", "customer", "companies"] as const,
  company: (id: number) => ["profile", "customer", "company", id] as const,
  licences: ["profile", "customer", "licences"] as const,
  licence: (id: number) => ["profile", "customer", "licence", id] as const,
};

export const useSubscription = () =>
  useQuery({
    queryKey: keys.subscription,
    queryFn: ({ signal }) => api.get<Subscription>(`${BASE}/subscription/`, { signal }),
  });

export const usePeople = () =>
  useQuery({
    queryKey: keys.people,
    queryFn: ({ signal }) =>
      api.get<ListResponse<Profile>>(`${BASE}/profile/list/`, { query: { no_page: "no_page" }, signal }),
  });

export const usePerson = (id: number | null) =>
  useQuery({
    queryKey: keys.person(id ?? 0),
    queryFn: ({ signal }) => api.get<Profile>(`${BASE}/profile/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });

export const useSessions = () =>
  useQuery({
    queryKey: keys.sessions,
    queryFn: ({ signal }) => api.get<{ results: SessionInfo[] }>(`${BASE}/profile/sessions/`, { signal }),
  });

export const useCompanies = () =>
  useQuery({
    queryKey: keys.companies,
    queryFn: ({ signal }) => api.get<ListResponse<Company>>(`${BASE}/company/list/`, { signal }),
  });

/** One firm of the user's, by its id: 404 for another firm (the edit route then says "not found"). */
export const useCompany = (id: number | null) =>
  useQuery({
    queryKey: keys.company(id ?? 0),
    queryFn: ({ signal }) => api.get<Company>(`${BASE}/company/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });

/** One licence of the user's firm, by its id: 404 for another firm's. */
export const useLicence = (id: number | null) =>
  useQuery({
    queryKey: keys.licence(id ?? 0),
    queryFn: ({ signal }) => api.get<Licence>(`${BASE}/licence/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });

export const useLicences = () =>
  useQuery({
    queryKey: keys.licences,
    queryFn: ({ signal }) => api.get<ListResponse<Licence>>(`${BASE}/licence/list/`, { signal }),
  });

/** Every write refreshes the whole profile area: seats, people and licences depend on each other. */
function useProfileMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSavePerson = (id: number | null) =>
  useProfileMutation((body: ColleagueUpdateBody | ColleagueInviteBody) =>
    id === null
      ? api.post<Profile>(`${BASE}/profile/create/`, body)
      : api.put<Profile>(`${BASE}/profile/partial-update/${id}/`, body),
  );

export const useSaveCompany = (id: number | null) =>
  useProfileMutation((body: CompanyUpdateBody) =>
    id === null
      ? api.post<Company>(`${BASE}/company/create/`, body)
      : api.put<Company>(`${BASE}/company/partial-update/${id}/`, body),
  );

export const useSaveLicenceRequest = (id: number | null) =>
  useProfileMutation((body: LicenceRequestBody) =>
    id === null
      ? api.post<Licence>(`${BASE}/licence/create/`, body)
      : api.put<Licence>(`${BASE}/licence/partial-update/${id}/`, body),
  );

export const useEndSession = () =>
  useProfileMutation((id: string) => api.post<unknown>(`${BASE}/profile/sessions/end/`, { id }));
export const useEndOtherSessions = () =>
  useProfileMutation((_: undefined) => api.post<unknown>(`${BASE}/profile/sessions/end-others/`));
export const useEndColleagueSessions = () =>
  useProfileMutation((userId: number) => api.post<unknown>(`${BASE}/profile/end-sessions/${userId}/`));
