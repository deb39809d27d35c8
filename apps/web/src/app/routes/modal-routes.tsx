import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { paths } from "../paths";
import { lazyPage, routeHandle } from "./route-builders";

/** A form over the screen beneath it, on its own route (the spec's create and `{id}/edit` dialogs). */
function modalRoute<M>(
  name: keyof typeof paths,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path: paths[name], handle: routeHandle(name), lazy: lazyPage(load, pick) };
}

/** A contact's form over the dashboard (spec §2: addressbook-create, {id}/addressbook-edit). */
export const contactModalRoute = (
  name: "customer-dashboard-agreement-addressbook-create" | "customer-dashboard-agreement-addressbook-edit",
) =>
  modalRoute(
    name,
    () => import("../../features/address-book/pages/contact-modal-page"),
    (m) => m.ContactModalPage,
  );

/** An appointment's form over the dashboard. */
export const appointmentModalRoute = (
  name: "customer-dashboard-appointment-create" | "customer-dashboard-appointment-edit",
) =>
  modalRoute(
    name,
    () => import("../../features/calendar/pages/appointment-modal-page"),
    (m) => m.AppointmentModalPage,
  );

/** A note's form over the notification list (spec §2 message/notify/: create, {id}/edit). */
export const noteModalRoute = (name: "customer-message-notify-create" | "customer-message-notify-edit") =>
  modalRoute(
    name,
    () => import("../../features/notifications/pages/note-modal-page"),
    (m) => m.NoteModalPage,
  );
