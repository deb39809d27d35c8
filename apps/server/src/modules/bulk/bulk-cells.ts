import type { TemplateField, TemplateItemField } from "@app/contracts";
import { serialToIsoDate } from "../../platform/spreadsheet/cell-dates";
import type { SheetCell } from "../../platform/spreadsheet/spreadsheet-reading";

/** What a yes/no column accepts, in either language, and what the model's drop-down offers. */
export const YES_NO = { it: ["Sì", "No"], en: ["Yes", "No"] } as const;
const YES = new Set(["sì", "si", "yes", "y", "s", "true", "vero", "1", "x"]);
const NO = new Set(["no", "n", "false", "falso", "0"]);

/** Identifiers a spreadsheet turned into numbers lose their leading zeros: their lengths. */
const DIGITS: Partial<Record<TemplateField["type"], number>> = { vat_code: 11 };

/**
 * A cell as the value an agreement stores for the field (what the compile screen would have
 * saved): a date as YYYY-MM-DD (an Excel date, or 31/12/2025 typed as text), yes/no as a
 * boolean, a select by its value or its label, numbers as text. Whatever cannot be read so is
 * kept as typed, for the field's own validator to name the problem. Null: no answer.
 */
export function cellValue(
  cell: SheetCell | undefined,
  field: TemplateField | TemplateItemField,
): string | boolean | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "string" && cell.trim() === "") return null;
  switch (field.type) {
    case "date": {
      if (typeof cell === "number") return serialToIsoDate(cell);
      const text = String(cell).trim();
      const italian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
      return italian ? `${italian[3]}-${italian[2]?.padStart(2, "0")}-${italian[1]?.padStart(2, "0")}` : text;
    }
    case "boolean": {
      if (typeof cell === "boolean") return cell;
      const text = String(cell).trim().toLowerCase();
      if (YES.has(text)) return true;
      if (NO.has(text)) return false;
      return String(cell).trim();
    }
    case "select": {
      const text = String(cell).trim();
      const options = field.attributes.options ?? [];
      const lower = text.toLowerCase();
      const option =
        options.find((o) => o.value === text) ??
        options.find((o) => o.label.toLowerCase() === lower || o.value.toLowerCase() === lower);
      return option ? option.value : text;
    }
    default: {
      if (typeof cell === "boolean") return cell ? "true" : "false";
      if (typeof cell === "number") {
        const digits = DIGITS[field.type];
        if (digits && Number.isInteger(cell) && cell >= 0) return String(cell).padStart(digits, "0");
        return String(cell);
      }
      return cell.trim();
    }
  }
}

export const isBlankRow = (cells: readonly SheetCell[]) =>
  cells.every((cell) => cell === null || (typeof cell === "string" && cell.trim() === ""));
