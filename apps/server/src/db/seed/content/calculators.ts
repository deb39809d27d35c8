import type { SeedCalculator } from "./types";

/**
 * The publisher's legal calculators the demo templates point to, in each template's order.
 * Those with a definition (calculator-definitions.ts) are published; the others stay drafts.
 */
export const seedCalculators: SeedCalculator[] = [
  {
    key: "aggiornamento-istat-canone",
    title: "Aggiornamento ISTAT del canone di locazione",
    language: "it",
    module: "civil_commercial",
    templates: [
      "locazione-abitativa-4-4",
      "locazione-uso-diverso",
      "locazione-canone-concordato",
      "commercial-lease-en",
    ],
    // The updated yearly rent becomes the lease's rent.
    mappings: {
      "locazione-abitativa-4-4": { canone_aggiornato: "canone_annuo" },
      "locazione-uso-diverso": { canone_aggiornato: "canone_annuo" },
      "locazione-canone-concordato": { canone_aggiornato: "canone_annuo" },
      "commercial-lease-en": { canone_aggiornato: "annual_rent" },
    },
  },
  {
    key: "interessi-legali",
    // Also the yearly interest the landlord owes on the security deposit (art. 11 L. 392/1978).
    title: "Interessi legali (art. 1284 c.c.)",
    language: "it",
    module: "civil_commercial",
    templates: [
      "locazione-abitativa-4-4",
      "locazione-transitoria",
      "locazione-uso-diverso",
      "mutuo-tra-privati",
      "riconoscimento-debito",
    ],
  },
  {
    key: "interessi-moratori-commerciali",
    title: "Interessi moratori nelle transazioni commerciali (D.Lgs. 231/2002)",
    language: "it",
    module: "civil_commercial",
    templates: [
      "vendita-beni-mobili",
      "contratto-agenzia",
      "riconoscimento-debito",
      "contratto-somministrazione",
      "contratto-appalto",
    ],
  },
  {
    key: "scadenze-locazione",
    title: "Scadenze del contratto di locazione (L. 431/1998 e L. 392/1978)",
    language: "it",
    module: "civil_commercial",
    templates: [
      "locazione-abitativa-4-4",
      "locazione-uso-diverso",
      "locazione-canone-concordato",
      "commercial-lease-en",
    ],
    // The first expiry (the day before the fourth, or sixth, anniversary) is the lease's expiry date.
    mappings: {
      "locazione-abitativa-4-4": { prima_scadenza: "data_scadenza" },
      "locazione-uso-diverso": { prima_scadenza: "data_prima_scadenza" },
      "locazione-canone-concordato": { prima_scadenza: "data_scadenza" },
      "commercial-lease-en": { prima_scadenza: "first_expiry_date" },
    },
  },
  {
    key: "rivalutazione-interessi",
    title: "Rivalutazione monetaria ISTAT e interessi legali su crediti",
    language: "it",
    module: "civil_commercial",
    // What a debt has grown to: the amount a debtor acknowledges or a settlement starts from.
    templates: ["riconoscimento-debito", "transazione"],
  },
  {
    key: "trattamento-fine-rapporto",
    title: "Trattamento di fine rapporto (art. 2120 c.c.)",
    language: "it",
    module: "work",
    templates: [
      "assunzione-tempo-indeterminato",
      "assunzione-tempo-determinato",
      "licenziamento-giustificato-motivo-oggettivo",
      "dimissioni-giusta-causa",
      "conciliazione-sede-protetta",
      "lettera-assunzione-prova",
      "lavoro-domestico",
    ],
  },
  {
    key: "periodo-preavviso",
    title: "Periodo di preavviso e indennità sostitutiva (art. 2118 c.c.)",
    language: "it",
    module: "work",
    templates: ["assunzione-tempo-indeterminato", "licenziamento-giustificato-motivo-oggettivo"],
  },
];
