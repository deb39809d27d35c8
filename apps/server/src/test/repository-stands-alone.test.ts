import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A clone with nothing beside it must run (issue 31): no code, test, seed or bench reads a file
 * outside the repository. A relative path written in a source file (`"../../docs/…"`) is resolved
 * from that file's folder, as `join(import.meta.dirname, …)` and imports resolve it, and must stay
 * inside the repository root.
 */
const ROOT = resolve(import.meta.dirname, "../../../..");

function trackedSources(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mjs", "*.js"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((path) => path !== "" && !path.includes("node_modules/"));
}

const RELATIVE_PATH = /["'`]((?:\.\.\/)+[^"'`\s$]*)["'`]/g;

/** The relative paths in `text` (the source of `file`) that lead out of the repository. */
function escapesIn(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, index) =>
    [...line.matchAll(RELATIVE_PATH)].flatMap(([, path = ""]) => {
      const target = resolve(dirname(join(ROOT, file)), path);
      return relative(ROOT, target).startsWith("..") ? [`${file}:${index + 1} → ${path}`] : [];
    }),
  );
}

describe("the repository stands on its own", () => {
  it("finds a path that leaves the repository", () => {
    // Built, not written: this file is scanned too, and must not hold such a path itself.
    const outside = `${"../".repeat(5)}shared/x.csv`;
    expect(escapesIn("packages/calc/src/test/legal-rate.ts", `join(dir, "${outside}")`)).toEqual([
      `packages/calc/src/test/legal-rate.ts:1 → ${outside}`,
    ]);
    expect(escapesIn("packages/calc/src/test/legal-rate.ts", 'join(dir, "../../../../docs/x.csv")')).toEqual(
      [],
    );
  });

  it("has no source file that reads outside the repository", () => {
    const escapes = trackedSources().flatMap((file) =>
      escapesIn(file, readFileSync(join(ROOT, file), "utf8")),
    );
    expect(escapes).toEqual([]);
  });
});
