import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:build-target";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Exposes the browser targets Vite really builds for (`build.target` after Vite resolved its
 * default, e.g. ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"]) as the module
 * `virtual:build-target`, so the technical-requirements page states what the build supports
 * instead of a hand-kept list that drifts on the next Vite upgrade.
 */
export function buildTargetPlugin(): Plugin {
  let target: unknown = [];
  return {
    name: "build-target",
    configResolved(config) {
      target = config.build.target;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const list = Array.isArray(target) ? target : typeof target === "string" ? [target] : [];
      return `export default ${JSON.stringify(list)};`;
    },
  };
}
