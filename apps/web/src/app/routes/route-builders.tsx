import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { ensureAreaTexts } from "../../lib/i18n";
import { paths, type RouteName } from "../paths";
import type { RouteHandle } from "../route-meta";

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** A route component loaded on first visit, so each area ships in its own chunk. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent {
  return async () => ({ Component: pick(await load()) });
}

const handle = (name: RouteName): RouteHandle => ({ name });

/** Names `<prefix>-list`, `<prefix>-create` and `<prefix>-edit` all exist for these prefixes. */
type CrudPrefix = {
  [N in RouteName]: N extends `${infer P}-list`
    ? `${P}-create` extends RouteName
      ? `${P}-edit` extends RouteName
        ? P
        : never
      : never
    : never;
}[RouteName];

/** A list/create/edit section whose screens exist: the list, and one page for create and edit. */
export function pageSection(
  prefix: CrudPrefix,
  pages: { list: LazyComponent; create: LazyComponent; edit?: LazyComponent },
): RouteObject {
  return {
    path: paths[`${prefix}-list` as RouteName],
    handle: handle(`${prefix}-list` as RouteName),
    children: [
      { index: true, lazy: pages.list },
      {
        path: paths[`${prefix}-create` as RouteName],
        handle: handle(`${prefix}-create` as RouteName),
        lazy: pages.create,
      },
      {
        path: paths[`${prefix}-edit` as RouteName],
        handle: handle(`${prefix}-edit` as RouteName),
        lazy: pages.edit ?? pages.create,
      },
    ],
  };
}

export { handle as routeHandle };

/**
 * What the areas (sign-in, customer, editor, print) need and the landing pages do not: the
 * query client and the Italian texts of their features. A pathless layout route loads both
 * with the area's first screen, keeping them out of the landing page's first load (DESIGN §11).
 */
export function withAreaServices(route: RouteObject): RouteObject {
  return {
    lazy: async () => {
      const [{ QueryOutlet }] = await Promise.all([import("../../lib/query-provider"), ensureAreaTexts()]);
      return { Component: QueryOutlet };
    },
    children: [route],
  };
}
