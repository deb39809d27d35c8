import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { SUCCESS_AUTO_CLOSE_MS } from "../lib/notify";
import { queryClient } from "../lib/query-client";
import classes from "./providers.module.css";
import { cssVariablesResolver, theme } from "./theme";

// The notifications container (transitions, portal) loads after the first paint; notices
// raised before it mounts wait in Mantine's store and appear as soon as it does.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications
          position="top-right"
          autoClose={SUCCESS_AUTO_CLOSE_MS}
          limit={5}
          classNames={{ root: classes.notifications }}
        />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
