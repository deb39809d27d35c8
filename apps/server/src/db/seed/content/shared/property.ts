import type { SeedTemplate } from "../types";

type SeedField = SeedTemplate["fields"][number];

/**
 * The property of the real-estate contracts (leases, preliminary sale), written once: its town,
 * address, composition and cadastral data (`immobile_*`), in the «Immobile» group. The help texts
 * that depend on the contract (what the town decides, which rooms count) come from the template.
 */
export function propertyFields(options: {
  help: { comune: string; descrizione: string; catasto: string };
  descriptionRows: number;
}): SeedField[] {
  const field = (slug: string, label: string, type: SeedField["type"], help: string): SeedField => ({
    slug,
    label,
    type,
    help,
    required: true,
    field_set: "Immobile",
  });
  return [
    field("immobile_comune", "Comune dell'immobile", "text", options.help.comune),
    field("immobile_indirizzo", "Indirizzo dell'immobile", "text", "Via, numero civico, piano e interno."),
    {
      ...field("immobile_descrizione", "Composizione e pertinenze", "textarea", options.help.descrizione),
      attributes: { rows: options.descriptionRows },
    },
    field("immobile_catasto", "Dati catastali", "text", options.help.catasto),
  ];
}
