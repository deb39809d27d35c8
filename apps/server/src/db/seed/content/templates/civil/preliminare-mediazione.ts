import type { SeedTemplate } from "../../types";

/**
 * The preliminary sale's estate agent (issue 32): asked only when the deal was made through
 * one, whose name, registration and commission the contract then states (art. 1755 c.c.;
 * L. 39/1989; art. 35, comma 22, D.L. 223/2006).
 */
export const mediationFields: SeedTemplate["fields"] = [
  {
    slug: "mediazione",
    label: "Affare concluso con un agente immobiliare",
    type: "boolean",
    help: "Se sì, il contratto indica il mediatore e la provvigione, e il mediatore può curare la registrazione, a cui è tenuto in solido.",
    required: true,
    field_set: "Rogito e consegna",
  },
  {
    slug: "mediatore",
    label: "Mediatore",
    type: "text",
    help: "Denominazione dell'agenzia o nome del mediatore e sede.",
    required: true,
    visible_if: "mediazione",
    field_set: "Rogito e consegna",
  },
  {
    slug: "mediatore_iscrizione",
    label: "Iscrizione del mediatore",
    type: "text",
    help: "Ad esempio: «al REA della CCIAA di Bologna al n. BO-123456». L'iscrizione è condizione del diritto alla provvigione (art. 6 L. 39/1989).",
    required: true,
    visible_if: "mediazione",
    field_set: "Rogito e consegna",
  },
  {
    slug: "provvigione",
    label: "Provvigione",
    type: "text",
    help: "Ad esempio: «il 3% del prezzo oltre IVA per ciascuna Parte, dovuta alla conclusione del presente contratto». Indicare anche quando è dovuta.",
    required: true,
    visible_if: "mediazione",
    field_set: "Rogito e consegna",
  },
];
