import type { SeedCatalogue, SeedTemplate } from "../db/seed/content/types";

const fields = (prefix: string): SeedTemplate["fields"] => [
  {
    slug: `${prefix}_nome`,
    label: "Nome",
    type: "text",
    required: true,
    field_set: "Parte A",
    help: "Nome e cognome.",
  },
  {
    slug: `${prefix}_controparte`,
    label: "Controparte",
    type: "text",
    field_set: "Parte B",
    help: "Denominazione.",
  },
];

function template(key: string, title: string, extra: Partial<SeedTemplate>): SeedTemplate {
  return {
    key,
    title,
    language: "it",
    module: "civil_commercial",
    categories: [],
    keywords: [],
    discipline: "<p>Commento.</p>",
    body: `<h1>${title}</h1><ol><li><p>{{field::${key.replace(/-/g, "_")}_nome}} e {{field::${key.replace(/-/g, "_")}_controparte}}</p></li></ol>`,
    fields: fields(key.replace(/-/g, "_")),
    notes: [],
    parties: [
      { slug: "parte_a", label: "Parte A", typology: "any", field_set: "Parte A" },
      { slug: "parte_b", label: "Parte B", typology: "any", field_set: "Parte B" },
    ],
    ...extra,
  };
}

/** A small catalogue with both modules, a disabled node, synonyms and an English template. */
export const fixtureCatalogues: SeedCatalogue[] = [
  {
    category: {
      key: "civil",
      title: { it: "Contratti civili", en: "Civil contracts" },
      children: [
        {
          key: "immobili",
          title: { it: "Immobili", en: "Real estate" },
          children: [
            { key: "locazioni", title: { it: "Locazioni", en: "Leases" } },
            { key: "agrari", title: { it: "Contratti agrari", en: "Agricultural" }, status: 0 },
          ],
        },
      ],
    },
    wizard: {
      key: "w-civil",
      title: { it: "Civile", en: "Civil" },
      question: { it: "Cosa ti serve?", en: "What do you need?" },
      children: [
        {
          key: "w-immobile",
          title: { it: "Dare un immobile", en: "Let a property" },
          question: { it: "Per quanto tempo?", en: "For how long?" },
          children: [
            { key: "w-stabile", title: { it: "Stabilmente", en: "Long term" }, templates: ["locazione"] },
            {
              key: "w-breve",
              title: { it: "Per un periodo breve", en: "Short term" },
              templates: ["transitoria"],
            },
          ],
        },
      ],
    },
    synonyms: [
      { language: "it", terms: ["affitto", "locazione", "pigione"] },
      { language: "it", terms: ["contratto di lavoro", "assunzione", "lavoro subordinato"] },
    ],
    templates: [
      template("locazione", "Contratto di locazione ad uso abitativo", {
        categories: ["locazioni"],
        keywords: ["casa", "appartamento", "perché"],
      }),
      // "contratto" and "lavori" both, though not the phrase "contratto di lavoro": found, ranked after.
      template("transitoria", "Locazione transitoria", {
        categories: ["locazioni"],
        keywords: ["studenti", "contratto breve per lavori stagionali"],
      }),
      template("nda-en", "Mutual Non-Disclosure Agreement", {
        language: "en",
        categories: ["locazioni"],
        keywords: ["confidentiality"],
      }),
    ],
  },
  {
    category: {
      key: "work",
      title: { it: "Contratti di lavoro", en: "Employment contracts" },
      children: [{ key: "subordinato", title: { it: "Lavoro subordinato", en: "Employment" } }],
    },
    wizard: {
      key: "w-work",
      title: { it: "Lavoro", en: "Work" },
      question: { it: "Chi assumi?", en: "Who are you hiring?" },
      children: [
        {
          key: "w-dipendente",
          title: { it: "Un dipendente", en: "An employee" },
          templates: ["indeterminato"],
        },
      ],
    },
    synonyms: [],
    templates: [
      template("indeterminato", "Assunzione a tempo indeterminato", {
        module: "work",
        categories: ["subordinato"],
        keywords: ["dipendente", "città"],
      }),
    ],
  },
];

/** A repeating party for templates with logic: one to four tenants, each named with a fiscal code. */
export const tenantsGroup = {
  slug: "conduttori",
  label: "Conduttori",
  type: "group",
  min: 1,
  max: 4,
  item_label: "Conduttore",
  fields: [
    { slug: "nome", label: "Nome e cognome", type: "text", required: true },
    { slug: "codice_fiscale", label: "Codice fiscale", type: "fiscal_code" },
  ],
};
