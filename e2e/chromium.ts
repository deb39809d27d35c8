/**
 * Debian's Chromium: Playwright never downloads a browser on these machines (DESIGN §13). The
 * flags of every run of it, the e2e suite's and the benches' (bench/bench-utils.ts).
 */
export const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
