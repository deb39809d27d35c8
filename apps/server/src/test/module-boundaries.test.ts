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

/**
 * The modules each module imports through their `index.ts` (issue 34). Table imports are left out:
 * the tables are one schema (docs/decisions/0011) and import nothing but other tables.
 */
function moduleImports(files: { file: string; text: string }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, text } of files) {
    const from = moduleOf(file);
    if (from === null || file.includes(".test.")) continue;
    for (const [, specifier = ""] of text.matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), specifier));
      const to = moduleOf(target);
      if (to === null || to === from || /\.table$/.test(target)) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every circle among the modules, each as the path that closes it (`a → b → a`). */
function circlesIn(graph: Map<string, Set<string>>): string[] {
  const circles = new Set<string>();
  const walk = (path: string[]) => {
    const last = path.at(-1) as string;
    for (const next of graph.get(last) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) {
        // Named from its smallest module, so one circle is reported once whatever its entry.
        const ring = path.slice(start);
        const first = ring.indexOf([...ring].sort()[0] as string);
        const rotated = [...ring.slice(first), ...ring.slice(0, first)];
        circles.add([...rotated, rotated[0]].join(" → "));
      } else walk([...path, next]);
    }
  };
  for (const module of graph.keys()) walk([module]);
  return [...circles];
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

  it("no module imports another that leads back to it", () => {
    const files = sourceFiles(MODULES).map((file) => ({ file, text: readFileSync(file, "utf8") }));
    expect(moduleImports(files).size).toBeGreaterThan(5);
    expect(circlesIn(moduleImports(files))).toEqual([]);
  });

  it("finds a circle through three modules, and takes the shared tables for no edge", () => {
    const file = (module: string, text: string) => ({ file: join(MODULES, module, "x.ts"), text });
    const graph = moduleImports([
      file("agreements", `import { a } from "../calculators";`),
      file("calculators", `import { b } from "../documents/index";`),
      file(
        "documents",
        `import { c } from "../agreements";\nimport { t } from "../catalogue/template.table";`,
      ),
      file("catalogue", `import { d } from "../documents";`),
    ]);
    expect(circlesIn(graph)).toEqual(["agreements → calculators → documents → agreements"]);
  });
});
