import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One domain, one folder (issue 13, DESIGN §3): a module is entered through its `index.ts`.
 * Its `*.table.ts` files are public too, as the schema is one database: foreign keys, the
 * schema list and read-only joins need them (docs/decisions/0011). Anything else of another
 * module is its own business, and importing it fails this test with the file and the line.
 */
const SRC = join(import.meta.dirname, "..");
const MODULES = join(SRC, "modules");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The module a file belongs to (`modules/<name>/…`), or null outside the modules. */
function moduleOf(file: string): string | null {
  const path = relative(MODULES, file);
  return path.startsWith("..") ? null : (path.split(sep)[0] ?? null);
}

/** The imports in `text` (the source of `file`) that reach into another module's internals. */
function violationsIn(file: string, text: string): string[] {
  const from = moduleOf(file);
  return text.split("\n").flatMap((line, index) =>
    [...line.matchAll(IMPORT)].flatMap(([, specifier = ""]) => {
      const target = normalize(join(dirname(file), specifier));
      const to = moduleOf(target);
      if (to === null || to === from) return [];
      const inside = relative(join(MODULES, to), target);
      const isPublic = inside === "" || inside === "index" || /^[^/]+\.table$/.test(inside);
      return isPublic ? [] : [`${relative(SRC, file)}:${index + 1} → ${specifier}`];
    }),
  );
}

describe("module boundaries", () => {
  it("every module has an index.ts, its public surface", () => {
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(modules.length).toBeGreaterThan(5);
    for (const module of modules) {
      expect(sourceFiles(join(MODULES, module.name)).map((f) => relative(MODULES, f))).toContain(
        join(module.name, "index.ts"),
      );
    }
  });

  it("no file reaches into another module but through its index.ts or its tables", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => violationsIn(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("catches an import of another module's internals, and lets the public surface through", () => {
    const probe = join(MODULES, "favourites", "probe.ts");
    const check = (specifier: string) => violationsIn(probe, `import { x } from "${specifier}";`);
    expect(check("../catalogue/catalogue.service")).toEqual([
      "modules/favourites/probe.ts:1 → ../catalogue/catalogue.service",
    ]);
    expect(check("../catalogue/editor/editor-template.service")).toHaveLength(1);
    expect(check("../catalogue")).toEqual([]);
    expect(check("../catalogue/index")).toEqual([]);
    expect(check("../catalogue/template.table")).toEqual([]);
    expect(check("./favourite.service")).toEqual([]);
    expect(check("../../platform/auth/viewer")).toEqual([]);
  });
});
