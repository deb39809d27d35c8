/**
 * Who runs the service: the data controller of the privacy notice, the publisher of the legal
 * notices and the contacts page. Placeholders (reserved `.example` domains, zeroed numbers):
 * the publisher fills in its real company data before going live.
 */
export const COMPANY = {
  name: "Editrice Giuridica Esempio S.p.A.",
  address: "Via dell'Esempio 1, 00100 Roma (RM), Italia",
  vatNumber: "IT00000000000",
  taxCode: "00000000000",
  rea: "RM-0000000",
  shareCapital: "€ 1.000.000,00 i.v.",
  court: "Roma",
  privacyEmail: "privacy@contratti.example",
  dpoEmail: "dpo@contratti.example",
  supportEmail: "assistenza@contratti.example",
  salesEmail: "commerciale@contratti.example",
  pec: "editrice@pec.contratti.example",
  phone: "+39 06 0000 0000",
} as const;

export type CompanyField = keyof typeof COMPANY;
