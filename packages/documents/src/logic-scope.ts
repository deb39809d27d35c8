import {
  type CalcValue,
  COMPANY_COLUMN,
  type CompiledExpression,
  compile,
  Day,
  Dec,
  evaluate,
  FEMININE_COLUMN,
  RowList,
} from "@app/calc";
import type { TemplateField, TemplateItemField, TemplateParty } from "@app/contracts";
import { partyCompanies, personGenders } from "./party-terms";
import type { ItemBinding } from "./placeholders";
import { type AnswerValue, type FieldValue, isEmptyValue, parseNumber } from "./validate-field";

/**
 * A template's answers as the expression language reads them (issue 32): `{{if::EXPR}}` and a
 * field's `visible_if` are `packages/calc` expressions over the field slugs. A yes/no reads as a
 * boolean (unanswered: no), a choice as its value and text as text (unanswered: ""), so
 * `regime != "cedolare"` holds before an answer; numbers and amounts read as exact decimals and
 * dates as days, absent when unanswered: reading one then is an error, which a condition takes
 * as false (`empty(x)` asks without one). A group reads as rows (`count(conduttori)`); a
 * repeating party's rows also tell whether each person is a woman (`feminine(conduttori)`)
 * and whether each is a company (`company(locatori)`).
 */

export type LogicValues = ReadonlyMap<string, CalcValue>;

function calcValue(field: TemplateField | TemplateItemField, value: FieldValue): CalcValue | undefined {
  if (field.type === "boolean") return value === true || String(value ?? "").trim() === "true";
  const text = isEmptyValue(value) ? "" : String(value).trim();
  switch (field.type) {
    case "number":
    case "currency":
    case "percentage": {
      const n = text === "" ? null : parseNumber(value);
      return n === null ? undefined : new Dec(String(n));
    }
    case "date":
      return Day.parse(text) ?? undefined;
    default:
      return text;
  }
}

function itemValues(fields: readonly TemplateItemField[], item: unknown): Map<string, CalcValue> {
  const out = new Map<string, CalcValue>();
  if (typeof item !== "object" || item === null || Array.isArray(item)) return out;
  const answers = item as Record<string, FieldValue>;
  for (const field of fields) {
    const value = calcValue(field, answers[field.slug]);
    if (value !== undefined) out.set(field.slug, value);
  }
  return out;
}

/** A repeating group read as a party of its own: its persons told by their codice fiscale. */
function groupAsParty(field: TemplateField): TemplateParty {
  return { slug: field.slug, label: field.label, typology: "any", field_set: field.field_set ?? "" };
}

/** The names a template's expressions read, with the agreement's answers. */
export function logicValues(
  fields: readonly TemplateField[],
  values: Record<string, AnswerValue>,
  parties: readonly TemplateParty[] = [],
): LogicValues {
  const out = new Map<string, CalcValue>();
  for (const field of fields) {
    const value = values[field.slug];
    if (field.type === "group") {
      const items = Array.isArray(value) ? value : [];
      // A group's persons are read from their codice fiscale even where the caller has not
      // passed the template's parties (the form's and the server's checks of `visible_if`), so
      // `feminine(GROUP)` and `company(GROUP)` decide a question as they decide the text; the
      // declared party adds its gender field.
      const party = parties.find((p) => p.slug === field.slug) ?? groupAsParty(field);
      const genders = personGenders(party, { fields, values });
      const companies = partyCompanies(party, { fields, values });
      const rows = items.map((item, i) => {
        const row = itemValues(field.fields ?? [], item);
        row.set(FEMININE_COLUMN, genders[i] === "F");
        row.set(COMPANY_COLUMN, companies[i] === true);
        return row;
      });
      out.set(field.slug, new RowList(rows));
      continue;
    }
    if (Array.isArray(value)) continue;
    const converted = calcValue(field, value as FieldValue);
    if (converted !== undefined) out.set(field.slug, converted);
  }
  // A party of one person or company (the seller, the lender) reads as one row by its own slug,
  // so «nata», «con sede in» agree with it as with a repeating party's item (issue 44).
  for (const party of parties) {
    if (out.has(party.slug) || fields.some((f) => f.slug === party.slug)) continue;
    const [gender] = personGenders(party, { fields, values });
    const [company] = partyCompanies(party, { fields, values });
    const row = new Map<string, CalcValue>([
      [FEMININE_COLUMN, gender === "F"],
      [COMPANY_COLUMN, company === true],
    ]);
    out.set(party.slug, new RowList([row]));
  }
  return out;
}

/** An item's own answers over the template's: an item field's `visible_if` reads both. */
export function itemLogicValues(
  scope: LogicValues,
  fields: readonly TemplateItemField[],
  item: unknown,
): LogicValues {
  return new Map([...scope, ...itemValues(fields, item)]);
}

/**
 * The names a condition inside `{{each::GROUP}}` reads: the item's own answers by their slugs
 * (as an item field's `visible_if` does) over the template's, and the group as that one item,
 * so `count(conduttori)` is 1 and `feminine(conduttori)` tells this tenant.
 */
export function boundScope(scope: LogicValues, binding: ItemBinding): LogicValues {
  const out = new Map(scope);
  for (const [group, index] of binding) {
    const rows = scope.get(group);
    const row = rows instanceof RowList ? rows.rows[index] : undefined;
    if (row) for (const [name, value] of row) out.set(name, value);
    out.set(group, new RowList(row ? [row] : []));
  }
  return out;
}

// Expressions are compiled once per text: the preview evaluates them on every keystroke.
const compiled = new Map<string, ReturnType<typeof compile>>();
const MAX_CACHED = 2000;

/** The expression compiled without checking its names (a template is checked when saved). */
export function compileCondition(source: string): CompiledExpression | null {
  let result = compiled.get(source);
  if (!result) {
    if (compiled.size >= MAX_CACHED) compiled.clear();
    result = compile(source, null);
    compiled.set(source, result);
  }
  return result.ok ? result.expression : null;
}

/**
 * Whether a condition holds for these answers: only a `true` does. An expression that does not
 * compile, reads an unanswered field or is not a yes/no does not hold, so the document shows the
 * `else` branch and a field depending on it stays hidden until its answers are given.
 */
export function conditionHolds(source: string, values: LogicValues): boolean {
  const expression = compileCondition(source);
  if (!expression) return false;
  const outcome = evaluate(expression, { values, series: new Map(), used: new Map() });
  return outcome.ok && outcome.value === true;
}

/** Whether a field is asked: shown by the editor and its `visible_if` holding. */
export function fieldShown(field: TemplateField | TemplateItemField, values: LogicValues): boolean {
  return field.visible && (!field.visible_if || conditionHolds(field.visible_if, values));
}
