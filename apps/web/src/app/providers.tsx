import { MantineProvider } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { clearNotices, useNotificationsRequested } from "../lib/notifications-mount";
import { SUCCESS_AUTO_CLOSE_MS } from "../lib/notify-timing";
import { useToken } from "../lib/use-token";
import classes from "./providers.module.css";
import { cssVariablesResolver, LAYERS, NOTICES_WIDTH, theme } from "./theme";

// The notifications container (transitions, portal) loads only for signed-in users or once a
// notice is raised (lib/notifications-mount): a landing page visitor never downloads it.
// Notices raised before it mounts wait in Mantine's store and appear as soon as it does.
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

export function AppProviders({ children }: { children: ReactNode }) {
  const signedIn = useToken() !== null;
  const noticeRaised = useNotificationsRequested();
  const withNotifications = signedIn || noticeRaised;
  // Whichever way the session ends (the logout, a 401), its notices go with it.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) clearNotices();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {withNotifications && (
        <Suspense fallback={null}>
          <Notifications
            position="top-right"
            autoClose={SUCCESS_AUTO_CLOSE_MS}
            limit={5}
            zIndex={LAYERS.notices}
            containerWidth={NOTICES_WIDTH}
            classNames={{ root: classes.notifications }}
          />
        </Suspense>
      )}
      {/* The query client is provided by the areas that use it (lib/query-provider). */}
      {children}
    </MantineProvider>
  );
}
