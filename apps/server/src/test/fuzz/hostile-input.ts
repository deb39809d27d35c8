import fc from "fast-check";
import { z } from "zod";

/**
 * Arbitraries for the schema-driven fuzz suite: request parts shaped like what a route expects
 * (from its zod schema, through JSON Schema) and mixed with what an attacker or a broken
 * client sends instead.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
};

export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "titolo\u0000nascosto",
  "\ud800",
  "fine\udfff",
  "\u202etesto da destra\u202c",
  "مرحبا بالعالم",
  "😀👩‍⚖️📄",
  "'; drop table users; --",
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "{{field::x}}{{note::}}{{link::a::}}",
  // Template logic (issue 32): unbalanced, crossing, a condition that does not compile, labels.
  "{{if::a and}}x{{elif::count(g) > 1}}{{each::g}}{{endif}}{{endeach}}{{term::p::di::capital}}{{ref::x}}",
  '<ol><li data-clause="x">{{if::(((}}a</li><li data-clause="x" onclick="y">{{field::g.n}}</li></ol>',
  `<p>${"{{each::g}}".repeat(2000)}x</p>`,
  "../../../etc/passwd",
  "%00%zz%",
  "1e309",
  "NaN",
  "-0",
  "true",
  "null",
  "__proto__",
  "a".repeat(5_000),
  "è".repeat(60_000),
  "line\r\nBcc: someone@example.com",
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  Number.MIN_VALUE,
] as const;

export const EVIL_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "ke\u0000y",
  "",
  "k".repeat(300),
];

/** An own, enumerable property even for `__proto__`, so JSON.stringify sends it as a key. */
function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** Nesting far past any API shape. */
const deepValue = fc.integer({ min: 33, max: 400 }).map((depth) => {
  let value: unknown = "fondo";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { "": null }),
  fc.constantFrom(...EVIL_KEYS).map((key) => withKey({}, key, { is_editor: true })),
  deepValue,
  fc.string({ unit: "binary", maxLength: 40 }),
);

const plainString = (max = 60) => fc.string({ unit: "grapheme", maxLength: Math.min(max, 60) });

function typed(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const variants = node.anyOf ?? node.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, depth)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case "string":
      return plainString(node.maxLength);
    case "integer":
      return fc.integer({ min: Math.max(node.minimum ?? -5, -5), max: Math.min(node.maximum ?? 60, 60) });
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 4 ? fc.constant([]) : fc.array(valueFor(node.items ?? {}, depth + 1), { maxLength: 4 });
    case "object":
      return depth > 4 ? fc.constant({}) : objectFor(node, depth + 1);
    default:
      return hostileValue;
  }
}

/** Mostly the shape the schema asks, sometimes anything at all. */
function valueFor(node: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: typed(node, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** The schema's keys (a required one sometimes missing) plus, sometimes, keys it never heard of. */
function objectFor(node: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(node.properties ?? {});
  const required = new Set(node.required ?? []);
  const fields = properties.map(([key, child]) =>
    fc
      .tuple(fc.constant(key), valueFor(child, depth), fc.integer({ min: 0, max: 9 }))
      .map(([k, v, dice]) => (dice === 0 || (!required.has(k) && dice < 4) ? undefined : ([k, v] as const))),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EVIL_KEYS), plainString(12)), hostileValue), {
    maxLength: 2,
  });
  return fc.tuple(fc.tuple(...fields), fc.integer({ min: 0, max: 5 }), extra).map(([pairs, dice, extras]) => {
    const body: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) withKey(body, pair[0], pair[1]);
    if (dice === 0) for (const [k, v] of extras) withKey(body, k, v);
    return body;
  });
}

/** A route's zod schema as the JSON Schema of its input. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

export type BodyVariant = { contentType?: string; payload?: string };

/** A body for a route: its schema's JSON shape, mutated, or broken JSON and wrong media types. */
export function bodyFor(schema: unknown): fc.Arbitrary<BodyVariant> {
  const json = jsonSchemaOf(schema);
  const shaped = (json ? valueFor(json, 0) : hostileValue).map((value) => ({
    contentType: "application/json",
    payload: JSON.stringify(value) ?? "null",
  }));
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyVariant>(
        { contentType: "application/json", payload: '{"title": ' },
        { contentType: "application/json", payload: "{'title': 'x'}" },
        { contentType: "application/json", payload: '{"a":1,"a":2}' },
        { contentType: "application/json", payload: "" },
        { contentType: "application/json; charset=latin1", payload: '{"title":"\u00e8"}' },
        { contentType: "text/plain", payload: "title=x" },
        { contentType: "application/x-www-form-urlencoded", payload: "title=x&values[a]=1" },
        {
          contentType: "multipart/form-data; boundary=zz",
          payload: "--zz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--zz--",
        },
        // Uploads (the address book's import, bulk drafting's check and create): a file part of
        // bytes that are no spreadsheet, with fields that are no ids, and a part cut short.
        {
          contentType: "multipart/form-data; boundary=zz",
          payload:
            '--zz\r\nContent-Disposition: form-data; name="template"\r\n\r\n-1e9\r\n--zz\r\nContent-Disposition: form-data; name="format"\r\n\r\nexe\r\n--zz\r\nContent-Disposition: form-data; name="file"; filename="../../x.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004\u0000\u0000garbage\r\n--zz--\r\n',
        },
        {
          contentType: "multipart/form-data; boundary=zz",
          payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
        },
        { contentType: "application/octet-stream", payload: "\u0000\u0001\u0002" },
        { payload: '{"title":"x"}' },
        {},
      ),
    },
  );
}

export const HOSTILE_IDS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x1f",
  " 7",
  "99999999999999999999",
  "9007199254740993",
  "abc",
  "%00",
  "%zz",
  "%F0%9F%98%80",
  "1".repeat(400),
] as const;

/** A path parameter: a plausible id or something that is not an id at all. */
export const idSegment = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
);

const LIST_KEYS = [
  "per_page",
  "page",
  "order_by__",
  "no_page",
  "exclude__id",
  "free_filter__",
  "filter__title",
  "filter__id",
  "filter__status",
  "filter__tree_id",
  "filter__date_create__gt",
  "filter__template__in",
  "filter__owner_id",
  "filter__title__regex",
  "level",
  "downloadFormat",
  "__proto__",
] as const;

const queryValue = fc.oneof(
  fc.constantFrom(
    "",
    "1",
    "4",
    "6",
    "100",
    "101",
    "0",
    "-1",
    "title",
    "-date_last_modify",
    "-__proto__",
    "no_page",
  ),
  fc.constantFrom("2026-01-01", "2026-13-45", "0000-01-01", "1,2,3", "1,,a", "docx", "pdf", "exe", "true"),
  fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1_000)),
  fc.constantFrom(...HOSTILE_IDS),
);

/** One character as a client would put it in a URL; a lone surrogate as the bytes a broken one sends. */
const encodeChar = (c: string) => (c.isWellFormed() ? encodeURIComponent(c) : "%ED%A0%80");

/** Encoded, or "raw": printable ASCII as typed (so `%zz` and `%00` arrive as written). */
const encodeValue = (text: string, raw: boolean) =>
  [...text].map((c) => (raw && /^[!-~]$/.test(c) && c !== "#" && c !== "&" ? c : encodeChar(c))).join("");

/** A query string of list and route parameters, some malformed, encoded or not. */
export const queryString = fc
  .array(fc.tuple(fc.constantFrom(...LIST_KEYS), queryValue, fc.boolean()), { maxLength: 4 })
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v, raw]) => `${k}=${encodeValue(v, raw)}`).join("&")}` : "",
  );
