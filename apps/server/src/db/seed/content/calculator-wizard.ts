import type { SeedWizardNode } from "./types";

/**
 * The demo calculator wizard: the guided choice of a calculator. Roots are the subjects; a
 * leaf's `templates` are the seed keys of the calculators it ends on (content/calculators.ts).
 */
export const seedCalculatorWizard: SeedWizardNode[] = [
  {
    key: "calc-wz-interessi",
    title: { it: "Interessi", en: "Interest" },
    question: {
      it: "Su quale credito devi calcolare gli interessi?",
      en: "On which debt is the interest due?",
    },
    children: [
      {
        key: "calc-wz-interessi-legali",
        title: {
          it: "Interessi legali (somme dovute tra privati, restituzioni, risarcimenti)",
          en: "Legal interest (sums owed between private parties, refunds, damages)",
        },
        templates: ["interessi-legali"],
      },
      {
        key: "calc-wz-interessi-mora",
        title: {
          it: "Interessi di mora (transazioni commerciali)",
          en: "Late-payment interest (commercial transactions)",
        },
        templates: ["interessi-moratori-commerciali"],
      },
      {
        key: "calc-wz-rivalutazione",
        title: {
          it: "Rivalutazione monetaria e interessi (risarcimenti e altri crediti di valore)",
          en: "Revaluation and interest (damages and other claims for a value)",
        },
        templates: ["rivalutazione-interessi"],
      },
    ],
  },
  {
    key: "calc-wz-locazioni",
    title: { it: "Locazioni", en: "Leases" },
    question: {
      it: "Che cosa devi calcolare per la locazione?",
      en: "What do you need to work out for the lease?",
    },
    children: [
      {
        key: "calc-wz-locazioni-scadenze",
        title: {
          it: "Scadenze della locazione, abitativa o commerciale",
          en: "Deadlines of a lease, residential or business",
        },
        templates: ["scadenze-locazione"],
      },
      {
        key: "calc-wz-locazioni-istat",
        title: { it: "Aggiornamento ISTAT del canone", en: "ISTAT update of the rent" },
        templates: ["aggiornamento-istat-canone"],
      },
    ],
  },
  {
    key: "calc-wz-lavoro",
    title: { it: "Lavoro", en: "Employment" },
    question: {
      it: "Che cosa devi calcolare per il rapporto di lavoro?",
      en: "What do you need to work out for the employment?",
    },
    children: [
      {
        key: "calc-wz-lavoro-tfr",
        title: {
          it: "Trattamento di fine rapporto (quote, rivalutazione, imposta sostitutiva)",
          en: "Severance pay (TFR: yearly shares, revaluation, substitute tax)",
        },
        templates: ["trattamento-fine-rapporto"],
      },
    ],
  },
];
