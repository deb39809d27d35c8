import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../../types";

/**
 * The English commercial lease's tenants (issue 32): one to four companies taking the premises
 * together, each with its own card, named "the Tenant" or "the Tenants" as they are.
 */
export const tenantsField: SeedTemplate["fields"][number] = {
  slug: "tenants",
  label: "Tenants",
  type: "group",
  help: "Each company or person taking the premises and signing the Lease; several tenants are jointly and severally liable, which the Lease states expressly.",
  field_set: "Tenants",
  min: 1,
  max: 4,
  item_label: "Tenant",
  fields: [
    {
      slug: "name",
      label: "Company name",
      type: "text",
      help: "Company name and legal form; for a sole trader, name and trade name.",
      required: true,
    },
    {
      slug: "registered_office",
      label: "Registered office",
      type: "text",
      help: "Full address of the registered office (street, number, postcode, town).",
      required: true,
    },
    {
      slug: "vat_number",
      label: "Tax code and VAT number",
      type: "vat_code",
      help: "The Italian VAT number (partita IVA); for companies it is usually also the tax code.",
      required: true,
    },
    {
      slug: "representative",
      label: "Signatory",
      type: "text",
      help: "Name and office of the person signing with the necessary powers.",
      required: true,
    },
  ],
};

export const tenantsParty: TemplateParty = {
  slug: "tenants",
  label: "Tenant",
  typology: "PG",
  field_set: "Tenants",
  forms: { singular: "the Tenant", plural: "the Tenants" },
};
