import type { TemplateField } from "@app/contracts";

/**
 * The condition builder of the text editor (issue 32): field ▸ operator ▸ value, rows joined by
 * «e» or «o», written as the expression language reads it. The editor may then change the
 * expression by hand; the builder only writes it.
 */

export type Operator =
  | "yes"
  | "no"
  | "is"
  | "isNot"
  | "filled"
  | "empty"
  | "eq"
  | "ne"
  | "gt"
  | "ge"
  | "lt"
  | "le"
  | "countGt"
  | "countEq"
  | "feminine";

export interface ConditionRow {
  field: string;
  operator: Operator;
  value: string;
}

const NUMERIC = new Set(["number", "currency", "percentage"]);

/** The operators a field's type offers, the first being the default. */
export function operatorsFor(field: Pick<TemplateField, "type"> | undefined, isParty = false): Operator[] {
  switch (field?.type) {
    case undefined:
      return [];
    case "boolean":
      return ["yes", "no"];
    case "select":
      return ["is", "isNot"];
    case "group":
      return isParty ? ["countGt", "countEq", "feminine"] : ["countGt", "countEq"];
    default:
      return NUMERIC.has(field?.type ?? "")
        ? ["eq", "ne", "gt", "ge", "lt", "le", "filled", "empty"]
        : ["filled", "empty"];
  }
}

/** Whether the operator needs a value typed or chosen. */
export const needsValue = (operator: Operator) =>
  !["yes", "no", "filled", "empty", "feminine"].includes(operator);

const COMPARE: Partial<Record<Operator, string>> = {
  eq: "==",
  ne: "!=",
  gt: ">",
  ge: ">=",
  lt: "<",
  le: "<=",
};

/** A number as the expression language writes it: "1.200,50" → 1200.50. */
function numberLiteral(value: string): string | null {
  const plain = value.trim().replace(/\./g, "").replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : null;
}

function rowExpression(row: ConditionRow): string | null {
  const { field, operator, value } = row;
  if (!field) return null;
  switch (operator) {
    case "yes":
      return field;
    case "no":
      return `not ${field}`;
    case "filled":
      return `not empty(${field})`;
    case "empty":
      return `empty(${field})`;
    case "feminine":
      return `feminine(${field})`;
    case "is":
    case "isNot":
      return value ? `${field} ${operator === "is" ? "==" : "!="} ${JSON.stringify(value)}` : null;
    case "countGt":
    case "countEq": {
      const n = numberLiteral(value);
      return n === null ? null : `count(${field}) ${operator === "countGt" ? ">" : "=="} ${n}`;
    }
    default: {
      const n = numberLiteral(value);
      return n === null ? null : `${field} ${COMPARE[operator]} ${n}`;
    }
  }
}

/** The rows joined, or null while a row is incomplete. */
export function buildCondition(rows: readonly ConditionRow[], joiner: "and" | "or"): string | null {
  const parts = rows.map(rowExpression);
  if (parts.length === 0 || parts.some((p) => p === null)) return null;
  return parts.join(` ${joiner} `);
}
