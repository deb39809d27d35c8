import { z } from "zod";
import { FIELD_LABELS, type FieldLabel, LANGUAGE_WORDS, label } from "./field-label-dictionary";

export { FIELD_LABELS, type FieldLabel } from "./field-label-dictionary";

/**
 * Fields whose words depend on their form (a firm's `name` is its Denominazione, an agenda's its
 * Nome): labelled on the field's own schema, which wins over `FIELD_LABELS`.
 */
export const fieldLabelRegistry = z.registry<FieldLabel>();

/** Gives this schema instance its label (a fresh instance: a shared one would carry it everywhere). */
export function labelled<T extends z.ZodType>(schema: T, label: FieldLabel): T {
  fieldLabelRegistry.add(schema, label);
  return schema;
}

type Node = z.ZodType;
type Def = {
  type: string;
  innerType?: Node;
  getter?: () => Node;
  in?: Node;
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  items?: readonly Node[];
  rest?: Node | null;
  valueType?: Node;
  options?: readonly Node[];
  left?: Node;
  right?: Node;
};

const defOf = (node: Node) => (node as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under a wrapper (optional, default, lazy, a pipe's input...), or undefined at the core. */
function inner(node: Node): Node | undefined {
  const def = defOf(node);
  return def.innerType ?? def.getter?.() ?? (def.type === "pipe" ? def.in : undefined);
}

/** A label registered on the schema or any of its wrappers. */
function registered(node: Node): FieldLabel | undefined {
  for (let at: Node | undefined = node; at; at = inner(at)) {
    const found = fieldLabelRegistry.get(at);
    if (found) return found;
  }
  return undefined;
}

type Step = { node: Node; isProperty: boolean };

/** What `segment` of a path reaches from `node`: a property, or an item (array index, record key). */
function step(node: Node, segment: string): Step | undefined {
  let core = node;
  for (let next = inner(core); next; next = inner(core)) core = next;
  const def = defOf(core);
  switch (def.type) {
    case "object": {
      const property = def.shape && Object.hasOwn(def.shape, segment) ? def.shape[segment] : undefined;
      if (property) return { node: property, isProperty: true };
      // A strict object's catchall is `never`: no other key belongs to it (in a union, the next
      // option may hold the key).
      const open = def.catchall && defOf(def.catchall).type !== "never";
      return open && def.catchall ? { node: def.catchall, isProperty: false } : undefined;
    }
    case "array":
      return def.element && /^\d+$/.test(segment) ? { node: def.element, isProperty: false } : undefined;
    case "tuple": {
      const item = def.items?.[Number(segment)] ?? def.rest ?? undefined;
      return item && /^\d+$/.test(segment) ? { node: item, isProperty: false } : undefined;
    }
    case "record":
      return def.valueType ? { node: def.valueType, isProperty: false } : undefined;
    case "union":
      for (const option of def.options ?? []) {
        const found = step(option, segment);
        if (found) return found;
      }
      return undefined;
    case "intersection":
      return (def.left && step(def.left, segment)) ?? (def.right && step(def.right, segment)) ?? undefined;
    default:
      return undefined;
  }
}

function byName(name: string, parent: string | undefined, within: FieldLabel | undefined) {
  const language = LANGUAGE_WORDS[name];
  if (language && within) {
    return label(`${within.it} (${language.it})`, `${within.en} (${language.en})`);
  }
  return (parent ? FIELD_LABELS[`${parent}.${name}`] : undefined) ?? FIELD_LABELS[name];
}

/**
 * The label of the field at `path` of a request checked by `schema` (a body or a query): that of
 * the last property on the path (an array index or a record key belongs to the field holding it).
 * Undefined when that property has none. Without a schema, every segment that is not a number is
 * read as a property.
 */
export function fieldLabel(
  schema: z.ZodType | undefined,
  path: readonly PropertyKey[],
): FieldLabel | undefined {
  let node: Node | undefined = schema;
  let found: FieldLabel | undefined;
  let parent: string | undefined;
  for (const raw of path) {
    const segment = String(raw);
    // Off the schema (or without one), the rest of the path is read by name.
    const next = node ? step(node, segment) : undefined;
    node = next?.node;
    if (!(next ? next.isProperty : !/^\d+$/.test(segment))) continue;
    found = (next && registered(next.node)) ?? byName(segment, parent, found);
    parent = segment;
  }
  return found;
}
