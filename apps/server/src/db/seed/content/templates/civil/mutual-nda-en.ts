import { amendmentsInWritingEn, signatureBlockEn } from "../../shared/clauses-en";
import { oneOrMore } from "../../shared/number-agreement";
import { companyPartyEn } from "../../shared/parties-en";
import type { SeedTemplate } from "../../types";

type SeedField = SeedTemplate["fields"][number];

/**
 * A party of the agreement: a company that may be foreign. The builder gives its role, name and
 * notice address; its country, its registration number (Italian or foreign, so free text), its
 * registered office and its signatory stay here, under the names (`_address`, `_signatory`) that the
 * agreement has always had, which the builder's (`_registered_office`, `_representative`) would change.
 */
function contractingParty(slug: string, term: string) {
  const of = `${term}:`;
  const piece = companyPartyEn({
    slug,
    term,
    of,
    omit: ["registered_office", "vat_number", "representative"],
    contacts: ["email"],
    required: { email: true },
    labels: { name: `${of} company name`, email: `${of} notice address` },
    help: {
      name: "Full legal name as shown in the company register.",
      email: "E-mail or certified e-mail (PEC) address for notices under the Agreement.",
    },
  });
  const field = (
    attribute: string,
    label: string,
    help: string,
    more: Partial<SeedField> = {},
  ): SeedField => ({
    slug: `${slug}_${attribute}`,
    label: `${of} ${label}`,
    type: "text",
    help,
    required: true,
    field_set: piece.party.field_set,
    ...more,
  });
  return {
    party: piece.party,
    fields: [
      ...piece.fields,
      field(
        "jurisdiction",
        "country of incorporation",
        "Country (or state) under whose laws the party is incorporated, e.g. Italy, Germany, the State of Delaware (USA).",
      ),
      field("address", "registered office", "Full address of the registered office."),
      field(
        "registration",
        "registration or VAT number",
        "Company register number or VAT number (for Italian companies, the 11-digit partita IVA).",
        { validators: [{ name: "maxLength", value: 40 }] },
      ),
      field(
        "signatory",
        "signatory",
        "Name and title of the person signing (e.g. Managing Director); check their powers in the company register or a power of attorney, and ask for evidence of signing authority if the party is foreign.",
      ),
    ],
    identification: `<strong>{{field::${slug}_name}}</strong>, a company incorporated under the laws of {{field::${slug}_jurisdiction}}, having its registered office at {{field::${slug}_address}}, company registration or VAT number {{field::${slug}_registration}}, represented by {{field::${slug}_signatory}}, duly authorised (the "${term}")`,
  };
}

const first = contractingParty("first_party", "First Party");
const second = contractingParty("second_party", "Second Party");
const signatures = signatureBlockEn({
  signers: ["For the First Party", "For the Second Party"],
  approvals:
    "6 (no warranty), 9 (term), 10 (penalty), 13 (restriction on assignment) and 14 (exclusive jurisdiction){{note::note_specific_approval}}",
  place: "place_of_signing",
  fieldSet: "Signature",
  help: {
    place:
      "City where the Agreement is signed; for remote electronic signature, the place of the last signature.",
  },
  required: { place: false },
});

export const mutualNdaEn: SeedTemplate = {
  key: "mutual-nda-en",
  title: "Non-Disclosure Agreement, mutual or one-way (Italian law)",
  language: "en",
  module: "civil_commercial",
  categories: ["riservatezza"],
  keywords: [
    "NDA",
    "confidentiality agreement",
    "mutual NDA",
    "trade secrets",
    "confidential information",
    "know-how",
    "due diligence",
    "penalty clause",
    "international negotiations",
    "foreign counterparty",
    "accordo di riservatezza in inglese",
  ],
  discipline: `<h2>Mutual or one-way</h2>
<p>The template is mutual or one-way, as chosen. Mutual: each party discloses and each is bound as recipient. Where only one side discloses (a supplier shown a customer's specifications, an investor shown a target's data room), choose the one-way version: the text then binds only the Second Party as Receiving Party, and only it owes the penalty under Article 1382 of the Civil Code. The numbering of the clauses does not change, so the specific approvals under Articles 1341 and 1342 keep their numbers.</p>
<h2>Legal sources</h2>
<p>Under Italian law a non-disclosure agreement is an atypical contract, valid insofar as it pursues interests worthy of protection (<strong>Article 1322(2) of the Italian Civil Code</strong>) and binding on the parties with the force of law (<strong>Article 1372</strong>). It supplements the statutory protection of <strong>trade secrets</strong> under <strong>Articles 98 and 99 of Legislative Decree No. 30 of 10 February 2005</strong> (Industrial Property Code, "IPC"), as amended by Legislative Decree No. 63 of 11 May 2018 implementing Directive (EU) 2016/943, the rules on unfair competition (<strong>Article 2598(3) of the Civil Code</strong>) and the criminal offence of disclosure of scientific or commercial secrets (<strong>Article 623 of the Criminal Code</strong>). During negotiations the parties must in any event act in good faith (<strong>Article 1337 of the Civil Code</strong>).</p>
<h2>When to use this template</h2>
<p>Use it when an Italian business and a counterparty (often a foreign one) will both disclose confidential information in order to evaluate a transaction: a supply or distribution deal, a technology collaboration, a joint venture, an investment or an acquisition. It is drafted in English for international negotiations but is governed by Italian law, so that Italian remedies, including the penalty clause, apply as intended. If only one party will disclose information, or if both parties are Italian, the Italian template "Accordo di riservatezza (NDA) unilaterale o reciproco" is usually preferable.</p>
<h2>Why a written agreement matters</h2>
<p>Statutory protection under Article 98 IPC covers only information that is secret, has commercial value because it is secret, and has been subject to <strong>reasonable steps</strong> by its holder to keep it secret. A written NDA is both one of those reasonable steps and an independent source of contractual obligations: it also protects information that does not qualify as a trade secret (for example the existence of the negotiations, prices and customer data).</p>
<h2>Key clauses</h2>
<ul>
<li><strong>Definition and exclusions</strong>: broad but determinable definition of Confidential Information, covering oral disclosures; standard exclusions (public domain, prior lawful possession, independent development, disclosure by unbound third parties), with the burden of proof on the Receiving Party.</li>
<li><strong>Representatives</strong>: the Receiving Party answers for its employees, advisers and affiliates under <strong>Article 1381 of the Civil Code</strong> (promise of the act of a third party).</li>
<li><strong>Term</strong>: confidentiality obligations should survive the end of the discussions for a period proportionate to the useful life of the information (typically two to five years); trade secrets remain protected by law for as long as they meet the requirements of Article 98 IPC.</li>
<li><strong>Penalty clause</strong>: under <strong>Article 1382 of the Civil Code</strong> the agreed penalty is due irrespective of proof of loss and, unless the parties provide otherwise, limits compensation to the penalty; the template expressly preserves the right to claim further damages. A court may reduce a manifestly excessive penalty (<strong>Article 1384</strong>), so the amount should be proportionate. This differs from common-law jurisdictions, where penalty clauses may be unenforceable.</li>
<li><strong>Interim relief</strong>: breach of trade secrets allows urgent applications for description, seizure and injunctions (Articles 129 and 131 IPC) and, on the merits, corrective measures and a permanent injunction (Article 124 IPC).</li>
</ul>
<h2>Governing law and jurisdiction</h2>
<p>The choice of Italian law is effective under <strong>Article 3 of Regulation (EC) No 593/2008</strong> (Rome I). A choice of the courts of an EU Member State is governed by <strong>Article 25 of Regulation (EU) No 1215/2012</strong> (Brussels I recast) and must be made in writing or evidenced in writing; electronic communications providing a durable record are equivalent to writing. Disputes concerning trade secrets fall within the jurisdiction of the <strong>specialised business sections</strong> of Italian courts (Article 134 IPC and Article 3 of Legislative Decree No. 168 of 27 June 2003): choose a city where such a section sits. If the counterparty is outside the EU, check whether an Italian judgment would be enforceable in its country; international arbitration may be a better option.</p>
<h2>Formalities and taxes</h2>
<p>Under Italian law, standard terms drafted by one party that limit liability, restrict freedom to contract with third parties or derogate from court jurisdiction must be specifically approved in writing (<strong>Articles 1341 and 1342 of the Civil Code</strong>); the template includes the specific approval clause as a precaution. The agreement has no monetary consideration and is subject to registration only in case of use, at a fixed rate; stamp duty on private deeds may apply under Presidential Decree No. 642 of 26 October 1972. If the agreement must ever be filed with an Italian court or the tax office, a translation into Italian will be required.</p>
<h2>Common mistakes</h2>
<ul>
<li>Importing common-law boilerplate (for example "equitable relief" or "liquidated damages" without a figure) that has no precise meaning under Italian law.</li>
<li>Choosing a court that has no specialised business section.</li>
<li>Setting a disproportionate penalty, exposed to judicial reduction.</li>
<li>Forgetting the return or destruction of information when negotiations end.</li>
</ul>`,
  body: `<h1>{{if::nda_type == "one_way"}}Non-Disclosure Agreement{{else}}Mutual Non-Disclosure Agreement{{endif}}</h1>
<p>This {{if::nda_type == "one_way"}}Non-Disclosure Agreement{{else}}Mutual Non-Disclosure Agreement{{endif}} (the "Agreement") is made with effect from {{field::effective_date}} by and between:</p>
<p>${first.identification};</p>
<p>and</p>
<p>${second.identification},</p>
<p>each a "Party" and together the "Parties".</p>
<h2>Recitals</h2>
<ul>
<li>The Parties wish to evaluate the following possible business relationship or transaction: {{field::purpose}} (the "Purpose").</li>
<li>For the Purpose, {{if::nda_type == "one_way"}}the First Party expects to disclose to the Second Party information of a confidential nature, which the Parties intend to protect{{else}}each Party expects to disclose to the other information of a confidential nature, which both Parties intend to protect{{endif}}, also as a reasonable step within the meaning of Article 98 of Italian Legislative Decree No. 30 of 10 February 2005 (the "Industrial Property Code").</li>
</ul>
<p>Now, therefore, the Parties agree as follows.</p>
<ol>
<li><p><strong>Definitions.</strong> In this Agreement: (a) "Confidential Information" means all information, data, documents, know-how, designs, samples, software, and technical, commercial and financial information, including trade secrets within the meaning of Articles 98 and 99 of the Industrial Property Code, disclosed by or on behalf of {{if::nda_type == "one_way"}}the First Party (the "Disclosing Party") to the Second Party (the "Receiving Party"){{else}}a Party (the "Disclosing Party") to the other Party (the "Receiving Party"){{endif}} in connection with the Purpose, in any form, whether written, oral, electronic or visual, including in particular: {{field::information_categories}}; (b) "Representatives" means the directors, officers, employees, professional advisers and affiliated companies of a Party who need to know the Confidential Information for the Purpose. The existence and content of the discussions between the Parties and of this Agreement are also Confidential Information.{{note::note_trade_secrets}}</p></li>
<li><p><strong>Obligations of the Receiving Party.</strong> {{if::nda_type == "one_way"}}The Receiving Party{{else}}Each Party, as Receiving Party,{{endif}} shall: (a) use the Confidential Information solely for the Purpose; (b) not disclose it to any third party except as permitted by Clause 3; (c) protect it with at least the same degree of care it uses for its own confidential information, and in any case with reasonable security measures; (d) not copy it except as strictly necessary for the Purpose; (e) not reverse engineer, decompile or analyse any samples, prototypes or software received in order to determine their composition or operation; and (f) promptly notify the Disclosing Party of any unauthorised use or disclosure of which it becomes aware and cooperate to mitigate its effects.</p></li>
<li><p><strong>Representatives.</strong> The Receiving Party may disclose Confidential Information to its Representatives who need to know it for the Purpose, provided that they are informed of its confidential nature and are bound by confidentiality obligations no less protective than those set out in this Agreement. The Receiving Party shall be liable for any breach by its Representatives pursuant to Article 1381 of the Italian Civil Code.</p></li>
<li><p><strong>Exclusions.</strong> The obligations under this Agreement shall not apply to information which the Receiving Party can demonstrate: (a) is or becomes publicly available other than through a breach by the Receiving Party or its Representatives; (b) was lawfully in its possession, free of any obligation of confidence, before disclosure, as shown by written records; (c) was lawfully received from a third party not bound by any obligation of confidence; or (d) was independently developed without use of the Confidential Information.</p></li>
<li><p><strong>Disclosure required by law.</strong> If the Receiving Party is required by law, regulation or order of a judicial or administrative authority to disclose any Confidential Information, it shall, where legally permitted, give the Disclosing Party prompt prior notice so that it may seek protective measures, and shall disclose only the portion of the Confidential Information that is legally required.</p></li>
<li><p><strong>Ownership and no warranty.</strong> All Confidential Information remains the property of the Disclosing Party. Nothing in this Agreement grants the Receiving Party any licence or right under any patent, trade mark, copyright, trade secret or other intellectual or industrial property right of the Disclosing Party. Confidential Information is provided "as is": save in the case of wilful misconduct or gross negligence (Article 1229 of the Italian Civil Code), the Disclosing Party gives no warranty as to its accuracy or completeness.</p></li>
<li><p><strong>Return or destruction.</strong> Upon written request of the Disclosing Party, and in any case when the discussions end, the Receiving Party shall within fifteen days return or destroy all Confidential Information and copies thereof and confirm this in writing. The Receiving Party may retain copies that it is required to keep by law and copies held in automatic back-up systems not accessible in the ordinary course of business, which shall remain subject to this Agreement.</p></li>
<li><p><strong>No obligation to proceed.</strong> This Agreement does not oblige either Party to enter into any further agreement relating to the Purpose. Each Party may terminate the discussions at any time, in compliance with the duty of good faith under Article 1337 of the Italian Civil Code.</p></li>
<li><p><strong>Term.</strong> This Agreement applies to Confidential Information disclosed during a period of ${oneOrMore("disclosure_period", "one month", "{{field::disclosure_period}} months")} from the date stated above. The obligations of confidentiality and non-use shall survive for ${oneOrMore("survival_years", "one year", "{{field::survival_years}} years")} from the end of that period or from the earlier termination of the discussions and, for information qualifying as a trade secret under Article 98 of the Industrial Property Code, for as long as it retains that status.</p></li>
<li><p><strong>Penalty and remedies.</strong> For each breach of this Agreement, {{if::nda_type == "one_way"}}the Receiving Party shall pay the Disclosing Party{{else}}the breaching Party shall pay the other Party{{endif}}, as a penalty pursuant to Article 1382 of the Italian Civil Code, the sum of EUR {{field::penalty_amount}}, without prejudice to the right to claim compensation for further damage. The Disclosing Party may also apply to the competent court for injunctions and other interim or urgent measures available under the law, including those under Articles 124, 129 and 131 of the Industrial Property Code.{{note::note_penalty}}</p></li>
<li><p><strong>Personal data.</strong> Where Confidential Information contains personal data, each Party shall process such data as an independent controller in compliance with Regulation (EU) 2016/679 (GDPR) and applicable national law, limiting disclosure to the data strictly necessary for the Purpose.</p></li>
<li><p><strong>Notices.</strong> Notices under this Agreement shall be in writing and sent by e-mail with acknowledgment of receipt, certified e-mail (PEC) or courier to the following addresses: for the First Party, {{field::first_party_email}}; for the Second Party, {{field::second_party_email}}; or to such other address as a Party may notify in writing.</p></li>
<li><p><strong>General provisions.</strong> This Agreement constitutes the entire agreement between the Parties on its subject matter and supersedes any prior understanding. ${amendmentsInWritingEn("Agreement")} Neither Party may assign this Agreement without the prior written consent of the other. If any provision is held invalid, the remaining provisions shall continue in full force. No failure or delay in exercising any right shall operate as a waiver. This Agreement may be signed in counterparts and by qualified electronic signature under Regulation (EU) No 910/2014. This Agreement is drawn up in English, which shall prevail over any translation.</p></li>
<li><p><strong>Governing law and jurisdiction.</strong> This Agreement and, to the extent permitted by Regulation (EC) No 864/2007, any non-contractual obligations arising out of or in connection with it are governed by the laws of the Republic of Italy. The courts of {{field::court}}, Italy, shall have exclusive jurisdiction over any dispute arising out of or in connection with this Agreement, including its validity, interpretation and performance, without prejudice to the competence of the specialised business sections where provided by law.{{note::note_jurisdiction}}</p></li>
</ol>
${signatures.html}`,
  fields: [
    ...first.fields,
    ...second.fields,
    {
      slug: "effective_date",
      label: "Effective date",
      type: "date",
      help: "Usually the signing date; if information has already been exchanged, use the date of the first disclosure so that it is covered.",
      required: true,
      field_set: "Purpose and term",
    },
    {
      slug: "nda_type",
      label: "Mutual or one-way",
      type: "select",
      help: "Mutual: both parties disclose and each is bound as recipient. One-way: only the First Party discloses, and only the Second Party is bound; choose it when the information flows one way, so that the disclosing party takes on no obligations it does not need.",
      required: true,
      field_set: "Purpose and term",
      attributes: {
        options: [
          { value: "mutual", label: "Mutual: both Parties disclose" },
          { value: "one_way", label: "One-way: only the First Party discloses" },
        ],
      },
    },
    {
      slug: "purpose",
      label: "Purpose",
      type: "textarea",
      help: "The transaction or collaboration being evaluated (e.g. a possible distribution agreement for the First Party's products in Germany). The Purpose limits the permitted use of the information.",
      required: true,
      field_set: "Purpose and term",
      attributes: { rows: 3 },
    },
    {
      slug: "information_categories",
      label: "Categories of information",
      type: "textarea",
      help: "Examples of the information expected to be exchanged (technical drawings, price lists, customer data, source code, business plans). The list is illustrative and does not narrow the general definition.",
      field_set: "Purpose and term",
      attributes: { rows: 3 },
    },
    {
      slug: "disclosure_period",
      label: "Disclosure period (months)",
      type: "number",
      help: "Number of months during which disclosures are covered (e.g. 12).",
      required: true,
      field_set: "Purpose and term",
      attributes: { min: 1 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "survival_years",
      label: "Survival of obligations (years)",
      type: "number",
      help: "Years for which the obligations survive after the disclosure period, typically 2 to 5, proportionate to the useful life of the information.",
      required: true,
      field_set: "Purpose and term",
      attributes: { min: 1, max: 10 },
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "penalty_amount",
      label: "Penalty per breach (EUR)",
      type: "currency",
      help: "Amount due for each breach without proof of loss (Art. 1382 Italian Civil Code); an Italian court may reduce a manifestly excessive penalty (Art. 1384).",
      required: true,
      field_set: "Purpose and term",
      validators: [{ name: "numberPositive" }],
    },
    {
      slug: "court",
      label: "Competent court (city)",
      type: "text",
      help: "Italian city whose courts have exclusive jurisdiction; prefer a city with a specialised business section (e.g. Milan, Rome, Turin, Bologna).",
      required: true,
      field_set: "Signature",
    },
    ...signatures.fields,
  ],
  notes: [
    {
      slug: "note_trade_secrets",
      label: "Marking confidential information",
      help: "To evidence the 'reasonable steps' required by Article 98 IPC, mark documents as confidential, keep a log of what is disclosed and to whom, and confirm oral disclosures in writing.",
    },
    {
      slug: "note_penalty",
      label: "Penalty clause under Italian law",
      help: "Unlike in many common-law systems, a penalty clause is fully enforceable in Italy: it is due without proof of loss, and the words 'without prejudice to further damage' allow a higher claim if proven. Set an amount proportionate to the value of the information to avoid judicial reduction under Article 1384.",
    },
    {
      slug: "note_jurisdiction",
      label: "Jurisdiction and enforcement",
      help: "Within the EU, an Italian judgment circulates under Regulation (EU) No 1215/2012. If the counterparty is based outside the EU, check enforceability in its country or consider an arbitration clause (e.g. under the rules of the Milan Chamber of Arbitration).",
    },
    {
      slug: "note_specific_approval",
      label: "Specific approval clause",
      help: "Articles 1341 and 1342 apply only to standard terms drafted by one party, but Italian practice includes a separate signature approving onerous clauses as a precaution. It must be signed separately: a single signature at the end of the document is not enough.",
    },
  ],
  parties: [first.party, second.party],
};
