import type { RouteObject } from "react-router";
import { editorAreaLoader } from "../guards/lazy-loaders";
import { paths } from "../paths";
import {
  crudSection,
  lazyPage,
  placeholderModalRoute,
  placeholderRoute,
  routeHandle,
} from "./route-builders";

/** /editor (spec §2): editors only, in the editor layout. */
export const editorRoutes: RouteObject = {
  path: paths["editor-home"],
  handle: routeHandle("editor-home"),
  loader: editorAreaLoader,
  lazy: lazyPage(
    () => import("../layouts/editor-layout"),
    (m) => m.EditorLayout,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import("../../features/editor-dashboard/pages/editor-home-page"),
        (m) => m.EditorHomePage,
      ),
    },
    crudSection("editor-profile-profile"),
    crudSection("editor-profile-company"),
    crudSection("editor-profile-licence"),
    crudSection("editor-calendar-appointment"),
    crudSection("editor-calendar-agenda"),
    // The evaluate screen is a child of both the list and the edit screen (spec §2).
    crudSection("editor-calculator-template", {
      list: [placeholderModalRoute("editor-calculator-template-list-evaluate")],
      edit: [placeholderModalRoute("editor-calculator-template-edit-evaluate")],
    }),
    crudSection("editor-calculator-wizard", {
      extra: [placeholderRoute("editor-calculator-wizard-create-child")],
    }),
    crudSection("editor-agreement-category", {
      extra: [placeholderRoute("editor-agreement-category-create-child")],
    }),
    crudSection("editor-agreement-template"),
    crudSection("editor-agreement-wizard", {
      extra: [placeholderRoute("editor-agreement-wizard-create-child")],
    }),
    placeholderRoute("editor-agreement-agreement-list"),
  ],
};
