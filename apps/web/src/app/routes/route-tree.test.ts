import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, type RouteName } from "../paths";
import { isRouteHandle } from "../route-meta";
import { appRoutes as entryRoutes } from "../router";
import { withAllAreas } from "./area-routes";

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
