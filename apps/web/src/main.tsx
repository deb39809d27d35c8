import "./app/base-styles";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { wireApiEvents } from "./app/api-events";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { initI18n } from "./lib/i18n";

await initI18n();
const router = createAppRouter();
wireApiEvents(router);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
