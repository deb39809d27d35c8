import {
  PARTY_TYPOLOGIES,
  partyFieldAttribute,
  type TemplateDetail,
  type TemplateParties,
} from "@app/contracts";

/**
 * A template's party roles as the compile screen fills them from the address book (issue 15):
 * the typologies each role takes, and which of the role's fields a contact fills with what.
 */
export function describeParties(
  template: Pick<TemplateDetail, "id" | "language" | "parties" | "fields">,
): TemplateParties {
  return {
    template: template.id,
    language: template.language,
    parties: template.parties.map((party) => ({
      slug: party.slug,
      label: party.label,
      typology: party.typology,
      typologies: [...PARTY_TYPOLOGIES[party.typology]],
      field_set: party.field_set,
      fields: template.fields
        .filter((field) => field.field_set === party.field_set || field.slug.startsWith(`${party.slug}_`))
        .flatMap((field) => {
          const attribute = partyFieldAttribute(party.slug, field.slug);
          return attribute ? [{ slug: field.slug, label: field.label, attribute }] : [];
        }),
    })),
  };
}
