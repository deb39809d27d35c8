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

/**
 * The worker's legal category as the contract states it, from `legalCategoryField`'s answer:
 * «categoria legale degli impiegati (art. 2095 c.c.)». The law's plural names the category, so
 * nothing has to agree with the worker (issue 44: «con la qualifica di impiegato» read wrong for
 * a woman, and a legal category is not a qualifica); unanswered, the field's blank.
 */
export const legalCategory = `categoria legale {{if::categoria == "operaio"}}degli operai{{elif::categoria == "impiegato"}}degli impiegati{{elif::categoria == "quadro"}}dei quadri{{else}}{{field::categoria}}{{endif}} (art. 2095 c.c.)`;
