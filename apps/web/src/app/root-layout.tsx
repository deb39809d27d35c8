import { Outlet, ScrollRestoration } from "react-router";
import { GlobalLoadingOverlay } from "../components/global-loading-overlay";
import { MaintenanceWarning } from "../features/maintenance/components/maintenance-warning";
import { RouteTitle } from "./route-title";

/** Wraps every layout: page title, loading overlay, maintenance warning, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <RouteTitle />
      <Outlet />
      <GlobalLoadingOverlay />
      <MaintenanceWarning />
      <ScrollRestoration />
    </>
  );
}
