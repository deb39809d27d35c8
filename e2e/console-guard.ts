import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { serverDataDir, serverUrl } from "./servers";

/** What a journey may tell the console guard. */
export interface ConsoleGuard {
  /**
   * Declares a console line the journey causes on purpose, matched against
   * `"<type>: <text> @ <url>"`: a call it expects the server to refuse, which Chromium itself logs
   * as "Failed to load resource: … status of 400". Anything else is a defect of the screen.
   */
  allow(pattern: RegExp): void;
  /** Declares a refusal the journey asks for on purpose: `status` from a call whose URL holds `path`. */
  allowRefusal(status: number, path: string): void;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function line(message: ConsoleMessage): string {
  return `${message.type()}: ${message.text()} @ ${message.location().url}`;
}

/**
 * Every journey fails on a console error or warning of any page it opens (issue 31): a needless
 * call that logs a 404, a refused call the screen did not need to make, React Router's complaint
 * about an empty leaf, an uncaught exception. Journeys import `test` and `expect` from here.
 */
export const test = base.extend<
  { consoleGuard: ConsoleGuard; ownContextsClosed: undefined },
  { ownServer: number }
>({
  /**
   * The worker's own server (servers.ts): its address for every page and request of the worker's
   * journeys, and its folder for the helpers that read its mail (`E2E_DATA_DIR`).
   */
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      process.env.E2E_DATA_DIR = serverDataDir(workerInfo.parallelIndex);
      await use(workerInfo.parallelIndex);
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(serverUrl(ownServer));
  },
  /**
   * Closes the contexts a journey opened itself (a second person, a second device) when it ends:
   * left open, their pages kept polling in the shared browser for the rest of the run.
   */
  ownContextsClosed: [
    async ({ browser, context }, use) => {
      const before = new Set([...browser.contexts(), context]);
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((other) => !before.has(other))
          .map((other) => other.close()),
      );
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() === "error" || message.type() === "warning") seen.push(line(message));
        });
        page.on("pageerror", (error) => seen.push(`pageerror: ${error.message} @ ${page.url()}`));
      };
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use({
        allow: (pattern) => allowed.push(pattern),
        allowRefusal: (status, path) =>
          allowed.push(
            new RegExp(`^error: Failed to load resource: .*status of ${status} .* @ .*${escaped(path)}`),
          ),
      });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors and warnings of the journey's pages").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
