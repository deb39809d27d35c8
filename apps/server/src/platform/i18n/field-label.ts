import { fieldLabel, type Language } from "@app/contracts";

/** `filter__end__gt` filters the field `end`: a list filter goes by its field's label. */
const FILTER_KEY = /^filter__(.+?)(?:__(?:gt|lt|gte|lte|in|eq))?$/;

/**
 * A field's name in a message (issue 31): its label in the reader's language, found from the
 * request's schema when there is one (a body, a query), else by the field's name. The raw name
 * only when no label exists: the generated test `field-labels.test.ts` fails on it.
 */
export function fieldLabelText(schema: unknown, path: readonly string[], language: Language): string {
  const filter = path.length === 1 ? FILTER_KEY.exec(path[0] ?? "") : null;
  const found = filter ? fieldLabel(undefined, [filter[1] ?? ""]) : fieldLabel(schemaOrNone(schema), path);
  return found?.[language] ?? [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? path.join(".");
}

function schemaOrNone(schema: unknown): Parameters<typeof fieldLabel>[0] {
  const isZod = typeof schema === "object" && schema !== null && "_zod" in schema;
  return isZod ? (schema as Parameters<typeof fieldLabel>[0]) : undefined;
}
