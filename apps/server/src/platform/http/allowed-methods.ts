import type { RouteTableEntry } from "../auth/access";

/** A route URL as a pattern: `:param` matches one path segment, `*` the rest of the path. */
function patternOf(url: string): RegExp {
  const source = url
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * The methods the API answers on a concrete path, for a 405's `Allow` header when a known
 * path is called with another method. Built once from the route table, after start-up.
 */
export function createAllowedMethods(routes: readonly RouteTableEntry[]) {
  let compiled: Array<{ pattern: RegExp; method: string }> | undefined;
  return (path: string): string[] => {
    compiled ??= routes.map((route) => ({ pattern: patternOf(route.url), method: route.method }));
    const methods = new Set<string>();
    for (const route of compiled) if (route.pattern.test(path)) methods.add(route.method);
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
