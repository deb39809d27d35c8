import {
  itemFieldAttribute,
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
    parties: template.parties.map((party) => {
      // A repeating party (issue 32): a contact fills one item, its fields named by attribute.
      const group = template.fields.find((field) => field.slug === party.slug && field.type === "group");
      const fields = group
        ? (group.fields ?? []).flatMap((item) => {
            const attribute = itemFieldAttribute(item.slug);
            return attribute ? [{ slug: item.slug, label: item.label, attribute }] : [];
          })
        : template.fields
            .filter((field) => field.field_set === party.field_set || field.slug.startsWith(`${party.slug}_`))
            .flatMap((field) => {
              const attribute = partyFieldAttribute(party.slug, field.slug);
              return attribute ? [{ slug: field.slug, label: field.label, attribute }] : [];
            });
      return {
        slug: party.slug,
        label: party.label,
        typology: party.typology,
        typologies: [...PARTY_TYPOLOGIES[party.typology]],
        field_set: party.field_set,
        repeating: Boolean(group),
        fields,
      };
    }),
  };
}
