import type { AgreementValues, TemplateField, TemplateParty } from "@app/contracts";
import { fiscalCodeCheckCharacter, genderAnswer } from "@app/documents";

// Plausible values so the preview reads like a compiled contract (spec §2: live preview).
const SAMPLES: Partial<Record<TemplateField["type"], string | number | boolean>> = {
  number: 3,
  currency: 1250,
  percentage: 10,
  boolean: true,
  email: "mario.rossi@example.it",
  phone: "+39 02 1234567",
  fiscal_code: "RSSMRA80A01H501U",
  vat_code: "01234567890",
};

/**
 * Sample dates by what the field is, read from its slug and label, so that the preview's dates
 * follow one another as in a real contract: born before signing, signed before the start, ending
 * after it ("decorrenza dal 01/02/2026 e scadenza al 31/01/2030", never the same day twice). The
 * first rule that matches wins; a date nothing matches is the signing date.
 */
const SAMPLE_DATES: readonly [RegExp, string][] = [
  [/nascit|birth/, "1980-03-12"],
  [/second|nuova|rinnov|renewal/, "2034-01-31"],
  [/scadenz|fine\b|cessazion|termin|ultim|restituz|rogito|expir|\bend|complet/, "2030-01-31"],
  [
    /decorrenz|inizio|avvio|assunz|consegna|attivaz|erogaz|prima|\bstart|commenc|effective|deliver/,
    "2026-02-01",
  ],
];
const SIGNING_DATE = "2026-01-15";

function sampleDate(field: TemplateField): string {
  const text = `${field.slug} ${field.label}`.toLowerCase();
  return SAMPLE_DATES.find(([pattern]) => pattern.test(text))?.[1] ?? SIGNING_DATE;
}

/** A sample value per field: its label for text, a typical value for the other types. */
export function sampleValues(fields: readonly TemplateField[]): AgreementValues {
  const values: AgreementValues = {};
  for (const field of fields) {
    if (!field.slug) continue;
    // A repeating group (issue 32): two items, or as many as it needs at least and allows.
    if (field.type === "group") {
      const count = Math.min(Math.max(field.min ?? 0, 2), field.max ?? 2);
      const item = sampleValues(field.fields ?? []) as Record<string, string | number | boolean>;
      values[field.slug] = Array.from({ length: count }, () => ({ ...item }));
    } else if (field.type === "select")
      values[field.slug] = field.attributes.options?.[0]?.value ?? `[${field.label}]`;
    else if (field.type === "date") values[field.slug] = sampleDate(field);
    else values[field.slug] = SAMPLES[field.type] ?? `[${field.label}]`;
  }
  return values;
}

/** The persons a sample party stands for: men, women, or (a repeating party) a woman and men. */
export type SampleGender = "M" | "F" | "mixed";

/** A sample fiscal code of a man and of a woman (day of birth + 40), with their check letters. */
const SAMPLE_CODES = {
  M: "RSSMRA80A01H501U",
  F: `RSSMRA80A41H501${fiscalCodeCheckCharacter("RSSMRA80A41H501")}`,
} as const;

/** The parties whose persons the sample answers can make men or women: those whose gender is read. */
export function genderedParties(parties: readonly TemplateParty[], fields: readonly TemplateField[]) {
  return parties.filter((party) => party.typology !== "PG" && genderAnswer(party, fields) !== null);
}

/**
 * The sample answers with each party's persons of the gender chosen (issue 44), written where
 * the role nouns and `feminine()` read it: the fiscal code, else the declared gender field; in
 * every item of a repeating party, its first a woman and the others men when mixed.
 */
export function withSampleGenders(
  values: AgreementValues,
  fields: readonly TemplateField[],
  parties: readonly TemplateParty[],
  genders: Readonly<Record<string, SampleGender>>,
): AgreementValues {
  const out: AgreementValues = { ...values };
  for (const party of parties) {
    const chosen = genders[party.slug];
    const answer = chosen && genderAnswer(party, fields);
    if (!chosen || !answer) continue;
    const written = (gender: "M" | "F") => (answer.via === "fiscal_code" ? SAMPLE_CODES[gender] : gender);
    if (answer.group === null) {
      out[answer.slug] = written(chosen === "F" ? "F" : "M");
      continue;
    }
    const items = Array.isArray(out[answer.group]) ? (out[answer.group] as Record<string, unknown>[]) : [];
    out[answer.group] = items.map((item, index) => ({
      ...item,
      [answer.slug]: written(chosen === "F" || (chosen === "mixed" && index === 0) ? "F" : "M"),
    })) as AgreementValues[string];
  }
  return out;
}
