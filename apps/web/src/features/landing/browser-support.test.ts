import { fileURLToPath } from "node:url";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { supportedBrowsers } from "./browser-support";

describe("supported browsers", () => {
  it("reads esbuild-style targets and skips language-level ones", () => {
    expect(
      supportedBrowsers(["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4", "es2022", "node20"]),
    ).toEqual([
      { browser: "chrome", version: "111" },
      { browser: "edge", version: "111" },
      { browser: "firefox", version: "114" },
      { browser: "safari", version: "16.4" },
      { browser: "ios", version: "16.4" },
    ]);
  });

  it("names the browsers of the build Vite really makes (no IE 11 any more)", async () => {
    const root = fileURLToPath(new URL("../../..", import.meta.url));
    const config = await resolveConfig({ root, configFile: `${root}/vite.config.ts` }, "build", "production");
    const targets = Array.isArray(config.build.target) ? config.build.target : [String(config.build.target)];
    const browsers = supportedBrowsers(targets).map((b) => b.browser);
    expect(browsers).toEqual(expect.arrayContaining(["chrome", "edge", "firefox", "safari"]));
    expect(targets.join()).not.toMatch(/ie/i);
  });
});
