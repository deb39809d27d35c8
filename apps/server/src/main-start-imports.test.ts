import { join } from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { SERVER_BUNDLE } from "../../../scripts/server-bundle";

const root = join(import.meta.dirname, "../../..");

// Libraries that only some requests or background flows need: they load at their first use, on
// the main thread or a worker, never at the server's start (DESIGN §11, memory; issue 48).
const LOADED_WHEN_USED = [
  "pdf-lib",
  "@cantoo/pdf-lib",
  "fontkit",
  "pkijs",
  "asn1js",
  "mailparser",
  "@zone-eu/mailsplit",
  "imapflow",
  "@zxcvbn-ts/language-common",
  "ical-generator",
  "@touch4it/ical-timezones",
  "temporal-polyfill",
  "nodemailer",
];

const packageOf = (path: string) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");

/** The packages the built main entry imports before it runs: statically, through its chunks. */
function packagesAtStart(metafile: Metafile): Set<string> {
  const main = Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file]?.entryPoint === "apps/server/src/main.ts",
  );
  if (!main) throw new Error("no main entry in the bundle");
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) packages.add(packageOf(imported.path));
      else visit(imported.path);
    }
  };
  visit(main);
  return packages;
}

describe("the server's start", () => {
  it("loads none of the libraries that only some requests need", async () => {
    const { metafile } = await build({
      ...SERVER_BUNDLE,
      absWorkingDir: root,
      outdir: join(root, "apps/server/dist"),
      write: false,
      sourcemap: false,
      metafile: true,
    });
    const atStart = packagesAtStart(metafile);
    // The walk reaches the main thread's own libraries: it would see the others if imported.
    expect(atStart).toContain("fastify");
    expect(LOADED_WHEN_USED.filter((name) => atStart.has(name))).toEqual([]);
  });
});
