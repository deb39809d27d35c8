import type { CalculatorCreateBody } from "@app/contracts";

type Definition = Pick<CalculatorCreateBody, "code" | "inputs" | "steps" | "outputs"> &
  Partial<Pick<CalculatorCreateBody, "breakdown">>;

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
 * The notice calculator is still a draft.
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
  "trattamento-fine-rapporto": {
    code: "tfr",
    inputs: [
      {
        slug: "retribuzioni",
        label: { it: "Retribuzioni annue utili ai fini del TFR", en: "Yearly pay counted for the TFR" },
        help: {
          it: "Una riga per anno, dal primo anno da calcolare a quello della cessazione compreso (per l'ultimo anno la retribuzione dei soli mesi lavorati). Anni dal 2016.",
          en: "One row a year, from the first year to compute up to the year the employment ends (for the last year, the pay of the months worked). Years from 2016.",
        },
        type: "rows",
        required: true,
        columns: [
          {
            slug: "anno",
            label: { it: "Anno", en: "Year" },
            type: "integer",
            required: true,
            min: "2016",
            max: "2100",
          },
          {
            slug: "retribuzione",
            label: { it: "Retribuzione utile", en: "Pay counted" },
            type: "money",
            required: true,
            min: "0",
          },
        ],
      },
      {
        slug: "data_cessazione",
        label: { it: "Data di cessazione del rapporto", en: "Date the employment ends" },
        help: {
          it: "Nell'anno della cessazione la rivalutazione matura per i mesi compiuti: il mese conta se lavorato per almeno 15 giorni.",
          en: "In the last year the revaluation accrues for the months worked: a month counts from 15 days.",
        },
        type: "date",
        required: true,
        min: "2016-01-01",
      },
      {
        slug: "fondo_iniziale",
        label: {
          it: "Fondo TFR al 31 dicembre precedente la prima riga",
          en: "TFR fund on 31 December before the first row",
        },
        help: {
          it: "Il TFR già accantonato e rivalutato negli anni non indicati in tabella (zero per un rapporto iniziato nel primo anno della tabella).",
          en: "The TFR already set aside in the years not in the table (zero for employment that began in the table's first year).",
        },
        type: "money",
        default: "0",
        min: "0",
      },
      {
        slug: "contributo_aggiuntivo",
        label: {
          it: "Detrai il contributo aggiuntivo dello 0,50% (art. 3 c. 15 L. 297/1982)",
          en: "Deduct the additional 0.50% contribution (art. 3 c. 15 L. 297/1982)",
        },
        type: "boolean",
        default: true,
      },
    ],
    steps: [
      { slug: "anno_cessazione", expression: "year(data_cessazione)" },
      // A month worked for 15 days or more counts whole (art. 2120 c. 2 c.c.).
      {
        slug: "mese_finale",
        expression: "day(data_cessazione) >= 15 ? month(data_cessazione) : month(data_cessazione) - 1",
      },
      {
        slug: "controllo_anni",
        input: "retribuzioni",
        expression:
          'valid_if(last_row(retribuzioni, anno) == anno_cessazione && sum_rows(retribuzioni, row_index == 1 || anno == prev_row(anno, 0) + 1 ? 0 : 1) == 0, "gli anni devono susseguirsi senza salti e l\'ultimo deve essere quello della cessazione", "the years must follow one another and the last must be the year the employment ends")',
      },
      {
        slug: "righe_mesi",
        expression: 'add_column(retribuzioni, "mesi", anno == anno_cessazione ? mese_finale : 12)',
      },
      // The year's share: pay ÷ 13.5 (art. 2120 c. 1), less the 0.50% contribution.
      {
        slug: "righe_quote",
        expression:
          'add_column(righe_mesi, "quota", round(retribuzione / 13.5 - (contributo_aggiuntivo ? retribuzione * 0.005 : 0), 2))',
      },
      // ISTAT's coefficient, to six decimals: 1.5 % a year pro rata plus 75 % of the FOI rise
      // since the previous December, when it rises (art. 2120 c. 4 c.c.). No fund, nothing to
      // revalue: the first year of a new employment needs no index.
      {
        slug: "righe_coefficienti",
        expression: `add_column(righe_quote, "coefficiente", mesi == 0 || (row_index == 1 && fondo_iniziale == 0) ? 0 : round(1.5 * mesi / 12 + 0.75 * max(0, round((${foiIndex("month_of(date(anno, mesi, 1))")}) / (${foiIndex("month_of(date(anno - 1, 12, 1))")}) * 100 - 100, 6)), 6))`,
      },
      // The fund at each 31 December: the previous one revalued, less the 17 % substitute tax on
      // the revaluation (art. 11 c. 3 D.Lgs. 47/2000, as amended by L. 190/2014), plus the year's share.
      {
        slug: "righe_fondo",
        expression:
          'add_column(righe_coefficienti, "fondo", prev_row(fondo, fondo_iniziale) + round(prev_row(fondo, fondo_iniziale) * coefficiente / 100, 2) - round(round(prev_row(fondo, fondo_iniziale) * coefficiente / 100, 2) * 17 / 100, 2) + quota)',
      },
      {
        slug: "righe_rivalutazione",
        expression:
          'add_column(righe_fondo, "rivalutazione", round(prev_row(fondo, fondo_iniziale) * coefficiente / 100, 2))',
      },
      {
        slug: "righe_imposta",
        expression: 'add_column(righe_rivalutazione, "imposta", round(rivalutazione * 17 / 100, 2))',
      },
    ],
    // Year by year, as a payroll's TFR statement shows it.
    breakdown: {
      rows: "righe_imposta",
      columns: [
        { slug: "anno", label: { it: "Anno", en: "Year" }, type: "integer" },
        { slug: "retribuzione", label: { it: "Retribuzione utile", en: "Pay counted" }, type: "money" },
        { slug: "quota", label: { it: "Quota dell'anno", en: "Year's share" }, type: "money" },
        {
          slug: "coefficiente",
          label: { it: "Coefficiente ISTAT", en: "ISTAT coefficient" },
          type: "percentage",
        },
        { slug: "rivalutazione", label: { it: "Rivalutazione", en: "Revaluation" }, type: "money" },
        { slug: "imposta", label: { it: "Imposta 17%", en: "17% tax" }, type: "money" },
        { slug: "fondo", label: { it: "Fondo al 31/12", en: "Fund at 31/12" }, type: "money" },
      ],
    },
    outputs: [
      {
        slug: "quote_accantonate",
        label: { it: "Quote annue accantonate", en: "Yearly shares set aside" },
        type: "money",
        expression: "sum_rows(righe_rivalutazione, quota)",
      },
      {
        slug: "rivalutazione",
        label: { it: "Rivalutazione (lorda)", en: "Revaluation (gross)" },
        type: "money",
        expression: "sum_rows(righe_rivalutazione, rivalutazione)",
      },
      {
        slug: "imposta_sostitutiva",
        label: {
          it: "Imposta sostitutiva del 17% sulla rivalutazione",
          en: "17% substitute tax on the revaluation",
        },
        type: "money",
        expression: "sum_rows(righe_imposta, imposta)",
      },
      {
        slug: "tfr_lordo",
        label: {
          it: "TFR maturato (lordo dell'IRPEF a tassazione separata)",
          en: "TFR accrued (before the separately taxed IRPEF)",
        },
        type: "money",
        expression: "last_row(righe_rivalutazione, fondo)",
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
      // A change is measured forwards: the same month twice or backwards is a slip of the user's.
      {
        slug: "controllo_mesi",
        input: "mese_finale",
        expression:
          'valid_if(mese_finale > mese_iniziale, "il mese finale deve venire dopo quello iniziale", "the final month must come after the starting one")',
      },
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
          {
            value: "6+6",
            label: {
              it: "Uso diverso dall'abitativo (6+6 anni, artt. 27-28 L. 392/1978)",
              en: "Business premises (6+6 years)",
            },
          },
          {
            value: "9+9",
            label: {
              it: "Uso alberghiero (9+9 anni, artt. 27-28 L. 392/1978)",
              en: "Hotel premises (9+9 years)",
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
        expression:
          'tipo == "transitorio" ? durata_mesi : tipo == "4+4" ? 48 : tipo == "3+2" ? 36 : tipo == "6+6" ? 72 : 108',
      },
      {
        slug: "mesi_seconda_scadenza",
        expression: 'tipo == "4+4" ? 96 : tipo == "3+2" ? 60 : tipo == "6+6" ? 144 : 216',
      },
      // Notice: six months for homes (art. 3 L. 431/1998), twelve for business premises and
      // eighteen for hotels (art. 28 L. 392/1978).
      {
        slug: "mesi_disdetta",
        expression: 'tipo == "6+6" ? 12 : tipo == "9+9" ? 18 : 6',
      },
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
          it: "Ultimo giorno per la disdetta",
          en: "Last day for the notice",
        },
        type: "date",
        // Issue 17: a contract keeping this calculation offers it to the calendar, a week ahead.
        deadline: { reminder: 10080 },
        // The same day number six, twelve or eighteen months earlier, or that month's last day
        // (art. 2963 c.c.). A transitional lease ends at its expiry: there is no notice to give.
        expression: 'tipo == "transitorio" ? null : add_months(prima_scadenza, -mesi_disdetta)',
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
