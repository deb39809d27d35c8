import type { CalculatorDetail } from "@app/contracts";

/** A calculator's input as the editor holds it; declared here so that the draft and this file do not import each other. */
export type CalcInput = CalculatorDetail["inputs"][number];

type Localised = CalcInput["label"];

/** A label as the two boxes of the form show it: Italian, and English when it differs. */
export function splitLocalised(text: Localised | undefined): { it: string; en: string } {
  if (text === undefined) return { it: "", en: "" };
  if (typeof text === "string") return { it: text, en: "" };
  return { it: text.it, en: text.en ?? "" };
}

/** The two boxes back to the API's shape: one string when there is no English, else `{it, en}`. */
export function joinLocalised(it: string, en: string): Localised {
  const italian = it.trim();
  const english = en.trim();
  return english ? { it: italian, en: english } : italian;
}

/**
 * A select's options as one line each, `value | etichetta | label`, the form's textarea; lines
 * without a value are dropped.
 */
export function optionsToText(options: CalcInput["options"]): string {
  return (options ?? [])
    .map((option) => {
      const { it, en } = splitLocalised(option.label);
      return [option.value, it, en].filter(Boolean).join(" | ");
    })
    .join("\n");
}

export function optionsFromText(text: string): NonNullable<CalcInput["options"]> {
  return text
    .split("\n")
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter(([value]) => Boolean(value))
    .map(([value = "", it = "", en = ""]) => ({ value, label: joinLocalised(it || value, en) }));
}

type Column = NonNullable<CalcInput["columns"]>[number];
export const COLUMN_TYPES: readonly Column["type"][] = [
  "money",
  "number",
  "percentage",
  "integer",
  "date",
  "month",
];

/**
 * A table input's columns as one line each, `slug* | type | etichetta | label | min | max`: a `*`
 * after the slug marks a column that must be filled, and the limits may be left out.
 */
export function columnsToText(columns: CalcInput["columns"]): string {
  return (columns ?? [])
    .map((column) => {
      const { it, en } = splitLocalised(column.label);
      const parts = [
        `${column.slug}${column.required ? "*" : ""}`,
        column.type,
        it,
        en,
        column.min ?? "",
        column.max ?? "",
      ];
      while (parts.length > 3 && !parts[parts.length - 1]) parts.pop();
      return parts.join(" | ");
    })
    .join("\n");
}

/** The columns typed, or the numbers (from 1) of the lines that cannot be read. */
export function columnsFromText(text: string): { columns: Column[]; badLines: number[] } {
  const columns: Column[] = [];
  const badLines: number[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    const [rawSlug = "", type = "", it = "", en = "", min = "", max = ""] = line
      .split("|")
      .map((part) => part.trim());
    const slug = rawSlug.replace(/\*$/, "");
    if (!/^[a-z][a-z0-9_]{0,62}$/.test(slug) || !COLUMN_TYPES.includes(type as Column["type"])) {
      badLines.push(index + 1);
      return;
    }
    columns.push({
      slug,
      type: type as Column["type"],
      label: joinLocalised(it || slug, en),
      ...(rawSlug.endsWith("*") ? { required: true } : {}),
      ...(min ? { min } : {}),
      ...(max ? { max } : {}),
    });
  });
  return { columns, badLines };
}
