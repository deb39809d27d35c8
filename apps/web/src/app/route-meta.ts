import { type UIMatch, useMatches } from "react-router";
import type { RouteName } from "./paths";

/** What a route declares about itself: its name, whose `routes.<name>` text is its title. */
export interface RouteHandle {
  name: RouteName;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).name === "string";
}

export interface NamedMatch {
  name: RouteName;
  pathname: string;
}

/** The matched routes that carry a name, outermost first: breadcrumbs and the page title. */
export function namedMatches(matches: readonly UIMatch[]): NamedMatch[] {
  return matches.flatMap((match) =>
    isRouteHandle(match.handle) ? [{ name: match.handle.name, pathname: match.pathname }] : [],
  );
}

export function useNamedMatches(): NamedMatch[] {
  return namedMatches(useMatches());
}

/** i18n key of a route's title. */
export const routeTitleKey = (name: RouteName) => `routes.${name}` as const;
