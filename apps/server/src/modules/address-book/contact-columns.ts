import {
  ADDRESS_BOOK_COLUMNS,
  ADDRESS_BOOK_TYPOLOGIES,
  ADDRESS_BOOK_TYPOLOGY_COLUMN,
  ADDRESS_BOOK_TYPOLOGY_DEFINITIONS,
  type AddressBookTypology,
} from "@app/contracts";

/** A header or a typology as people write it: no case, no accents, no punctuation. */
export const normalisedName = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Every name a column may go by in an imported file, to its field slug: the slug itself, the
 * generic label and each typology's own label, in Italian and in English.
 */
const COLUMN_NAMES = new Map<string, string>();
for (const column of ADDRESS_BOOK_COLUMNS)
  for (const name of [column.slug, column.label.it, column.label.en])
    COLUMN_NAMES.set(normalisedName(name), column.slug);
for (const definition of ADDRESS_BOOK_TYPOLOGY_DEFINITIONS)
  for (const field of definition.fields)
    for (const name of [field.label.it, field.label.en])
      if (!COLUMN_NAMES.has(normalisedName(name))) COLUMN_NAMES.set(normalisedName(name), field.slug);

const TYPOLOGY_HEADERS = new Set(
  ["typology", ADDRESS_BOOK_TYPOLOGY_COLUMN.it, ADDRESS_BOOK_TYPOLOGY_COLUMN.en].map(normalisedName),
);

/** A typology cell: its code (PF, DI, SOC, ENTE) or its label in either language. */
const TYPOLOGY_NAMES = new Map<string, AddressBookTypology>();
for (const definition of ADDRESS_BOOK_TYPOLOGY_DEFINITIONS)
  for (const name of [definition.typology, definition.label.it, definition.label.en])
    TYPOLOGY_NAMES.set(normalisedName(name), definition.typology);

export const typologyFromCell = (text: string): AddressBookTypology | null =>
  TYPOLOGY_NAMES.get(normalisedName(text)) ?? null;

export const isTypologyHeader = (text: string) => TYPOLOGY_HEADERS.has(normalisedName(text));

export const slugFromHeader = (text: string): string | null => COLUMN_NAMES.get(normalisedName(text)) ?? null;

export const TYPOLOGY_CODES: readonly string[] = ADDRESS_BOOK_TYPOLOGIES;
