import type { SeedTemplate } from "../types";

type SeedField = SeedTemplate["fields"][number];

/**
 * The clauses that recur across the English templates, written once: the English counterpart of
 * clauses.ts. The English contracts often gather several of them under one heading («Information,
 * data protection and final provisions»), so besides whole clauses (`<li>…</li>`) some are single
 * sentences, for the template to place in its own clause.
 */

/** Amendments in writing, for the contract's defined term: «Contract», «Agreement». */
export const amendmentsInWritingEn = (act: string) => `Any amendment to this ${act} must be made in writing.`;

/** Where the parties also sign an Italian version: the Italian one prevails. */
export const italianVersionPrevailsEn = (act: string) =>
  `If this ${act} is also signed in Italian, the Italian version prevails in case of discrepancy.`;

/**
 * The employer's information duties (Article 1 of Legislative Decree No. 152/1997): the contract,
 * the collective agreement (as the contract names it: «the CCNL») and the hiring notice give them.
 */
export const employmentInformationEn = (ccnl: string) =>
  `This Contract, together with ${ccnl} and a copy of the mandatory notice of hiring, provides the information required by Article 1 of Legislative Decree No. 152 of 26 May 1997; any information not contained herein shall be provided in writing within the time limits set out in that provision.`;

/** The employee's personal data, processed by the employer under the notice of Article 13 GDPR. */
export const employeeDataEn =
  "The Employer processes the Employee's personal data for the purposes of managing the employment relationship and complying with legal obligations, in accordance with Regulation (EU) 2016/679 and Legislative Decree No. 196 of 30 June 2003, as set out in the privacy notice under Article 13 of the Regulation delivered to the Employee.";

/**
 * After the signatures of a hiring contract: the employee acknowledges receipt of a copy signed by
 * both parties before work starts (Article 1 of Legislative Decree No. 152/1997; for a fixed term,
 * Article 19(4) of Legislative Decree No. 81/2015) and approves the probation clause in writing, as
 * Article 2096 of the Civil Code requires.
 */
export const employeeReceiptEn = (probationClause: number) =>
  `<p>The Employee acknowledges receipt, before the start of work, of a copy of this Contract signed by both Parties and specifically approves the probationary period clause (clause ${probationClause}).</p><p>The Employee ______________________</p>`;

/**
 * Employment disputes: Italian law, and the labour court that Article 413 of the Code of Civil
 * Procedure designates (the parties cannot choose another), besides the conciliation and
 * arbitration of the law and of the collective agreement (as the contract names it).
 */
export const employmentDisputesEn = (ccnl: string) =>
  `This Contract is governed by Italian law. Any dispute arising out of or in connection with it falls within the jurisdiction of the Italian labour court territorially competent under Article 413 of the Code of Civil Procedure, without prejudice to the conciliation and arbitration procedures provided for by law and by ${ccnl}.`;

/**
 * Italian law and disputes: mediation first where the law makes it a condition of the claim
 * (Article 5 of Legislative Decree No. 28/2010: leases among others), then the court. `forum` is
 * the field of the agreed court, which does not bind a consumer; without it `court` says which
 * court the law designates (leases: the place of the property, Article 447-bis c.p.c.). `more`: the
 * sentences the contract adds to the clause.
 */
export function disputesClauseEn(options: {
  /** The contract's defined term: «Agreement», «Lease». */
  act: string;
  mediation: boolean;
  forum?: string;
  court?: string;
  more?: string;
  /** The group of the forum field, by default «Signing». */
  fieldSet?: string;
}): { clause: string; fields: SeedField[] } {
  const mediation = options.mediation
    ? "Any dispute is subject to prior mediation under Article 5 of Legislative Decree No. 28 of 4 March 2010, which is a precondition for court proceedings. "
    : "";
  const court = options.forum
    ? `The courts of {{field::${options.forum}}} have exclusive jurisdiction over any dispute arising out of or in connection with this ${options.act}, including its validity, interpretation, performance and termination, unless a Party acts as a consumer, in which case the court of that Party's residence or domicile has jurisdiction.`
    : (options.court ?? "");
  const fields: SeedField[] = options.forum
    ? [
        {
          slug: options.forum,
          label: "Competent court",
          type: "text",
          help: "The Italian city whose courts the Parties choose (Article 29 of the Code of Civil Procedure). The choice does not bind a consumer, for whom the court of his or her residence remains competent (Article 66-bis of Legislative Decree No. 206 of 6 September 2005).",
          required: true,
          field_set: options.fieldSet ?? "Signing",
        },
      ]
    : [];
  const title = options.mediation ? "Governing law and disputes" : "Governing law and jurisdiction";
  const more = options.more ? ` ${options.more}` : "";
  return {
    clause: `<li><p><strong>${title}.</strong> This ${options.act} is governed by Italian law. ${mediation}${court}${more}</p></li>`,
    fields,
  };
}

/**
 * Where and when the parties sign, a line for each signer and, when the contract holds clauses
 * that burden one party (Article 1341, second paragraph, of the Civil Code: limits of liability,
 * withdrawal, restrictions, choice of court), their specific approval signed again: by both
 * parties, or by the one party named in `approvedBy` (the client of a professional).
 */
export function signatureBlockEn(options: {
  signers: string[];
  /** "2 (use), 4 (withdrawal)": the clauses approved specifically. */
  approvals?: string;
  approvedBy?: { party: string; signer: string };
  place?: string;
  date?: string;
  /** The group of the place and date fields, by default «Signing». */
  fieldSet?: string;
  help?: { place?: string; date?: string };
  required?: { place?: boolean; date?: boolean };
}): { html: string; fields: SeedField[] } {
  const place = options.place ?? "signing_place";
  const date = options.date ?? "signing_date";
  const line = (signer: string) => `<p>${signer} ______________________</p>`;
  const lines = options.signers.map(line).join("");
  const approval = options.approvedBy
    ? `${options.approvedBy.party} specifically approves`
    : "the Parties specifically approve";
  const approvals = options.approvals
    ? `<p>Under Articles 1341 and 1342 of the Italian Civil Code, ${approval} clauses ${options.approvals}.</p>${options.approvedBy ? line(options.approvedBy.signer) : lines}`
    : "";
  const fieldSet = options.fieldSet ?? "Signing";
  return {
    html: `<p>{{field::${place}}}, {{field::${date}}}</p>${lines}${approvals}`,
    fields: [
      {
        slug: place,
        label: "Place of signing",
        type: "text",
        help: options.help?.place ?? "The town or city where the contract is signed.",
        required: options.required?.place ?? true,
        field_set: fieldSet,
      },
      {
        slug: date,
        label: "Date of signing",
        type: "date",
        help: options.help?.date ?? "The date the last Party signs.",
        required: options.required?.date ?? true,
        field_set: fieldSet,
      },
    ],
  };
}
