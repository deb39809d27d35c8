import { localisedText } from "@app/calc/localised";
import type { CalculatorDetail, CalculatorEvaluation, Language } from "@app/contracts";
import { escapeHtml } from "./to-html";

const WORDS = {
  it: {
    heading: "Prospetto di calcolo",
    basis: "Fondamento normativo e criteri",
    made: "Calcolo eseguito il {date}.",
    version: "Versione {version} del calcolatore.",
    inputs: "Dati inseriti",
    results: "Risultati",
    breakdown: "Dettaglio per periodo",
    rows: "Dettaglio del calcolo",
    from: "Dal (escluso)",
    to: "Al (incluso)",
    days: "Giorni",
    rate: "Tasso",
    sources: "Valori ufficiali applicati",
    source: "{title}: in vigore dal {from}, {value} — {note}",
    sourceMonth: "{title}: {from}, {value} — {note}",
    item: "Voce",
    value: "Valore",
    yes: "Sì",
    no: "No",
    conventions:
      "Criteri di calcolo: interesse semplice; ogni giorno successivo alla data iniziale, fino alla data finale compresa, matura al tasso in vigore in quel giorno; anno di 365 giorni; importi arrotondati al centesimo (per eccesso dalla metà) solo sul risultato.",
  },
  en: {
    heading: "Calculation statement",
    basis: "Legal basis and method",
    made: "Calculated on {date}.",
    version: "Version {version} of the calculator.",
    inputs: "Data entered",
    results: "Results",
    breakdown: "Breakdown by period",
    rows: "The calculation in detail",
    from: "From (excluded)",
    to: "To (included)",
    days: "Days",
    rate: "Rate",
    sources: "Official values applied",
    source: "{title}: in force from {from}, {value} — {note}",
    sourceMonth: "{title}: {from}, {value} — {note}",
    item: "Item",
    value: "Value",
    yes: "Yes",
    no: "No",
    conventions:
      "Conventions: simple interest; every day after the start date, up to and including the end date, accrues at the rate in force that day; a year of 365 days; amounts rounded half-up to the cent on the result only.",
  },
} as const;

function formatter(language: Language) {
  const locale = language === "en" ? "en-GB" : "it-IT";
  // Grouped from four digits too (1.228,22 €), as Italian accounts are written.
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", useGrouping: "always" });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 10 });
  const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split("-").reverse().join("/") : iso);
  return (type: string, value: string | boolean | null | undefined) => {
    if (value === null || value === undefined || value === "") return "—";
    if (typeof value === "boolean") return value ? WORDS[language].yes : WORDS[language].no;
    if (type === "money") return money.format(Number(value));
    if (type === "percentage") return `${number.format(Number(value))} %`;
    // Whole numbers are years, months and days here: 2025, never 2.025.
    if (type === "integer") return value;
    if (type === "number") return number.format(Number(value));
    if (type === "date") return day(value);
    if (type === "month") return /^\d{4}-\d{2}$/.test(value) ? value.split("-").reverse().join("/") : value;
    return value;
  };
}

function table(headings: string[], rows: string[][]): string {
  const head = `<tr>${headings.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr>`;
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`)
    .join("");
  return `<table>${head}${body}</table>`;
}

/**
 * The prospetto di calcolo as template HTML for the document writers (issue 14): the title, the
 * data entered, the results, the breakdown by period, the official values applied with the acts
 * that set them, the conventions and the date of the calculation. Values are written out, so
 * the document holds no placeholder.
 */
const ROME_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" });

export function prospettoHtml(input: {
  calculator: CalculatorDetail;
  values: Record<string, unknown>;
  evaluation: CalculatorEvaluation;
  language: Language;
  on: Date;
}): string {
  const { calculator, values, evaluation, language } = input;
  const words = WORDS[language];
  const format = formatter(language);
  // The day in Italy: a calculation made at 00:30 in Rome is dated that day, not the one before.
  const date = format("date", ROME_DAY.format(input.on));
  const optionLabel = (slug: string, value: unknown) => {
    const option = calculator.inputs.find((i) => i.slug === slug)?.options?.find((o) => o.value === value);
    return option ? localisedText(option.label, language) : undefined;
  };
  const parts = [
    `<h1>${escapeHtml(calculator.title)}</h1>`,
    `<p><strong>${escapeHtml(words.heading)}</strong>. ${escapeHtml(words.made.replace("{date}", date))}${
      calculator.version > 0
        ? ` ${escapeHtml(words.version.replace("{version}", String(calculator.version)))}`
        : ""
    }</p>`,
    `<h2>${escapeHtml(words.inputs)}</h2>`,
    table(
      [words.item, words.value],
      calculator.inputs
        .filter((i) => i.type !== "rows")
        .map((i) => [
          localisedText(i.label, language),
          optionLabel(i.slug, values[i.slug]) ??
            format(i.type, values[i.slug] as string | boolean | null | undefined),
        ]),
    ),
    // A table input (the yearly pay of the TFR) as a table of its own, a column per column.
    ...calculator.inputs
      .filter((i) => i.type === "rows")
      .flatMap((i) => {
        const rows = Array.isArray(values[i.slug]) ? (values[i.slug] as Record<string, unknown>[]) : [];
        const columns = i.columns ?? [];
        return [
          `<h3>${escapeHtml(localisedText(i.label, language))}</h3>`,
          table(
            columns.map((c) => localisedText(c.label, language)),
            rows.map((row) =>
              columns.map((c) => format(c.type, row[c.slug] === undefined ? null : String(row[c.slug]))),
            ),
          ),
        ];
      }),
    `<h2>${escapeHtml(words.results)}</h2>`,
    table(
      [words.item, words.value],
      calculator.outputs.map((o) => [
        localisedText(o.label, language),
        format(o.type, evaluation.results[o.slug]),
      ]),
    ),
  ];
  // The definition's row-by-row table (the TFR year by year).
  const breakdown = calculator.breakdown;
  if (breakdown && evaluation.rows?.length) {
    parts.push(
      `<h2>${escapeHtml(words.rows)}</h2>`,
      table(
        breakdown.columns.map((column) => localisedText(column.label, language)),
        evaluation.rows.map((row) =>
          breakdown.columns.map((column) => format(column.type, row[column.slug])),
        ),
      ),
    );
  }
  // The editors' own text: the legal basis, each input and result cited where it belongs.
  const text = calculator.prospetto && (language === "en" ? calculator.prospetto.en : undefined);
  const basis = text || calculator.prospetto?.it;
  if (basis?.trim()) {
    const cited = (slug: string) => {
      const input = calculator.inputs.find((i) => i.slug === slug);
      if (input)
        return (
          optionLabel(slug, values[slug]) ??
          format(input.type, values[slug] as string | boolean | null | undefined)
        );
      const output = calculator.outputs.find((o) => o.slug === slug);
      return output ? format(output.type, evaluation.results[slug]) : "—";
    };
    parts.push(
      `<h2>${escapeHtml(words.basis)}</h2>`,
      basis.replace(/\{\{field::([a-z][a-z0-9_]*)\}\}/g, (_, slug: string) => escapeHtml(cited(slug))),
    );
  }
  if (evaluation.table.length) {
    parts.push(
      `<h2>${escapeHtml(words.breakdown)}</h2>`,
      table(
        [words.from, words.to, words.days, words.rate],
        evaluation.table.map((r) => [
          format("date", r.from),
          format("date", r.to),
          String(r.days),
          format("percentage", r.rate),
        ]),
      ),
    );
  }
  if (evaluation.used_series.length) {
    parts.push(
      `<h2>${escapeHtml(words.sources)}</h2>`,
      `<ul>${evaluation.used_series
        .map(
          (used) =>
            `<li>${escapeHtml(
              (used.valid_from.length === 7 ? words.sourceMonth : words.source)
                .replace("{title}", used.title)
                .replace("{from}", format(used.valid_from.length === 7 ? "month" : "date", used.valid_from))
                .replace("{value}", format(used.unit === "percent" ? "percentage" : "number", used.value))
                .replace("{note}", used.note ?? ""),
            )}</li>`,
        )
        .join("")}</ul>`,
    );
    // The interest conventions, where the result is interest over periods.
    if (evaluation.table.length) parts.push(`<p>${escapeHtml(words.conventions)}</p>`);
  }
  return parts.join("\n");
}
