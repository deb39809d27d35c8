import {
  type Language,
  partyFieldAttribute,
  type TemplateField,
  type TemplateItemField,
  type TemplateParty,
} from "@app/contracts";
import { fiscalCodeGender } from "./fiscal-codes";
import type { TermPreposition } from "./placeholders";
import type { FieldValues } from "./validate-field";

/**
 * `{{term::PARTY}}` (issue 32): the party's role noun with its article, agreeing in number with
 * its items and in gender with its persons: "il Conduttore", "la Conduttrice", "i Conduttori",
 * "le Conduttrici". A person's gender is read from the codice fiscale (day of birth over 40),
 * else from the party's `gender_field` (`F`); a company, and anyone unknown, takes the masculine,
 * and a plural is feminine only when every person is a woman, as Italian agrees.
 */

type Gender = "F" | "M";

/** What a party's term reads: the template's fields and the agreement's answers. */
export interface TermContext {
  fields: readonly TemplateField[];
  values: FieldValues;
}

const FEMININE = /^(f|femmina|female|donna|woman)$/i;

function genderOf(fiscalCode: unknown, declared: unknown): Gender {
  if (typeof fiscalCode === "string" && fiscalCode.trim()) {
    const read = fiscalCodeGender(fiscalCode);
    // A company's 11 digits: masculine, whatever else was answered.
    if (read || /^\d{11}$/.test(fiscalCode.trim())) return read ?? "M";
  }
  return typeof declared === "string" && FEMININE.test(declared.trim()) ? "F" : "M";
}

/** The field holding a party's fiscal code: a fiscal-code field, or one named so. */
function fiscalField<T extends TemplateItemField | TemplateField>(
  fields: readonly T[],
  party: string,
): T | undefined {
  return (
    fields.find((f) => f.type === "fiscal_code") ??
    fields.find((f) => partyFieldAttribute(party, f.slug) === "codice_fiscale")
  );
}

/** What tells each of the party's persons: its codice fiscale and its declared gender. */
function partyAnswers(party: TemplateParty, ctx: TermContext): { code: unknown; declared: unknown }[] {
  const group = ctx.fields.find((f) => f.slug === party.slug && f.type === "group");
  if (group) {
    const items = ctx.values[party.slug];
    if (!Array.isArray(items)) return [];
    const code = fiscalField(group.fields ?? [], party.slug);
    return items.map((item) => {
      const answers = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
      return {
        code: code && answers[code.slug],
        declared: party.gender_field && answers[party.gender_field],
      };
    });
  }
  const own = ctx.fields.filter((f) => f.type !== "group" && f.field_set === party.field_set);
  const code = fiscalField(own, party.slug);
  return [
    { code: code && ctx.values[code.slug], declared: party.gender_field && ctx.values[party.gender_field] },
  ];
}

/** The genders of the party's persons: one per item of a repeating party, else one. */
export function personGenders(party: TemplateParty, ctx: TermContext): Gender[] {
  return partyAnswers(party, ctx).map(({ code, declared }) => genderOf(code, declared));
}

/** Whether each of the party's items is a company: its codice fiscale is 11 digits (issue 44). */
export function partyCompanies(party: TemplateParty, ctx: TermContext): boolean[] {
  return partyAnswers(party, ctx).map(({ code }) => typeof code === "string" && /^\d{11}$/.test(code.trim()));
}

/**
 * Where a party's persons tell their gender (issue 44): the answer `personGenders` reads first,
 * the fiscal code, else the declared `gender_field`; in each item of `group` when the party
 * repeats. Null when nothing tells it (every person then reads as a man).
 */
export function genderAnswer(
  party: TemplateParty,
  fields: readonly TemplateField[],
): { group: string | null; slug: string; via: "fiscal_code" | "declared" } | null {
  const group = fields.find((f) => f.slug === party.slug && f.type === "group");
  const code = group
    ? fiscalField(group.fields ?? [], party.slug)
    : fiscalField(
        fields.filter((f) => f.type !== "group" && f.field_set === party.field_set),
        party.slug,
      );
  const groupSlug = group ? group.slug : null;
  if (code) return { group: groupSlug, slug: code.slug, via: "fiscal_code" };
  if (party.gender_field) return { group: groupSlug, slug: party.gender_field, via: "declared" };
  return null;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("it-IT") + text.slice(1);
}

/** The first part of an articulated preposition: de-l, a-l, da-l, ne-l, su-l. */
const STEMS: Record<TermPreposition, string> = { di: "de", a: "a", da: "da", in: "ne", su: "su" };
/** What each article becomes after the stem: il → del, lo → dello, l' → dell', gli → degli. */
const ARTICLE_ENDINGS: Record<string, string> = {
  il: "l",
  lo: "llo",
  la: "lla",
  "l'": "ll'",
  "l’": "ll’",
  i: "i",
  gli: "gli",
  le: "lle",
};
const ENGLISH_PREPOSITIONS: Record<TermPreposition, string> = {
  di: "of",
  a: "to",
  da: "by",
  in: "in",
  su: "on",
};

/**
 * A form joined with a preposition (issue 32): in Italian the article and the preposition make
 * one word ("il Conduttore" → "al Conduttore", "l'Affittuario" → "dell'Affittuario", "gli
 * Eredi" → "degli Eredi"); a form without an article, or in English, takes the preposition
 * before it ("of the Tenant").
 */
export function articulate(form: string, preposition: TermPreposition, language: Language): string {
  if (language === "en") return `${ENGLISH_PREPOSITIONS[preposition]} ${form}`;
  const { article, noun } = splitArticle(form);
  const ending = ARTICLE_ENDINGS[article];
  if (!ending) return `${preposition} ${form}`;
  const joined = STEMS[preposition] + ending;
  return `${joined}${article.endsWith("'") || article.endsWith("’") ? "" : " "}${noun}`;
}

/**
 * An Italian form's definite article (lower case, "" when there is none) and the noun after it:
 * "il Conduttore" → "il" + "Conduttore", "l'Affittuario" → "l'" + "Affittuario".
 */
export function splitArticle(form: string): { article: string; noun: string } {
  const match = /^(il|lo|la|i|gli|le) |^(l['’])/i.exec(form);
  if (!match) return { article: "", noun: form };
  return { article: (match[1] ?? match[2] ?? "").toLowerCase(), noun: form.slice(match[0].length) };
}

/** How a term is printed: joined with a preposition, capitalised at the start of a sentence. */
export interface TermStyle {
  capital?: boolean;
  preposition?: TermPreposition;
  language?: Language;
}

/** The party's term for these answers; its label when it declares no forms. */
export function partyTerm(party: TemplateParty, ctx: TermContext, style: TermStyle = {}): string {
  const { forms } = party;
  let term = party.label;
  if (forms) {
    const genders = personGenders(party, ctx);
    const plural = genders.length > 1;
    const feminine = genders.length > 0 && genders.every((g) => g === "F");
    term = plural
      ? (feminine && forms.plural_feminine) || forms.plural
      : (feminine && forms.singular_feminine) || forms.singular;
  }
  if (style.preposition) term = articulate(term, style.preposition, style.language ?? "it");
  return style.capital ? capitalise(term) : term;
}
