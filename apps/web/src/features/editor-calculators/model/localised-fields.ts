import type { CalcInput } from "./calculator-draft";

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
