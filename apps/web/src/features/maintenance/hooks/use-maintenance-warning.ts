import { useEffect, useRef, useState } from "react";
import { oneDayFrom, readCookie, writeCookie } from "../../../lib/cookies";
import { useCurrentUser } from "../../../lib/current-user";
import { useGlobalConfig } from "../../../lib/global-config";
import { getToken } from "../../../lib/token-store";
import {
  MAINTENANCE_NOTICE_COOKIE,
  MAINTENANCE_WARNING_DELAY_MS,
  shouldShowMaintenanceWarning,
} from "../maintenance-window";

/**
 * Spec §4: 3 s after the profile loads, open the warning if the window is on and it was not
 * shown in the last day; showing it sets the cookie so it appears once a day.
 */
export function useMaintenanceWarning() {
  const { data: user } = useCurrentUser();
  const { data: config } = useGlobalConfig();
  const [opened, setOpened] = useState(false);
  // Read at the moment of the check, so a config refresh during the delay is honoured.
  const configRef = useRef(config);
  configRef.current = config;
  const userKey = user?.username;

  useEffect(() => {
    if (!userKey) return;
    const timer = window.setTimeout(() => {
      const show = shouldShowMaintenanceWarning({
        config: configRef.current,
        now: new Date(),
        isSignedIn: getToken() !== null,
        hasNoticeCookie: readCookie(MAINTENANCE_NOTICE_COOKIE) !== null,
      });
      if (!show) return;
      writeCookie(MAINTENANCE_NOTICE_COOKIE, "1", { expires: oneDayFrom(new Date()) });
      setOpened(true);
    }, MAINTENANCE_WARNING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userKey]);

  return { opened, close: () => setOpened(false), config };
}
