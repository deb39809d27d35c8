/** Browsers the technical-requirements page can name, as esbuild/Vite spell their targets. */
export const BROWSER_KEYS = ["chrome", "edge", "firefox", "safari", "ios", "opera"] as const;
export type BrowserKey = (typeof BROWSER_KEYS)[number];

export interface SupportedBrowser {
  browser: BrowserKey;
  /** Minimum version, e.g. "111" or "16.4". */
  version: string;
}

/**
 * Turns the build's targets (`chrome111`, `safari16.4`, ...) into the browsers we support.
 * Language-level targets such as `es2022` name no browser and are skipped.
 */
export function supportedBrowsers(targets: readonly string[]): SupportedBrowser[] {
  const browsers: SupportedBrowser[] = [];
  for (const target of targets) {
    const match = /^([a-z]+)(\d+(?:\.\d+)*)$/.exec(target.trim().toLowerCase());
    if (!match) continue;
    const [, name, version] = match;
    if ((BROWSER_KEYS as readonly string[]).includes(name ?? "") && version) {
      browsers.push({ browser: name as BrowserKey, version });
    }
  }
  return browsers;
}

/** Spec §9: the smallest screen the application is designed for. */
export const MINIMUM_SCREEN = { width: 1024, height: 768 } as const;
