import type {
  Agenda,
  AgendaCreateBody,
  AgendaUpdateBody,
  Appointment,
  EditorAppointmentCreateBody,
  EditorAppointmentUpdateBody,
} from "@app/contracts";
import { resourceHooks } from "../../../lib/resource-hooks";

const BASE = "/api/calendar/editor";
type Kind = "agenda" | "appointment";
// Both lists refresh after any write, as each shows the other (counts, agenda names); a refusal
// shows beside the fields and in the error notification.
const { useList, useItem, useSave, useDelete } = resourceHooks<Kind>(BASE, ["calendar", "editor"]);

export const useAgendaList = (query: Record<string, string | number>) => useList<Agenda>("agenda", query);
/** Every agenda, for the appointments' filter and form. */
export const useAllAgendas = () => useList<Agenda>("agenda", { no_page: "no_page", order_by__: "name" });
export const useAgenda = (id: number | null) => useItem<Agenda>("agenda", id);
export const useSaveAgenda = (id: number | null) =>
  useSave<AgendaCreateBody | AgendaUpdateBody, Agenda>("agenda", id);
export const useDeleteAgenda = () => useDelete("agenda");

export const useAppointmentList = (query: Record<string, string | number>) =>
  useList<Appointment>("appointment", query);
export const useEditorAppointment = (id: number | null) => useItem<Appointment>("appointment", id);
export const useSaveEditorAppointment = (id: number | null) =>
  useSave<EditorAppointmentCreateBody | EditorAppointmentUpdateBody, Appointment>("appointment", id);
export const useDeleteEditorAppointment = () => useDelete("appointment");
