import type { AgreementValues, Language, TemplateField, TemplateParty } from "@app/contracts";
import { validateValues } from "@app/documents";
import { ownerSlug } from "./group-values";

type TemplateShape = { fields: readonly TemplateField[]; parties: readonly TemplateParty[] };

/**
 * The fields a party's contact answers in bulk drafting (issue 48 §3), asked once per contact
 * rather than once for all: a repeating party's group (its slug is the party's), or else every
 * field of the party's `field_set`.
 */
export function partyOwnSlugs(template: TemplateShape, partySlug: string): ReadonlySet<string> {
  const party = template.parties.find((p) => p.slug === partySlug);
  if (!party) return new Set();
  const group = template.fields.find((f) => f.slug === party.slug && f.type === "group");
  if (group) return new Set([group.slug]);
  const set = party.field_set.trim();
  return new Set(template.fields.filter((f) => f.field_set.trim() === set).map((f) => f.slug));
}

/** The template's fields asked once for every agreement of the batch: all but the party's own. */
export function sharedFields(template: TemplateShape, partySlug: string): TemplateField[] {
  const own = partyOwnSlugs(template, partySlug);
  return template.fields.filter((f) => !own.has(f.slug));
}

/**
 * The compile screen's messages on the shared answers, by key (`canone`, `locatori.0.nome`),
 * in the fields' order. The whole template is checked, so a condition reading any answer is
 * decided as on the compile screen; the party's own fields are left out, as the contacts fill them.
 */
export function sharedErrors(
  template: TemplateShape,
  partySlug: string,
  values: AgreementValues,
  language: Language,
): Record<string, string> {
  const own = partyOwnSlugs(template, partySlug);
  const messages = validateValues([...template.fields], values, language);
  const shown: Record<string, string> = {};
  for (const [key, list] of Object.entries(messages))
    if (!own.has(ownerSlug(key)) && list[0]) shown[key] = list[0];
  return shown;
}

/** The answers to send: the shared fields' only (a party's field typed before it was chosen is not). */
export function sharedValues(template: TemplateShape, partySlug: string, values: AgreementValues) {
  const own = partyOwnSlugs(template, partySlug);
  const known = new Set(template.fields.map((f) => f.slug));
  return Object.fromEntries(
    Object.entries(values).filter(([slug]) => known.has(slug) && !own.has(slug)),
  ) as AgreementValues;
}
