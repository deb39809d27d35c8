import { useMemo } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import type { RouteName } from "./paths";

/** What a route declares about itself: its name, whose `routes.<name>` text is its title. */
export interface RouteHandle {
  name: RouteName;
  /**
   * A screen whose tab is in its URL (`?tab=`): the key of the title naming the tab shown, or
   * null to keep the route's (issue 44: «Personalizza il contratto» over the Compilazione tab).
   */
  titleOfTab?: (search: URLSearchParams) => string | null;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).name === "string";
}

export interface NamedMatch {
  name: RouteName;
  pathname: string;
  /** The i18n key of its title: the route's, or the tab's it shows (`RouteHandle.titleOfTab`). */
  titleKey: string;
}

/** The matched routes that carry a name, outermost first: breadcrumbs and the page title. */
export function namedMatches(
  matches: readonly Pick<UIMatch, "handle" | "pathname">[],
  search = new URLSearchParams(),
): NamedMatch[] {
  return matches.flatMap((match) => {
    if (!isRouteHandle(match.handle)) return [];
    const { name, titleOfTab } = match.handle;
    return [{ name, pathname: match.pathname, titleKey: titleOfTab?.(search) ?? routeTitleKey(name) }];
  });
}

export function useNamedMatches(): NamedMatch[] {
  const matches = useMatches();
  const { search } = useLocation();
  return useMemo(() => namedMatches(matches, new URLSearchParams(search)), [matches, search]);
}

/** i18n key of a route's title. */
export const routeTitleKey = (name: RouteName) => `routes.${name}` as const;
