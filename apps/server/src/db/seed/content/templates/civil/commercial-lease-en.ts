import { disputesClauseEn, italianVersionPrevailsEn, signatureBlockEn } from "../../shared/clauses-en";
import { anyPartyEn } from "../../shared/parties-en";
import { verb } from "../../shared/repeating-parties";
import type { SeedTemplate } from "../../types";
import { tenantsField, tenantsParty } from "./commercial-lease-en-tenants";

const landlord = anyPartyEn({ slug: "landlord", term: "Landlord", of: "Landlord's" });
// Issue 32: one to four tenants (partners taking the premises together), the text agreeing
// with them: "the Tenant declares", "the Tenants declare", jointly and severally liable.
const T = "{{term::tenants}}";
const Tc = "{{term::tenants::capital}}";
const Tof = "{{term::tenants::di}}";
const v = (one: string, more: string) => verb("tenants", one, more);
const several = "count(tenants) &gt; 1";
const tenantsHeading = `<p>{{each::tenants}}<strong>{{field::tenants.name}}</strong>, {{if::company(tenants)}}with registered office{{else}}with place of business{{endif}} at {{field::tenants.registered_office}}, tax code {{field::tenants.tax_code}}, VAT number {{field::tenants.vat_number}}{{if::not empty(representative)}}, represented by {{field::tenants.representative}}, duly authorised{{endif}},{{endeach}}</p><p>(hereinafter, {{if::${several}}}jointly, {{endif}}${T}).</p>`;
const disputes = disputesClauseEn({
  act: "Lease",
  mediation: true,
  court: "The court of the place where the Premises are located has exclusive jurisdiction.",
  more: `Clauses contrary to Law No. 392/1978 are void under Article 79 and replaced by the statutory rules. ${italianVersionPrevailsEn("Lease")}`,
});
// Place and date; a signature line for the Landlord and for each tenant.
const signatures = signatureBlockEn({
  signers: [],
  help: { date: "Registration is due within thirty days." },
});
const signatureLines = `<p>The Landlord ______________________</p><p>{{each::tenants}}${Tc} ______________________ ({{field::tenants.name}}){{endeach}}</p>`;
const approvals = `<p>Under Articles 1341 and 1342 of the Italian Civil Code, the Parties specifically approve clauses {{ref::use}} (use), {{ref::withdrawal}} (withdrawal), {{ref::repairs}} (repairs){{if::${several}}}, {{ref::sublease}} (sublease and assignment) and {{ref::joint}} (joint and several liability){{else}} and {{ref::sublease}} (sublease and assignment){{endif}}.</p>`;

export const commercialLeaseEn: SeedTemplate = {
  key: "commercial-lease-en",
  title: "Commercial Lease Agreement (Italian law, 6+6 years)",
  language: "en",
  module: "civil_commercial",
  categories: ["locazioni-commerciali"],
  keywords: [
    "commercial lease",
    "business premises",
    "shop lease",
    "office lease",
    "Italian lease law",
    "goodwill indemnity",
    "locazione commerciale in inglese",
    "english",
  ],
  discipline: [
    "<h2>Purpose and scope</h2>",
    "<p>This template is an English-language lease of business premises in Italy (shop, office, workshop, warehouse), governed by Italian law. It mirrors the Italian template «Contratto di locazione ad uso diverso dall'abitativo (6+6)» field by field, for foreign landlords or tenants. Keep an Italian version: the contract is registered with the Italian Revenue Agency, and Italian courts have exclusive jurisdiction over leases of Italian property.</p>",
    "<h2>Mandatory rules (Law No. 392 of 27 July 1978)</h2>",
    "<ul>",
    "<li><strong>Duration</strong>: at least six years for commercial, industrial, craft, tourism and professional use, nine years for hotels; a shorter term is replaced by the statutory one (Article 27). The lease renews for the same period unless notice is given by registered letter at least twelve months (eighteen for hotels) before expiry; at the first expiry the landlord may refuse renewal only on the grounds listed in Article 29 (Article 28).</li>",
    "<li><strong>Tenant's withdrawal</strong>: always allowed for serious reasons with six months' notice; at any time only if agreed (Article 27, seventh and eighth paragraphs).</li>",
    "<li><strong>Rent review</strong>: only if agreed and on the landlord's request, up to 75% of the annual change in the ISTAT FOI consumer price index; full indexation only if the agreed term exceeds the statutory minimum (Article 32).</li>",
    "<li><strong>Goodwill indemnity and pre-emption</strong>: where the premises are open to the public, a tenant whose lease ends other than by its own default or notice is entitled to eighteen months' rent (twenty-one for hotels), and has a right of pre-emption if the premises are sold (Articles 34, 38-40). These rights cannot be waived in advance (Article 79).</li>",
    "<li><strong>Sublease and assignment</strong>: allowed without the landlord's consent only together with the lease or sale of the tenant's business, by registered notice; the landlord may object for serious reasons within thirty days (Article 36).</li>",
    "<li><strong>Deposit</strong>: at most three months' rent, bearing statutory interest paid to the tenant yearly (Article 11).</li>",
    "</ul>",
    "<h2>Several tenants</h2>",
    "<p>Partners or group companies often take business premises together. Each tenant is named and signs; the text agrees with them (“the Tenant declares”, “the Tenants declare”) and, with more than one, adds a clause of joint and several liability: co-debtors are presumed jointly liable (Article 1294 of the Civil Code), and saying so expressly prevents disputes over the whole rent (Article 1292). Notice of withdrawal must then come from all of them. The deposit clause is left out when no deposit is agreed.</p>",
    "<h2>Registration and tax</h2>",
    "<p>The lease must be registered within thirty days (Article 17 of Presidential Decree No. 131 of 26 April 1986): registration tax of 2% of the annual rent if the landlord is a private individual, 1% for business premises let by a VAT-registered landlord; costs are shared equally (Article 8 of Law No. 392/1978). The contract must state that the tenant has received the energy performance certificate (Article 6 of Legislative Decree No. 192 of 19 August 2005). Disputes require prior mediation (Article 5 of Legislative Decree No. 28 of 4 March 2010) and fall within the exclusive jurisdiction of the court where the premises are located (Articles 21 and 447-bis of the Code of Civil Procedure).</p>",
  ].join(""),
  body: [
    "<h1>Commercial Lease Agreement</h1>",
    `<p>This Commercial Lease Agreement (the “Lease”) is entered into between ${landlord.identification},</p>`,
    "<p>and</p>",
    tenantsHeading,
    "<ol>",
    `<li><p><strong>Premises.</strong> The Landlord leases to ${T} the premises located in {{field::premises_town}}, {{field::premises_address}}, consisting of {{field::premises_description}}, registered with the Land Registry as follows: {{field::premises_cadastral_data}} (the “Premises”).</p></li>`,
    `<li data-clause="use"><p><strong>Use.</strong> The Premises are leased exclusively for the following business: {{field::business}}, which ${T} ${v("declares", "declare")} {{field::public_contact}}. Any change of use requires the Landlord's written consent; unauthorised changes entitle the Landlord to terminate the Lease under Article 80 of Law No. 392 of 27 July 1978.</p></li>`,
    "<li><p><strong>Term.</strong> The Lease runs from {{field::start_date}}; its first term expires on {{field::first_expiry_date}}. It {{field::term_regime}}</p></li>",
    `<li data-clause="withdrawal"><p><strong>Withdrawal.</strong> ${Tc} may withdraw from the Lease {{field::tenant_withdrawal}}, by registered letter or certified e-mail (PEC) giving at least six months' notice.{{if::${several}}} Notice of withdrawal must be given by all the Tenants together.{{endif}}</p></li>`,
    `<li><p><strong>Rent.</strong> The annual rent is EUR {{field::annual_rent}}, plus VAT where due, payable in advance in {{field::rent_instalments}} instalments by bank transfer, within the fifth day of each period. Rent may not be withheld or reduced on account of any claim ${Tof}.</p></li>`,
    "<li><p><strong>Rent review.</strong> From the second year, upon the Landlord's written request, the rent is adjusted yearly by {{field::indexation_rate}} of the change in the ISTAT consumer price index for blue- and white-collar households (FOI) over the previous twelve months (Article 32 of Law No. 392/1978).</p></li>",
    `{{if::not empty(security_deposit)}}<li><p><strong>Deposit.</strong> ${Tc} ${v("pays", "pay")} a security deposit of EUR {{field::security_deposit}}, not exceeding three months' rent, which bears statutory interest paid yearly and is returned at the end of the Lease after inspection of the Premises (Articles 11 and 41 of Law No. 392/1978).</p></li>{{endif}}`,
    `<li data-clause="repairs"><p><strong>Service charges and repairs.</strong> Service charges under Article 9 of Law No. 392/1978 and minor repairs (Article 1609 of the Civil Code) are borne by ${T}; structural and extraordinary repairs by the Landlord (Articles 1575 and 1576).</p></li>`,
    `<li data-clause="sublease"><p><strong>Sublease and assignment.</strong> Sublease and assignment are prohibited, except together with the lease or sale of the business ${Tof} under Article 36 of Law No. 392/1978.</p></li>`,
    `<li><p><strong>Statutory rights.</strong> The rights ${Tof} to the goodwill indemnity, pre-emption and redemption under Articles 34, 38, 39 and 40 of Law No. 392/1978 apply where their conditions are met and cannot be waived in advance.</p></li>`,
    `{{if::${several}}}<li data-clause="joint"><p><strong>Joint and several liability.</strong> The Tenants are jointly and severally liable for the rent, the service charges and every other obligation under this Lease (Articles 1292 and 1294 of the Italian Civil Code): the Landlord may claim the whole from any of them. A notice received by one of the Tenants is effective against all of them.</p></li>{{endif}}`,
    `<li><p><strong>Condition and energy certificate.</strong> ${Tc} ${v("has", "have")} inspected the Premises and found them fit for the agreed use, and ${v("acknowledges", "acknowledge")} receipt of the information and documents on the energy performance of the Premises, including the certificate (class {{field::energy_class}}).</p></li>`,
    `<li><p><strong>Registration and tax.</strong> The Landlord registers the Lease within thirty days. For tax purposes the Landlord declares that the Lease is {{field::vat_regime}}. Registration tax is shared equally; stamp duty is borne by ${T} (Article 8 of Law No. 392/1978).</p></li>`,
    disputes.clause,
    "</ol>",
    signatures.html,
    signatureLines,
    approvals,
    signatureLines,
  ].join(""),
  fields: [
    ...landlord.fields,
    tenantsField,
    {
      slug: "premises_town",
      label: "Town of the premises",
      type: "text",
      help: "The town where the premises are located: its court has jurisdiction.",
      required: true,
      field_set: "Premises",
    },
    {
      slug: "premises_address",
      label: "Address of the premises",
      type: "text",
      help: "Street, number, floor and unit.",
      required: true,
      field_set: "Premises",
    },
    {
      slug: "premises_description",
      label: "Description",
      type: "textarea",
      help: "Rooms, shop windows, storage and parking included.",
      required: true,
      field_set: "Premises",
      attributes: { rows: 3 },
    },
    {
      slug: "premises_cadastral_data",
      label: "Cadastral data",
      type: "text",
      help: "Sheet, parcel, sub-unit, category (e.g. C/1 shops, A/10 offices) and cadastral income.",
      required: true,
      field_set: "Premises",
    },
    {
      slug: "energy_class",
      label: "Energy class",
      type: "text",
      help: "The class shown in the energy performance certificate.",
      required: true,
      field_set: "Premises",
    },
    {
      slug: "business",
      label: "Business carried on",
      type: "text",
      help: "Describe the business precisely: it determines the minimum term, the goodwill indemnity and pre-emption.",
      required: true,
      field_set: "Use and term",
    },
    {
      slug: "public_contact",
      label: "Contact with the public",
      type: "select",
      help: "Goodwill indemnity and pre-emption apply only to businesses in direct contact with the public (Articles 34, 35 and 38).",
      required: true,
      field_set: "Use and term",
      attributes: {
        options: [
          { value: "yes", label: "to involve direct contact with the public of users and consumers" },
          {
            value: "no",
            label:
              "not to involve direct contact with the public of users and consumers, within the meaning of Article 35 of Law No. 392/1978",
          },
        ],
      },
    },
    {
      slug: "start_date",
      label: "Start date",
      type: "date",
      help: "The day the Lease and rent start, usually the handover.",
      required: true,
      field_set: "Use and term",
    },
    {
      slug: "first_expiry_date",
      label: "First expiry date",
      type: "date",
      help: "Six years (nine for hotels) after the start, the day before the anniversary; notice must be given twelve (eighteen) months earlier.",
      required: true,
      field_set: "Use and term",
      deadline: {
        label_it: "Prima scadenza della locazione commerciale",
        label_en: "First expiry of the commercial lease",
        reminder: 10080,
      },
    },
    {
      slug: "term_regime",
      label: "Term",
      type: "select",
      help: "Six years for most businesses, nine for hotels (Article 27).",
      required: true,
      field_set: "Use and term",
      attributes: {
        options: [
          {
            value: "six",
            label:
              "has a term of six years and renews for six more unless either Party gives notice by registered letter at least twelve months before expiry (Article 28 of Law No. 392/1978).",
          },
          {
            value: "nine",
            label:
              "has a term of nine years, the Premises being used as a hotel, and renews for nine more unless either Party gives notice by registered letter at least eighteen months before expiry (Article 28 of Law No. 392/1978).",
          },
        ],
      },
    },
    {
      slug: "tenant_withdrawal",
      label: "Tenant's withdrawal",
      type: "select",
      help: "Serious reasons always allow withdrawal; free withdrawal only if agreed (Article 27).",
      required: true,
      field_set: "Use and term",
      attributes: {
        options: [
          {
            value: "serious",
            label: "only for serious reasons, under Article 27, eighth paragraph, of Law No. 392/1978",
          },
          {
            value: "free",
            label: "at any time, as allowed by Article 27, seventh paragraph, of Law No. 392/1978",
          },
        ],
      },
    },
    {
      slug: "annual_rent",
      label: "Annual rent (EUR)",
      type: "currency",
      help: "Net of VAT: the basis of registration tax and indexation.",
      required: true,
      field_set: "Rent",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "rent_instalments",
      label: "Rent instalments",
      type: "select",
      help: "How often rent is paid, always in advance.",
      required: true,
      field_set: "Rent",
      attributes: {
        options: [
          { value: "monthly", label: "monthly" },
          { value: "quarterly", label: "quarterly" },
        ],
      },
    },
    {
      slug: "indexation_rate",
      label: "Indexation",
      type: "select",
      help: "75% is the maximum for leases of the statutory minimum term (Article 32).",
      required: true,
      field_set: "Rent",
      attributes: {
        options: [
          { value: "75", label: "75%" },
          { value: "100", label: "100%" },
        ],
      },
    },
    {
      slug: "security_deposit",
      label: "Security deposit (EUR)",
      type: "currency",
      help: "At most three months' rent (Articles 11 and 41). Leave empty if no deposit is agreed: the clause is then left out.",
      field_set: "Rent",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "vat_regime",
      label: "VAT regime",
      type: "select",
      help: "A private landlord charges no VAT; a VAT-registered landlord leases exempt or, for business premises, may opt for VAT.",
      required: true,
      field_set: "Rent",
      attributes: {
        options: [
          {
            value: "outside",
            label: "outside the scope of VAT, the Landlord not acting in the course of business",
          },
          {
            value: "exempt",
            label: "exempt from VAT under Article 10(1)(8) of Presidential Decree No. 633 of 26 October 1972",
          },
          {
            value: "taxable",
            label:
              "subject to VAT, by the option exercised in this Lease under Article 10(1)(8) of Presidential Decree No. 633 of 26 October 1972",
          },
        ],
      },
    },
    ...signatures.fields,
  ],
  notes: [],
  parties: [landlord.party, tenantsParty],
};
