import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { GlobalLoadingOverlay } from "../components/global-loading-overlay";
import { useToken } from "../lib/use-token";
import { RouteTitle } from "./route-title";
import { AppScrollRestoration } from "./scroll-restoration";

// The maintenance warning concerns signed-in users only (spec §2): visitors never load it.
const SignedInWatchers = lazy(() =>
  import("./signed-in-watchers").then((module) => ({ default: module.SignedInWatchers })),
);

/** Wraps every layout: page title, loading overlay, maintenance warning, scroll restoration. */
export function RootLayout() {
  const signedIn = useToken() !== null;
  return (
    <>
      <RouteTitle />
      <Outlet />
      <GlobalLoadingOverlay />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInWatchers />
        </Suspense>
      )}
      <AppScrollRestoration />
    </>
  );
}
