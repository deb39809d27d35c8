import { type LoaderFunctionArgs, redirect } from "react-router";
import { markExternalLogin } from "../features/federated/external-login";
import { maintenanceRedirectTarget } from "../features/maintenance/maintenance-window";
import { ApiError } from "../lib/api-error";
import { clearCachedData } from "../lib/cached-data";
import { fetchGlobalConfig } from "../lib/global-config-store";
import { setToken } from "../lib/token-store";
import { extractTicket } from "./guards/ticket";
import { paths } from "./paths";

/**
 * Runs before every route (spec §4, §7): takes a `?ticket=` over as the session token, then
 * reads the configuration and leaves for the maintenance URL while its window is open.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);

  const ticket = extractTicket(url);
  if (ticket) {
    if (ticket.ticket) {
      clearCachedData();
      setToken(ticket.ticket, false);
      // A session handed over by another site: the landing home leads straight to /customer.
      markExternalLogin();
    }
    throw redirect(ticket.cleanPath);
  }

  try {
    const config = await fetchGlobalConfig();
    const target = maintenanceRedirectTarget(config, new Date(), url.href);
    if (target) {
      window.location.assign(target);
      // The page is being replaced; rendering anything meanwhile would only flash.
      return await new Promise<never>(() => {});
    }
  } catch (error) {
    if (error instanceof ApiError && error.isMaintenance) {
      if (url.pathname !== paths.maintenance) throw redirect(paths.maintenance);
    } else {
      // Without configuration the app still works; only the maintenance checks are skipped.
      console.error("Could not load the global configuration.", error);
    }
  }
  return null;
}
