import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import { paths } from "../paths";
import { withAreaServices } from "./route-builders";

/**
 * The route trees of the signed-in areas are discovered on the first navigation into them
 * (React Router's patchRoutesOnNavigation) rather than shipped in the entry: they grow with
 * every feature, and the landing page's first load must not (DESIGN §11, 150 KB gzip).
 * Their paths, names, guards and screens are unchanged; only where the tree is declared moves.
 */
interface Area {
  /** Path the area's URLs start with. */
  prefix: string;
  /** Id of the route the area's tree hangs under. */
  parentId: "root" | "site";
  load: () => Promise<RouteObject>;
}

const AREAS: readonly Area[] = [
  {
    prefix: paths.customer,
    parentId: "site",
    load: () => import("./customer-routes").then((m) => withAreaServices(m.customerRoutes)),
  },
  {
    prefix: paths.editor,
    parentId: "root",
    load: () => import("./editor-routes").then((m) => withAreaServices(m.editorRoutes)),
  },
];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const patched = new Set<string>();

/** Patches in the area a navigation enters, once. */
export const discoverAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  for (const area of AREAS) {
    if (patched.has(area.prefix) || !isUnder(path, area.prefix)) continue;
    patch(area.parentId, [await area.load()]);
    patched.add(area.prefix);
  }
};

/**
 * The whole tree with every area in place, for code that matches paths without navigating
 * (the route-tree tests).
 */
export async function withAllAreas(routes: RouteObject[]): Promise<RouteObject[]> {
  const areas = await Promise.all(AREAS.map(async (area) => ({ area, route: await area.load() })));
  const graft = (route: RouteObject): RouteObject => {
    const children = route.children?.map(graft) ?? [];
    const added = areas.filter(({ area }) => area.parentId === route.id).map(({ route: child }) => child);
    return route.children || added.length
      ? ({ ...route, children: [...children, ...added] } as RouteObject)
      : route;
  };
  return routes.map(graft);
}
