import type { SeedTemplate } from "../types";

type SeedField = SeedTemplate["fields"][number];

/**
 * The legal category of the worker (art. 2095 c.c.): the hiring contracts ask for it with the same
 * three choices. Managers (dirigenti) are left out on purpose: their contracts follow other rules.
 */
export function legalCategoryField(options: { help?: string; fieldSet?: string } = {}): SeedField {
  return {
    slug: "categoria",
    label: "Categoria legale",
    type: "select",
    help: options.help ?? "Categoria ai sensi dell'art. 2095 c.c.",
    required: true,
    field_set: options.fieldSet ?? "Inquadramento e mansioni",
    attributes: {
      options: [
        { value: "operaio", label: "operaio" },
        { value: "impiegato", label: "impiegato" },
        { value: "quadro", label: "quadro" },
      ],
    },
  };
}
