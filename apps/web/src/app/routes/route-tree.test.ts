import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, type RouteName } from "../paths";
import { isRouteHandle, namedMatches } from "../route-meta";
import { appRoutes as entryRoutes } from "../router";
import { areaDiscovery, withAllAreas } from "./area-routes";

// The customer and editor trees join on navigation; here every area is in place.
const appRoutes = await withAllAreas(entryRoutes);

/** A concrete URL for a named path: every parameter becomes 7. */
const concrete = (path: string) => path.replace(/:\w+/g, "7");

/** The innermost named route a URL lands on. */
function landsOn(url: string): RouteName | undefined {
  const matches = matchRoutes(appRoutes, url) ?? [];
  return matches
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1)?.name;
}

// Aliases the spec gives for the same screen.
const ALIASES: Partial<Record<RouteName, RouteName>> = { customer: "customer-home", editor: "editor-home" };

describe("route tree", () => {
  it.each(Object.keys(paths) as RouteName[])("serves %s at its path", (name) => {
    expect(landsOn(concrete(paths[name]))).toBe(ALIASES[name] ?? name);
  });

  it("finds each route on a first visit to its address, its area discovered as the router does", async () => {
    for (const name of Object.keys(paths) as RouteName[]) {
      // A fresh router: the entry's tree, and the area the address enters patched in.
      let tree: RouteObject[] = entryRoutes;
      const patch = (parentId: string | null, routes: RouteObject[]) => {
        const graft = (route: RouteObject): RouteObject =>
          ({
            ...route,
            children: [...(route.children?.map(graft) ?? []), ...(route.id === parentId ? routes : [])],
          }) as RouteObject;
        tree = tree.map(graft);
      };
      const url = concrete(paths[name]);
      await areaDiscovery()({
        path: url,
        patch,
      } as unknown as Parameters<PatchRoutesOnNavigationFunction>[0]);
      const matches = matchRoutes(tree, url) ?? [];
      const landed = matches
        .map((match) => match.route.handle)
        .filter(isRouteHandle)
        .at(-1)?.name;
      expect(landed, url).toBe(ALIASES[name] ?? name);
    }
  });

  it("sends unknown addresses to the not-found page, not to an area", () => {
    const matches = matchRoutes(appRoutes, "/no-such-page") ?? [];
    expect(matches.at(-1)?.route.path).toBe("*");
  });

  it("guards every area with a loader", () => {
    for (const url of ["/customer", "/editor", "/agreement/1/2/print-preview", "/pricing"]) {
      const guarded = (matchRoutes(appRoutes, url) ?? []).slice(1).some((match) => match.route.loader);
      expect(guarded, url).toBe(true);
    }
  });
});

describe("the titles of the matched routes", () => {
  const titles = (url: string, search: string) =>
    namedMatches(
      (matchRoutes(appRoutes, url) ?? []).map((match) => ({
        handle: match.route.handle,
        pathname: match.pathname,
      })),
      new URLSearchParams(search),
    ).map((match) => match.titleKey);

  it("name an agreement's screen by the tab it shows, a new one by its route (issue 44)", () => {
    expect(titles("/customer/agreement/7/edit/customize-agreement", "tab=compile")).toEqual([
      "routes.customer-home",
      "routes.customer-agreement-agreement-edit",
      "agreementTabs.compile",
    ]);
    expect(titles("/customer/agreement/7/edit/preview", "").at(-1)).toBe(
      "routes.customer-agreement-agreement-edit-preview",
    );
    expect(titles("/customer/agreement/7/edit/preview", "tab=nonsense").at(-1)).toBe(
      "routes.customer-agreement-agreement-edit-preview",
    );
    expect(titles("/customer/agreement/7/create", "tab=compile").at(-1)).toBe(
      "routes.customer-agreement-agreement-create",
    );
  });
});
