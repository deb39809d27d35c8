import { type RouteObject, redirect } from "react-router";
import { signedInLoader } from "../guards/lazy-loaders";
import { paths, pathTo } from "../paths";
import { lazyPage, routeHandle } from "./route-builders";

/** /agreement (spec §2): the print preview, for any signed-in user, in the print layout. */
export const printRoutes: RouteObject = {
  path: paths.agreement,
  handle: routeHandle("agreement"),
  loader: signedInLoader,
  lazy: lazyPage(
    () => import("../layouts/print-layout"),
    (m) => m.PrintLayout,
  ),
  children: [
    { index: true, loader: () => redirect(pathTo("landing-homepage")) },
    {
      path: paths["agreement-print-preview"],
      handle: routeHandle("agreement-print-preview"),
      // The documents feature's page, printing what the drafting feature renders (features never
      // import each other: the route composes them).
      lazy: async () => {
        const [{ PrintPreviewPage }, { SavedAgreementDocument }] = await Promise.all([
          import("../../features/documents/pages/print-preview-page"),
          import("../../features/agreement-editor/pages/saved-agreement-document"),
        ]);
        return { element: <PrintPreviewPage Document={SavedAgreementDocument} /> };
      },
    },
  ],
};
