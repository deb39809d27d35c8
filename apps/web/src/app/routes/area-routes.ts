import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import { paths } from "../paths";
import { withAreaServices } from "./route-builders";

/**
 * The route trees of the signed-in areas, of sign-in (with the maintenance page) and of the print
 * preview are discovered on the first navigation into them (React Router's
 * patchRoutesOnNavigation) rather than shipped in the entry: they grow with every feature, and
 * the landing page's first load must not (DESIGN §11). Their paths, names, guards and screens are
 * unchanged; only where the tree is declared moves.
 */
interface Area {
  /** Paths the area's URLs start with. */
  prefixes: readonly string[];
  /** Id of the route the area's tree hangs under. */
  parentId: "root" | "site";
  load: () => Promise<RouteObject>;
}

/** Where the sign-in routes live (paths.ts: customer-login, editor-login, password-reset…). */
const AUTH_PREFIX = "/auth";
/** The invitee's signing page (`public-signing`), on the same blank layout. */
const SIGNING_PREFIX = "/firma";

const AREAS: readonly Area[] = [
  {
    prefixes: [paths.customer],
    parentId: "site",
    load: () => import("./customer-routes").then((m) => withAreaServices(m.customerRoutes)),
  },
  {
    prefixes: [paths.editor],
    parentId: "root",
    load: () => import("./editor-routes").then((m) => withAreaServices(m.editorRoutes)),
  },
  {
    prefixes: [AUTH_PREFIX, paths.maintenance.replace(/\/$/, ""), SIGNING_PREFIX],
    parentId: "root",
    load: () => import("./auth-routes").then((m) => withAreaServices(m.authRoutes)),
  },
  {
    prefixes: [paths.agreement],
    parentId: "root",
    load: () => import("./print-routes").then((m) => withAreaServices(m.printRoutes)),
  },
];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
/** Patches in the area a navigation enters, once: one per router. */
export function areaDiscovery(): PatchRoutesOnNavigationFunction {
  const patched = new Set<Area>();
  return async ({ path, patch }) => {
    for (const area of AREAS) {
      if (patched.has(area) || !area.prefixes.some((prefix) => isUnder(path, prefix))) continue;
      patch(area.parentId, [await area.load()]);
      patched.add(area);
    }
  };
}

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
