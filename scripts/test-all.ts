// `npm test`: every check the project has, in order, ending with one line `N passed, N failed`.
// Typecheck, lint and the first-load size count as one check each; every Vitest and Playwright test counts as one.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const reports = join(process.cwd(), "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
/** The failed tests' names and first message line, repeated at the very end where CI logs are cut. */
const failures: string[] = [];

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(title: string, command: string, args: string[]) {
  if (run(title, command, args)) passed++;
  else {
    failed++;
    failures.push(title);
  }
}

function firstLine(text: string | undefined): string {
  // Colour codes and the stack stay in the log above; one line says which and why.
  return (
    (text ?? "")
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "")
      .split("\n")[0]
      ?.slice(0, 300) ?? ""
  );
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

/** The names of the Playwright tests that failed in the end (retried ones that passed are flaky, not failed). */
function failedSpecs(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((r) => r.error)?.error?.message;
        return `${spec.file} › ${spec.title}: ${firstLine(error)}`;
      }),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/** Adds a runner's own counts; a runner that crashed before reporting counts as one failure. */
function count(title: string, ok: boolean, reportFile: string, read: (report: unknown) => [number, number]) {
  if (!existsSync(reportFile)) {
    console.log(`${title}: no report written`);
    failed++;
    return;
  }
  const [p, f] = read(JSON.parse(readFileSync(reportFile, "utf8")));
  passed += p;
  failed += f;
  if (!ok && f === 0) failed++;
}

step("typecheck", "npm", ["run", "typecheck", "--silent"]);
step("lint", "npm", ["run", "lint", "--silent"]);

const vitestReport = join(reports, "vitest.json");
const unitOk = run("unit and API integration", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
count("vitest", unitOk, vitestReport, (r) => {
  const report = r as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  for (const file of report.testResults) {
    for (const test of file.assertionResults.filter((a) => a.status === "failed"))
      failures.push(
        `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
      );
    if (file.assertionResults.length === 0 && file.message)
      failures.push(`${file.name}: ${firstLine(file.message)}`);
  }
  return [report.numPassedTests, report.numFailedTests];
});

const e2eReport = join(reports, "playwright.json");
if (!existsSync("/usr/bin/chromium")) {
  console.log(
    "Chromium is missing: install Debian's package (`apt-get install -y chromium`), as .ci/run does.",
  );
}
const e2eOk = run(
  "end-to-end in Chromium",
  "npm",
  ["run", "test:e2e", "--silent", "--", "--reporter=list,json"],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  },
);
count("playwright", e2eOk, e2eReport, (r) => {
  const report = r as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  };
  for (const name of failedSpecs(report.suites ?? [])) failures.push(name);
  return [report.stats.expected + report.stats.flaky, report.stats.unexpected];
});

// The build the journeys ran on, against DESIGN §11's first-load budgets (landing ≤ 150 KB gzip).
step("first-load size", "npm", ["run", "size", "--silent", "-w", "apps/web"]);

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
