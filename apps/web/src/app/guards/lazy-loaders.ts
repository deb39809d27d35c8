import type { LoaderFunctionArgs } from "react-router";
import { getToken } from "../../lib/token-store";
import type { GuardData } from "./loaders";

/**
 * The route guards as the route tree references them. The guards need the session user, hence
 * the query client; importing them on demand keeps both out of the landing page's first load
 * (DESIGN §11). The chunk is fetched once, by the first guarded navigation.
 */
const guards = () => import("./loaders");

export const customerAreaLoader = async (args: LoaderFunctionArgs) =>
  (await guards()).customerAreaLoader(args);
export const editorAreaLoader = async (args: LoaderFunctionArgs) => (await guards()).editorAreaLoader(args);
export const signedInLoader = async (args: LoaderFunctionArgs) => (await guards()).signedInLoader(args);

/** /pricing (spec §2): a visitor without a token is let in at once, without loading the guards. */
export async function pricingLoader(args: LoaderFunctionArgs): Promise<GuardData> {
  if (!getToken()) return { blocked: false };
  return (await guards()).pricingLoader(args);
}

export function logoutLoader(route: "customer" | "editor") {
  return async (): Promise<never> => (await guards()).logoutLoader(route)();
}
