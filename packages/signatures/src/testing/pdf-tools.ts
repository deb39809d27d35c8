// Test support: what readers nobody here wrote say of a PDF (qpdf, poppler's pdftotext).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export interface QpdfCheck {
  /** qpdf exited 0: no damage, no warning. */
  ok: boolean;
  report: string;
  /** Its warnings and errors, without the file's path. */
  problems: string[];
}

/** qpdf's structural check of a PDF (`qpdf --check`). */
export function qpdfCheck(pdf: Uint8Array, dir: string): QpdfCheck {
  const path = join(dir, `checked-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  const problems = (report: string) =>
    [...report.matchAll(/^(WARNING|ERROR|qpdf): [^:]*: (.*)$/gm)].map((match) => `${match[1]}: ${match[2]}`);
  try {
    const report = execFileSync("qpdf", ["--check", path], { encoding: "utf8" });
    return { ok: true, report, problems: problems(report) };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    const report = `${stdout}${stderr}`;
    return { ok: false, report, problems: problems(report) };
  }
}

/** The text poppler's pdftotext reads on one page (widgets' appearances included). */
export function pageText(pdf: Uint8Array, page: number, dir: string): string {
  const path = join(dir, `text-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  const at = String(page);
  return execFileSync("pdftotext", ["-f", at, "-l", at, path, "-"], { encoding: "utf8" });
}

/** The page count, as qpdf reads it. */
export function pageCount(pdf: Uint8Array, dir: string): number {
  const path = join(dir, `count-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, pdf);
  return Number(execFileSync("qpdf", ["--show-npages", path], { encoding: "utf8" }).trim());
}
