import type { TemplateParty } from "@app/contracts";
import type { SeedTemplate } from "../../types";

/**
 * The English commercial lease's tenants (issue 32): one to four businesses taking the premises
 * together, each with its own card, named "the Tenant" or "the Tenants" as they are. A tenant may
 * be a company or a sole trader (issue 44): its tax code tells which (11 digits: a company), so
 * the heading gives a company's registered office and a sole trader's place of business, and
 * names a representative only where one signs.
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
      label: "Name or company name",
      type: "text",
      help: "Company name and legal form; for a sole trader, full name and trade name (e.g. “Mario Rossi, trading as Ferramenta Rossi”).",
      required: true,
    },
    {
      slug: "registered_office",
      label: "Registered office or place of business",
      type: "text",
      help: "Full address of a company's registered office, or of a sole trader's place of business (street, number, postcode, town).",
      required: true,
    },
    {
      slug: "tax_code",
      label: "Tax code",
      type: "fiscal_code",
      help: "The Italian tax code (codice fiscale), needed to register the Lease: 11 digits for a company, usually its VAT number; 16 characters for a sole trader, who is a person.",
      required: true,
    },
    {
      slug: "vat_number",
      label: "VAT number",
      type: "vat_code",
      help: "The Italian VAT number (partita IVA).",
      required: true,
    },
    {
      slug: "representative",
      label: "Signatory",
      type: "text",
      help: "For a company, the name and office of the person signing with the necessary powers. Leave empty for a sole trader who signs in person.",
    },
  ],
};

export const tenantsParty: TemplateParty = {
  slug: "tenants",
  label: "Tenant",
  typology: "any",
  field_set: "Tenants",
  forms: { singular: "the Tenant", plural: "the Tenants" },
};
