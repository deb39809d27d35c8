import type { CalculatorCreateBody } from "@app/contracts";

type Definition = Pick<CalculatorCreateBody, "code" | "inputs" | "steps" | "outputs">;

const capitale = {
  slug: "capitale",
  label: { it: "Capitale", en: "Principal" },
  type: "money",
  required: true,
  min: "0.01",
} as const;
const dal = {
  slug: "data_inizio",
  label: { it: "Dal giorno (escluso)", en: "From (excluded)" },
  help: {
    it: "Gli interessi maturano dal giorno successivo: i giorni sono la differenza tra le due date.",
    en: "Interest accrues from the next day: the days are the difference between the two dates.",
  },
  type: "date",
  required: true,
} as const;
const al = {
  slug: "data_fine",
  label: { it: "Al giorno (incluso)", en: "To (included)" },
  type: "date",
  required: true,
} as const;
const interestOutputs = [
  {
    slug: "interessi",
    label: { it: "Interessi", en: "Interest" },
    type: "money",
    expression: "round(interest(capitale, periodi), 2)",
  },
  {
    slug: "totale",
    label: { it: "Capitale e interessi", en: "Principal and interest" },
    type: "money",
    expression: "capitale + interessi",
  },
] as const;

/**
 * The FOI index of a month on the base 2015=100 scale: from January 2026 ISTAT publishes base
 * 2025=100, carried onto base 2015 by the linking coefficient, as ISTAT's "rivaluta" does.
 */
const foiIndex = (month: string) =>
  `year(${month}) >= 2026 ? value_at("foi-2025", ${month}) * value_at("raccordo-foi", ${month}) : value_at("foi", ${month})`;

/**
 * The definitions of the demo calculators that run today (issue 14), by seed key. Conventions,
 * as the prospetto states them: simple interest; every day after the start up to the end accrues
 * at the rate in force that day; a year of 365 days; money rounded half-up to the cent at the end.
 * The others (TFR, notice) are still drafts.
 */
export const seedCalculatorDefinitions: Record<string, Definition> = {
  "interessi-legali": {
    code: "interessi-legali",
    inputs: [capitale, dal, al],
    steps: [{ slug: "periodi", expression: 'rate_periods("tasso-legale", data_inizio, data_fine)' }],
    outputs: [...interestOutputs],
  },
  "interessi-moratori-commerciali": {
    code: "interessi-moratori",
    inputs: [
      capitale,
      dal,
      al,
      {
        slug: "data_contratto",
        label: { it: "Data del contratto", en: "Date of the contract" },
        help: {
          it: "Per i contratti conclusi prima del 1° gennaio 2013 la maggiorazione è di 7 punti (art. 3 D.Lgs. 192/2012); senza data si applicano 8 punti.",
          en: "Contracts made before 1 January 2013 add 7 points (art. 3 D.Lgs. 192/2012); without a date, 8 points apply.",
        },
        type: "date",
      },
    ],
    steps: [
      { slug: "punti", expression: "is_set(data_contratto) && data_contratto < date(2013, 1, 1) ? 7 : 8" },
      { slug: "periodi", expression: 'rate_periods("tasso-bce", data_inizio, data_fine, punti)' },
    ],
    outputs: [...interestOutputs],
  },
  "rivalutazione-interessi": {
    code: "rivalutazione-interessi",
    inputs: [
      { ...capitale, label: { it: "Capitale (credito di valore)", en: "Principal (claim for a value)" } },
      {
        ...dal,
        label: { it: "Data del fatto o del credito", en: "Date of the event or the claim" },
        help: {
          it: "Il capitale si rivaluta dall'indice FOI di questo mese; gli interessi maturano dal giorno successivo. Indici disponibili da gennaio 2016.",
          en: "The principal is revalued from this month's FOI index; interest accrues from the next day. Indices from January 2016.",
        },
        min: "2016-01-01",
      },
      {
        ...al,
        label: { it: "Data della liquidazione (inclusa)", en: "Date of the settlement (included)" },
        help: {
          it: "Se l'indice FOI di questo mese non è ancora pubblicato, si usa l'ultimo pubblicato.",
          en: "If this month's FOI index is not published yet, the latest published one is used.",
        },
      },
    ],
    steps: [
      { slug: "mese_iniziale", expression: "month_of(data_inizio)" },
      { slug: "ultimo_indice", expression: 'latest_month("foi-2025")' },
      {
        slug: "mese_finale",
        expression: "month_of(data_fine) > ultimo_indice ? ultimo_indice : month_of(data_fine)",
      },
      { slug: "indice_iniziale", expression: foiIndex("mese_iniziale") },
      { slug: "indice_finale", expression: foiIndex("mese_finale") },
      // Year by year from the start, and at each change of the legal rate.
      { slug: "periodi", expression: 'yearly(rate_periods("tasso-legale", data_inizio, data_fine))' },
    ],
    outputs: [
      {
        slug: "coefficiente",
        label: {
          it: "Coefficiente di rivalutazione (indice finale / indice iniziale)",
          en: "Revaluation coefficient (final index / starting index)",
        },
        type: "number",
        expression: "round(indice_finale / indice_iniziale, 6)",
      },
      {
        slug: "capitale_rivalutato",
        label: { it: "Capitale rivalutato", en: "Revalued principal" },
        type: "money",
        expression: "round(capitale * indice_finale / indice_iniziale, 2)",
      },
      {
        // Cass. SU 1712/1995: interest on the principal revalued step by step, never on the
        // final revalued sum; each period on the principal revalued to the month it ends in.
        slug: "interessi",
        label: {
          it: "Interessi legali sul capitale via via rivalutato",
          en: "Legal interest on the principal revalued step by step",
        },
        type: "money",
        expression: `round(sum_over(periodi, capitale * (${foiIndex("(month_of(period_to) > mese_finale ? mese_finale : month_of(period_to))")}) / indice_iniziale * period_rate * period_days / 36500), 2)`,
      },
      {
        slug: "totale",
        label: { it: "Capitale rivalutato e interessi", en: "Revalued principal and interest" },
        type: "money",
        expression: "capitale_rivalutato + interessi",
      },
    ],
  },
  "aggiornamento-istat-canone": {
    code: "aggiornamento-istat-canone",
    inputs: [
      {
        slug: "canone",
        label: { it: "Canone annuo in corso", en: "Current yearly rent" },
        type: "money",
        required: true,
        min: "0.01",
      },
      {
        slug: "mese_iniziale",
        label: { it: "Mese iniziale dell'indice", en: "Starting month of the index" },
        help: {
          it: "Di regola il mese precedente l'inizio del contratto (o l'ultimo aggiornamento).",
          en: "As a rule the month before the lease began (or the last update).",
        },
        type: "month",
        required: true,
        min: "2016-01",
      },
      {
        slug: "mese_finale",
        label: { it: "Mese finale dell'indice", en: "Final month of the index" },
        help: {
          it: "Di regola il mese precedente quello da cui decorre l'aggiornamento.",
          en: "As a rule the month before the update takes effect.",
        },
        type: "month",
        required: true,
        min: "2016-01",
      },
      {
        slug: "percentuale",
        label: { it: "Quota della variazione", en: "Share of the change" },
        help: {
          it: "Il 75% per le locazioni soggette all'art. 32 L. 392/1978; il 100% se il contratto lo consente (locazioni abitative a canone libero, art. 1 c. 1 L. 431/1998).",
          en: "75% for leases under art. 32 L. 392/1978; 100% where the contract allows it (free-rent residential leases).",
        },
        type: "select",
        required: true,
        default: "75",
        options: [
          { value: "75", label: { it: "75% (art. 32 L. 392/1978)", en: "75% (art. 32 L. 392/1978)" } },
          { value: "100", label: { it: "100%", en: "100%" } },
        ],
      },
    ],
    steps: [
      { slug: "indice_iniziale", expression: foiIndex("mese_iniziale") },
      { slug: "indice_finale", expression: foiIndex("mese_finale") },
      { slug: "quota", expression: 'percentuale == "100" ? 100 : 75' },
    ],
    outputs: [
      {
        slug: "variazione_percentuale",
        label: { it: "Variazione dell'indice FOI (%)", en: "Change of the FOI index (%)" },
        type: "percentage",
        // One decimal, as ISTAT publishes the change.
        expression: "round((indice_finale / indice_iniziale - 1) * 100, 1)",
      },
      {
        slug: "aumento",
        label: { it: "Aumento annuo del canone", en: "Yearly rent increase" },
        type: "money",
        expression: "round(canone * variazione_percentuale * quota / 10000, 2)",
      },
      {
        slug: "canone_aggiornato",
        label: { it: "Canone annuo aggiornato", en: "Updated yearly rent" },
        type: "money",
        expression: "canone + aumento",
      },
    ],
  },
  "scadenze-locazione": {
    code: "scadenze-locazione",
    inputs: [
      {
        slug: "tipo",
        label: { it: "Tipo di contratto", en: "Kind of lease" },
        type: "select",
        required: true,
        options: [
          {
            value: "4+4",
            label: { it: "Canone libero (4+4 anni, art. 2 c. 1 L. 431/1998)", en: "Free rent (4+4 years)" },
          },
          {
            value: "3+2",
            label: {
              it: "Canone concordato (3+2 anni, art. 2 c. 3 L. 431/1998)",
              en: "Agreed rent (3+2 years)",
            },
          },
          {
            value: "transitorio",
            label: {
              it: "Transitorio (da 1 a 18 mesi, art. 5 c. 1 L. 431/1998)",
              en: "Transitional (1 to 18 months)",
            },
          },
        ],
      },
      {
        slug: "data_decorrenza",
        label: { it: "Decorrenza", en: "Start date" },
        type: "date",
        required: true,
      },
      {
        slug: "durata_mesi",
        label: { it: "Durata in mesi (solo transitorio)", en: "Length in months (transitional only)" },
        help: {
          it: "Il contratto transitorio dura da 1 a 18 mesi (art. 5 c. 1 L. 431/1998; D.M. 16 gennaio 2017) e alla scadenza cessa senza rinnovo.",
          en: "A transitional lease lasts 1 to 18 months and ends at its expiry without renewal.",
        },
        type: "integer",
        min: "1",
        max: "18",
      },
    ],
    steps: [
      // A transitional lease needs its months; the others ignore them.
      {
        slug: "mesi_prima_scadenza",
        expression: 'tipo == "transitorio" ? durata_mesi : tipo == "4+4" ? 48 : 36',
      },
      { slug: "mesi_seconda_scadenza", expression: 'tipo == "4+4" ? 96 : 60' },
      { slug: "anniversario", expression: "add_months(data_decorrenza, mesi_prima_scadenza)" },
      { slug: "secondo_anniversario", expression: "add_months(data_decorrenza, mesi_seconda_scadenza)" },
    ],
    outputs: [
      {
        slug: "prima_scadenza",
        label: { it: "Prima scadenza", en: "First expiry" },
        type: "date",
        // The day before the anniversary; when the month lacks the start's day (a lease from
        // 31 January), the term ends on that month's last day (art. 2963 c. 4 c.c.).
        expression: "day(anniversario) == day(data_decorrenza) ? add_days(anniversario, -1) : anniversario",
      },
      {
        slug: "termine_disdetta",
        label: {
          it: "Ultimo giorno per la disdetta (sei mesi prima)",
          en: "Last day for the notice (six months before)",
        },
        type: "date",
        // The same day number six months earlier, or that month's last day (art. 2963 c.c.).
        // A transitional lease ends at its expiry: there is no notice to give.
        expression: 'tipo == "transitorio" ? null : add_months(prima_scadenza, -6)',
      },
      {
        slug: "seconda_scadenza",
        label: { it: "Seconda scadenza (dopo il rinnovo)", en: "Second expiry (after the renewal)" },
        type: "date",
        expression:
          'tipo == "transitorio" ? null : day(secondo_anniversario) == day(data_decorrenza) ? add_days(secondo_anniversario, -1) : secondo_anniversario',
      },
    ],
  },
};
