import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./chromium";
import { E2E_WORKERS, serverDataDir, serverPort, serverUrl } from "./servers";

// E2E_PORT and E2E_WEB_DIST let two suites run side by side (each its own servers and build).
const PORT = serverPort(0);
const WEB_DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, "..", "apps", "web", "dist");
const here = import.meta.dirname;

// One fresh database per server and run. The config is evaluated again in every worker: the
// directory chosen by the main process travels to them through the environment.
if (!process.env.E2E_DATA_ROOT) {
  for (const entry of readdirSync(here)) {
    if (entry.startsWith(`.data-${PORT}-`)) rmSync(join(here, entry), { recursive: true, force: true });
  }
  process.env.E2E_DATA_ROOT = join(here, `.data-${PORT}-${Date.now()}`);
  for (let index = 0; index < E2E_WORKERS; index++) mkdirSync(serverDataDir(index), { recursive: true });
}

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // One output folder per port, so suites run side by side do not wipe each other's results.
  outputDir: PORT === 3100 ? "test-results" : `test-results-${PORT}`,
  // A spec file's journeys run in order in one worker; the files are shared out between the
  // workers, each with its own server (servers.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Journeys are long: one that takes 22 s on an idle machine ran past 30 s on a loaded one. A
  // step that hangs still fails at once, at its own 10 s expectation.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    // Each worker's own server: console-guard.ts sets the base URL by the worker's index.
    baseURL: serverUrl(0),
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    // A trace is recorded for every journey to keep the failed ones: a fifth of the suite's time
    // (60 s against 49 s on three specs), and CI's log cannot hand the file over. E2E_TRACE=1
    // records them when a failure is rerun here.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: "npm run start:server",
    cwd: join(here, ".."),
    url: `${serverUrl(index)}/api/health/`,
    env: {
      PORT: String(serverPort(index)),
      DATA_DIR: serverDataDir(index),
      // Links the server writes (e-mails, the OAuth provider's way back) lead to this server.
      PUBLIC_URL: serverUrl(index),
      NODE_ENV: "test",
      WEB_DIST_DIR: WEB_DIST,
      // Reminders go out within two seconds of their time, so the calendar journey need not wait.
      JOBS_POLL_SECONDS: "2",
      // Demo mode's CSC sandbox (issue 46), a port of each server's own beside it.
      CSC_SANDBOX_PORT: String(serverPort(index) + 600),
      // Demo mode's PEC sandbox (issue 47): its SMTP and IMAP ports, each server's own.
      PEC_SANDBOX_SMTP_PORT: String(serverPort(index) + 700),
      PEC_SANDBOX_IMAP_PORT: String(serverPort(index) + 800),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
