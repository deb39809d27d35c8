import type {
  AgreementDeadlines,
  Appointment,
  AppointmentCreateBody,
  AppointmentDateList,
  AppointmentUpdateBody,
  CalendarFeed,
  CalendarFeedStatus,
  ListResponse,
} from "@app/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download-file";
import { forgetDeleted } from "../../../lib/resource-hooks";

const BASE = "/api/calendar/customer/appointment";
const FEED = "/api/calendar/customer/feed/";
export const calendarKeys = {
  all: ["calendar", "customer"] as const,
  dates: (from: string, to: string) => ["calendar", "customer", "dates", from, to] as const,
  range: (from: string, to: string) => ["calendar", "customer", "range", from, to] as const,
  detail: (id: number) => ["calendar", "customer", "detail", id] as const,
  feed: ["calendar", "customer", "feed"] as const,
};

/** Spec §7 `date-list/`: the days with appointments in `[from, to)` (the month shown ± 15 days). */
export function useAppointmentDates(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.dates(from, to),
    queryFn: ({ signal }) =>
      api.get<AppointmentDateList>(`${BASE}/date-list/`, {
        query: { filter__end__gt: from, filter__start__lt: to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The appointments touching `[from, to)`, Rome days: the day view is a day and the next
 * (spec §7), the calendar page the range its view shows.
 */
export function useAppointments(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Appointment>>(`${BASE}/list/`, {
        query: { no_page: "no_page", filter__end__gt: from, filter__start__lt: to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAppointment(id: number | null) {
  return useQuery({
    queryKey: calendarKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Appointment>(`${BASE}/retrieve/${id}/`, { signal }),
    enabled: id !== null,
  });
}

/**
 * Creates (no id) or changes an appointment; the calendar's lists reload. A refusal shows under
 * the fields and, as spec §8 asks for appointments, in the error notification too.
 */
export function useSaveAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number | null; body: AppointmentCreateBody | AppointmentUpdateBody }) =>
      request.id === null
        ? api.post<Appointment>(`${BASE}/create/`, request.body)
        : api.put<Appointment>(`${BASE}/partial-update/${request.id}/`, request.body),
    // The form says why, beside the fields and above the buttons.
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${BASE}/destroy/${id}/`),
    // The deleted appointment is not read again: its open dialog would fetch a 404.
    onSuccess: (_answer, id) => forgetDeleted(client, calendarKeys.all, calendarKeys.detail(id)),
  });
}

/** One appointment as an .ics file, for a calendar program. */
export const downloadAppointmentIcs = (id: number, title: string) =>
  downloadFile(`${BASE}/ics/${id}/`, {}, `${title}.ics`);

export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => api.get<CalendarFeedStatus>(FEED, { signal }),
  });
}

/** Turns the feed on or gives it a new URL (the old one stops working); resolves to the URL. */
export function useEnableCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>(FEED, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(FEED),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

/** The customer's contracts an appointment may be linked to, by title. */
export function useAgreementChoices() {
  return useQuery({
    queryKey: ["calendar", "customer", "agreement-choices"],
    queryFn: ({ signal }) =>
      api.get<ListResponse<{ id: number; title: string }>>("/api/agreement/customer/agreement/list/", {
        query: { no_page: "no_page", order_by__: "title" },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** A contract's deadlines and which are in the calendar; asked again after each save (`savedAt`). */
export function useAgreementDeadlines(agreementId: number, savedAt: string) {
  return useQuery({
    queryKey: [...calendarKeys.all, "deadlines", agreementId, savedAt],
    queryFn: ({ signal }) => api.get<AgreementDeadlines>(`${BASE}/deadlines/${agreementId}/`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddDeadlines(agreementId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AgreementDeadlines>(`${BASE}/add-deadlines/${agreementId}/`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
