import type { createBrowserRouter } from "react-router";
import { configureApiClient } from "../lib/api-client";
import { clearCachedData } from "../lib/cached-data";
import { leftScreen } from "../lib/notifications-mount";
import { clearToken, getToken } from "../lib/token-store";
import { paths } from "./paths";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Connects the API client's reactions (spec §8) to the router and the cache, and the error
 * notices to the screens they are about: leaving a screen takes its errors away (issue 44).
 */
export function wireApiEvents(router: AppRouter): void {
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    leftScreen();
  });
  configureApiClient({
    onUnauthorized: () => {
      if (!getToken()) return;
      clearToken();
      // Deferred: the failing call must settle first, or clearing would cancel it mid-flight.
      window.setTimeout(() => {
        clearCachedData();
        // Re-run the guards: a page that needs a session sends the user to the login.
        if (router.state.initialized && router.state.navigation.state === "idle") void router.revalidate();
      }, 0);
    },
    onMaintenance: () => {
      if (router.state.location.pathname === paths.maintenance) return;
      void router.navigate(paths.maintenance);
    },
  });
}
