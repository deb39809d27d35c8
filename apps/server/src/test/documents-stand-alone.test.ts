import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A clone's documents must be read with nothing beside it (issue 44): a Markdown file sends its
 * reader only to what the repository holds, and every "DESIGN §N" a file cites is a section of
 * docs/DESIGN.md. A path is read from the folder of the file that writes it, as a Markdown link
 * is followed.
 */
const ROOT = resolve(import.meta.dirname, "../../../..");
const DESIGN = "docs/DESIGN.md";

function tracked(...patterns: string[]): string[] {
  return execFileSync("git", ["ls-files", "-z", "--", ...patterns], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((path) => path !== "" && !path.includes("node_modules/"));
}

/** What the repository holds: its tracked files and the folders above them. */
interface Holdings {
  files: Set<string>;
  folders: Set<string>;
}

function holdingsOf(files: string[]): Holdings {
  const folders = new Set<string>();
  for (const file of files)
    for (let folder = dirname(file); folder !== "."; folder = dirname(folder)) folders.add(folder);
  return { files: new Set(files), folders };
}

/** The repository path `target` names when written in `file`, or null when it leads outside. */
function pathFrom(file: string, target: string): string | null {
  const path = relative(ROOT, resolve(ROOT, dirname(file), target));
  return path.startsWith("..") ? null : path;
}

const holds = (held: Holdings, path: string | null) =>
  path !== null && (path === "" || held.files.has(path) || held.folders.has(path.replace(/\/$/, "")));

const INLINE_LINK = /\]\(\s*<?([^()\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
/** A path that climbs out of its file's folder, wherever it is written (a link, code, prose). */
const PARENT_PATH = /(?<![\w./-])((?:\.\.\/)+[^\s`'"()<>[\]|,;]*)/g;
/** A Markdown file named in the text (`DESIGN.md`, `docs/ARCHITECTURE.md`). */
const MARKDOWN_NAME = /(?<![\w./*-])([\w-][\w.-]*(?:\/[\w.-]+)*\.md)(?![\w/-])/g;
const URL = /^[a-z][a-z0-9+.-]*:/i;

/** The places in Markdown `text` (the content of `file`) that send a reader outside the repository. */
function strayReferencesIn(file: string, text: string, held: Holdings): string[] {
  return text.split("\n").flatMap((line, index) => {
    const at = `${file}:${index + 1}`;
    const links = [...line.matchAll(INLINE_LINK), ...line.matchAll(REFERENCE_LINK)]
      .map(([, target = ""]) => target.split("#")[0] ?? "")
      .filter((target) => target !== "" && !URL.test(target));
    const strays = links
      .filter((target) => target.startsWith("/") || !holds(held, pathFrom(file, target)))
      .map((target) => `${at} links to ${target}`);
    for (const [, path = ""] of line.matchAll(PARENT_PATH)) {
      const target = path.split("#")[0] ?? "";
      if (!links.includes(target) && !holds(held, pathFrom(file, target))) strays.push(`${at} names ${path}`);
    }
    for (const [, name = ""] of line.matchAll(MARKDOWN_NAME)) {
      if (!names(held, file, name)) strays.push(`${at} names ${name}, which the repository lacks`);
    }
    return strays;
  });
}

/**
 * Whether a Markdown file's name, as prose writes it, is one the repository holds: beside the
 * file, from the root, or as the end of a tracked path (`seed/README.md`, `DESIGN.md`).
 */
function names(held: Holdings, file: string, name: string): boolean {
  if (holds(held, pathFrom(file, name)) || held.files.has(normalize(name))) return true;
  return [...held.files].some((path) => path.endsWith(`/${name}`));
}

/** "DESIGN §N", "DESIGN.md §N", and the same broken over a comment's lines. */
const DESIGN_CITATION = /DESIGN(?:\.md)?`?[\s*/#]*§\s?(\d+[a-z]?)/g;

function sectionsOf(design: string): Set<string> {
  return new Set([...design.matchAll(/^## (\d+[a-z]?)\. /gm)].map(([, number = ""]) => number));
}

/** The "DESIGN §N" citations of `text` (the content of `file`) whose N is not in `sections`. */
function unknownSectionsIn(file: string, text: string, sections: Set<string>): string[] {
  return [...text.matchAll(DESIGN_CITATION)]
    .filter(([, number = ""]) => !sections.has(number))
    .map(({ 0: citation, index }) => {
      const line = text.slice(0, index).split("\n").length;
      return `${file}:${line} cites ${citation.replace(/\s+/g, " ")}`;
    });
}

/** The sections of docs/DESIGN.md; none when the file is missing, so every citation shows. */
function designSections(): Set<string> {
  const path = join(ROOT, DESIGN);
  return sectionsOf(existsSync(path) ? readFileSync(path, "utf8") : "");
}

describe("the repository's documents stand on their own", () => {
  const held = holdingsOf(["docs/ARCHITECTURE.md", "docs/DESIGN.md", "apps/server/src/db/seed/README.md"]);
  // Citations are built, not written: this file is scanned for them too.
  const cite = (section: string) => `${"DESIGN"} §${section}`;

  it("finds a link, a path or a document name that leads outside", () => {
    const outside = `../shared/${"DESIGN"}.md`;
    expect(strayReferencesIn("docs/ARCHITECTURE.md", `The rules are in \`${outside}\` §3.`, held)).toEqual([
      `docs/ARCHITECTURE.md:1 names ${outside}`,
    ]);
    expect(strayReferencesIn("docs/README.md", `[rules](${outside})`, held)).toEqual([
      `docs/README.md:1 links to ${outside}`,
    ]);
    expect(strayReferencesIn("docs/README.md", "as SPEC.md says", held)).toEqual([
      "docs/README.md:1 names SPEC.md, which the repository lacks",
    ]);
    expect(strayReferencesIn("docs/README.md", "[x](/work/notes.md)", held)).toEqual([
      "docs/README.md:1 links to /work/notes.md",
    ]);
  });

  it("accepts what the repository holds", () => {
    const text = [
      "[design](DESIGN.md#4-api-conventions-server), as DESIGN.md says; [web](https://example.org/x.md)",
      "[seed](../apps/server/src/db/seed/README.md) or seed/README.md, and `*.md` files",
    ].join("\n");
    expect(strayReferencesIn("docs/README.md", text, held)).toEqual([]);
  });

  it("finds a DESIGN citation of a section that does not exist", () => {
    const sections = sectionsOf("## 5. Security model\n## 7b. Signatures\n");
    const text = `// (${cite("5")}, ${cite("7b")})\n/** … (DESIGN\n * §11). */`;
    expect(unknownSectionsIn("a.ts", text, sections)).toEqual([`a.ts:2 cites DESIGN * §11`]);
  });

  it("has no tracked Markdown file that sends its reader outside the repository", () => {
    const all = holdingsOf(tracked());
    const strays = tracked("*.md").flatMap((file) =>
      strayReferencesIn(file, readFileSync(join(ROOT, file), "utf8"), all),
    );
    expect(strays).toEqual([]);
  });

  it("resolves every DESIGN §N cited in the repository to a section of docs/DESIGN.md", () => {
    const sections = designSections();
    const files = tracked("*.ts", "*.tsx", "*.mjs", "*.js", "*.md", "*.sql", "*.yaml", "*.css", "*.html");
    const unknown = files.flatMap((file) =>
      unknownSectionsIn(file, readFileSync(join(ROOT, file), "utf8"), sections),
    );
    expect(unknown).toEqual([]);
  });
});
