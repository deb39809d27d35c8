import { type Language, type TemplateField, type TemplateParty, yesNo } from "@app/contracts";
import { type XlsxValue, xlsxDay } from "../../../platform/spreadsheet/xlsx-stream";

/** What a contract's template says of its fields and parties: the words they go by. */
export interface TemplateWords {
  fields: readonly TemplateField[];
  parties: readonly TemplateParty[];
}

type AnyField = Pick<TemplateField, "slug" | "label" | "type" | "attributes">;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NUMERIC = new Set(["number", "currency", "percentage"]);

/** A value as the contract's form shows it: a date a real date, a choice its label, yes or no. */
export function contractValueCell(
  field: AnyField | undefined,
  value: unknown,
  language: Language,
): XlsxValue {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return yesNo(value, language);
  if (Array.isArray(value))
    return value.map((item) => String(contractValueCell(field, item, language))).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "number") return value;
  const text = String(value);
  if (field?.type === "date" && DAY.test(text)) return xlsxDay(text);
  if (field?.type === "select")
    return field.attributes?.options?.find((option) => option.value === text)?.label ?? text;
  if (field && NUMERIC.has(field.type) && text.trim() !== "" && Number.isFinite(Number(text)))
    return Number(text);
  return text;
}

const isItemList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((item) => item && typeof item === "object" && !Array.isArray(item));

/**
 * A contract's values as rows, each field by its label in the template (a repeating group's
 * item as «Conduttore 2: Nome»), each value in words. A field the template no longer has keeps
 * its name.
 */
export function labelledValues(
  values: Record<string, unknown>,
  words: TemplateWords | undefined,
  language: Language,
): { field: string; value: XlsxValue }[] {
  const bySlug = new Map(words?.fields.map((field) => [field.slug, field]));
  return Object.entries(values).flatMap(([slug, value]) => {
    const field = bySlug.get(slug);
    if (!isItemList(value))
      return [{ field: field?.label ?? slug, value: contractValueCell(field, value, language) }];
    const itemName = field?.item_label || field?.label || slug;
    const itemFields = new Map(field?.fields?.map((item) => [item.slug, item]));
    return value.flatMap((item, index) =>
      Object.entries(item).map(([itemSlug, itemValue]) => {
        const itemField = itemFields.get(itemSlug);
        return {
          field: `${itemName} ${index + 1}: ${itemField?.label ?? itemSlug}`,
          value: contractValueCell(itemField, itemValue, language),
        };
      }),
    );
  });
}

/** The parties' details as the contract keeps them, each party and field by its label. */
export function labelledParties(
  snapshots: Record<string, Record<string, unknown>>,
  words: TemplateWords | undefined,
  language: Language,
): { party: string; field: string; value: XlsxValue }[] {
  const fields = new Map<string, AnyField>();
  for (const field of words?.fields ?? []) {
    fields.set(field.slug, field);
    for (const item of field.fields ?? []) if (!fields.has(item.slug)) fields.set(item.slug, item);
  }
  const parties = new Map(words?.parties.map((party) => [party.slug, party.label]));
  return Object.entries(snapshots).flatMap(([party, details]) =>
    Object.entries(details).map(([slug, value]) => ({
      party: parties.get(party) ?? party,
      field: fields.get(slug)?.label ?? slug,
      value: contractValueCell(fields.get(slug), value, language),
    })),
  );
}
