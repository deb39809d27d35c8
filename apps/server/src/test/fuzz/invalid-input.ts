import type { JsonSchema } from "./hostile-input";

/**
 * Requests each route's schema refuses, built from its JSON Schema for the field-label suite
 * (issue 31): required fields missing, wrong types, strings too short, too long or not an
 * e-mail, unknown choices, empty and wrong lists, the same again inside nested objects and rows.
 */

const MAX_DEPTH = 4;

const typeOf = (node: JsonSchema) => (Array.isArray(node.type) ? node.type[0] : node.type);
const variantsOf = (node: JsonSchema) => node.anyOf ?? node.oneOf ?? [];

/** A nullable schema (`anyOf: [X, null]`) as X: what it refuses is what X refuses, null aside. */
function plain(node: JsonSchema): JsonSchema {
  const others = variantsOf(node).filter((variant) => typeOf(variant) !== "null");
  return others.length === 1 && others[0] ? plain(others[0]) : node;
}

/** Every property path of a schema (an array's items as index 0, a record's values as key "k"). */
export function propertyPaths(node: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 12) return [];
  const paths: string[][] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    paths.push([...prefix, key], ...propertyPaths(child, [...prefix, key], depth + 1));
  }
  if (node.items) paths.push(...propertyPaths(node.items, [...prefix, "0"], depth + 1));
  if (typeof node.additionalProperties === "object") {
    paths.push(...propertyPaths(node.additionalProperties, [...prefix, "k"], depth + 1));
  }
  for (const variant of variantsOf(node)) paths.push(...propertyPaths(variant, prefix, depth + 1));
  return paths;
}

/** Values a field of this schema refuses by themselves. */
function wrongValues(schema: JsonSchema): unknown[] {
  const node = plain(schema);
  if (node.enum || node.const !== undefined) return ["zz-no-such-choice", 12345];
  if (variantsOf(node).length) return [{ wrong: [] }];
  switch (typeOf(node)) {
    case "string":
      return [
        12345,
        ...(node.minLength && node.minLength >= 1 ? [""] : []),
        ...(node.minLength && node.minLength > 1 ? ["a"] : []),
        ...(node.maxLength !== undefined && node.maxLength < 10_000 ? ["a".repeat(node.maxLength + 1)] : []),
        ...(node.format === "email" ? ["not an address"] : []),
      ];
    case "number":
    case "integer":
      return ["zz", ...(node.minimum !== undefined ? [node.minimum - 1] : [])];
    case "boolean":
      return ["zz"];
    case "array":
      return [
        "zz",
        ...(node.minItems ? [[]] : []),
        ...(node.items ? wrongValues(node.items).map((v) => [v]) : []),
      ];
    case "object":
      return ["zz"];
    default:
      return [];
  }
}

/** Objects of this schema that it refuses: each with one thing wrong, nested ones included. */
export function invalidObjects(schema: JsonSchema, depth = 0): Record<string, unknown>[] {
  const node = plain(schema);
  if (typeOf(node) !== "object" || !node.properties || depth > MAX_DEPTH) return [];
  const out: Record<string, unknown>[] = [{}];
  for (const [key, child] of Object.entries(node.properties)) {
    for (const value of wrongValues(child)) out.push({ [key]: value });
    for (const nested of invalidObjects(child, depth + 1)) out.push({ [key]: nested });
    // A row of a list of objects: its errors keep the row's index (`fields.0.slug`).
    const item = plain(child).items;
    if (item) for (const nested of invalidObjects(item, depth + 1)) out.push({ [key]: [nested] });
  }
  return out;
}
