import "./app/base-styles";
import "@mantine/notifications/styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { wireApiEvents } from "./app/api-events";
import { canHydrate, readPrerenderedMarker } from "./app/prerender/prerendered-page";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { getGlobalConfigSnapshot } from "./lib/global-config-store";
import { getLanguage, initI18n } from "./lib/i18n";
import { getToken } from "./lib/token-store";

await initI18n();
const router = createAppRouter();
wireApiEvents(router);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A page the server prerendered (app/prerender) stays on screen while the router loads the first
// route, then is hydrated when the browser would draw the same, or drawn over in one go.
const marker = readPrerenderedMarker(container);
if (marker) {
  await firstRouteLoaded(router);
  const first = {
    path: router.state.location.pathname,
    language: getLanguage(),
    config: getGlobalConfigSnapshot(),
    signedIn: getToken() !== null,
  };
  // Hydrated in a transition, React yields to the browser between components instead of holding
  // the main thread for the whole page: a tap on the page is answered meanwhile. A route that
  // failed to load (its chunk, offline) shows the error page: drawn over, never hydrated.
  if (!router.state.errors && canHydrate(marker, first))
    startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
} else {
  createRoot(container).render(app);
}

function firstRouteLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
