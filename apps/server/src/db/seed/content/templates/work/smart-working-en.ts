import { employeeDataEn, signatureBlockEn } from "../../shared/clauses-en";
import { employmentPartiesEn } from "../../shared/parties-en";
import type { SeedTemplate } from "../../types";

const { employer, employee } = employmentPartiesEn();
const signatures = signatureBlockEn({
  signers: ["The Employer", "The Employee"],
  help: { date: "Before the first smart working day." },
});

export const smartWorkingEn: SeedTemplate = {
  key: "smart-working-en",
  title: "Smart Working Agreement (Italian law)",
  language: "en",
  module: "work",
  categories: ["lavoro-agile"],
  keywords: [
    "smart working",
    "remote work",
    "hybrid work",
    "work from home",
    "right to disconnect",
    "lavoro agile in inglese",
    "english",
  ],
  discipline: [
    "<h2>Purpose and scope</h2>",
    "<p>This template is an English-language individual agreement for <em>lavoro agile</em> (smart working) with an employee working in Italy, governed by Italian law. It mirrors the Italian template «Accordo individuale di lavoro agile» field by field. Smart working is a way of performing salaried employment agreed by the parties, partly on the employer's premises and partly elsewhere without a fixed workstation, within the maximum daily and weekly working hours (Article 18 of Law No. 81 of 22 May 2017). It is not telework, which provides for a fixed remote workstation.</p>",
    "<h2>Mandatory content (Law No. 81/2017)</h2>",
    "<ul>",
    "<li>Written form, for administrative purposes and as evidence; how work outside the premises is performed and directed; rest periods and the technical and organisational measures that ensure the employee's <strong>right to disconnect</strong> (Article 19).</li>",
    "<li>Term: fixed or open-ended; an open-ended agreement may be terminated with at least thirty days' notice, ninety days for the employer's notice to a disabled employee under Law No. 68 of 12 March 1999; either party may withdraw without notice for a justified reason (Article 19).</li>",
    "<li>Control and discipline outside the premises, within Article 4 of Law No. 300 of 20 May 1970 (Article 21); equal pay and treatment and the right to training (Article 20); a written health and safety notice at least yearly (Article 22); insurance cover by INAIL, including commuting to the chosen place (Article 23).</li>",
    "<li>Priority for parents of children up to twelve or with disabilities, employees with serious disabilities and family carers; no retaliation against an employee who asks for smart working (Article 18(3-bis) and (3-ter)).</li>",
    "</ul>",
    "<h2>Compliance</h2>",
    "<p>The employer notifies the Ministry of Labour online of the names of the employees and the start and end dates of smart working (Article 23(1) of Law No. 81/2017, as amended by Decree-Law No. 73 of 21 June 2022, and Ministerial Decree No. 149 of 22 August 2022). The National Protocol on smart working in the private sector of 7 December 2021 and the applicable collective agreement may add rules.</p>",
  ].join(""),
  body: [
    "<h1>Smart Working Agreement</h1>",
    `<p>This Smart Working Agreement (the “Agreement”) is entered into between ${employer.identification},</p>`,
    "<p>and</p>",
    `<p>${employee.identification}, employed as {{field::job_title}}.</p>`,
    "<p>The Employee {{field::priority}}. The Parties agree as follows under Articles 18 to 23 of Law No. 81 of 22 May 2017.</p>",
    "<ol>",
    "<li><p><strong>Scope.</strong> From {{field::start_date}} the Employee performs his or her work partly on the Employer's premises and partly elsewhere, in smart working. The employment, duties, classification, pay and place of work, which remains {{field::place_of_work}}, are unchanged.</p></li>",
    "<li><p><strong>Term and withdrawal.</strong> This Agreement {{field::agreement_term}}.</p><p>End date, if the Agreement is for a fixed term: {{field::end_date}}.</p><p>Either Party may withdraw without notice for a justified reason, or before the end date if the Agreement is for a fixed term (Article 19(2) of Law No. 81/2017). When the Agreement ends, the Employee resumes working entirely on the premises.</p></li>",
    "<li><p><strong>Smart working days.</strong> Smart working takes place {{field::remote_days}}. For organisational needs the Employer may require attendance on a planned smart working day with at least twenty-four hours' notice.</p></li>",
    "<li><p><strong>Place.</strong> The Employee chooses the place of work outside the premises, provided that it ensures confidentiality, safety and a suitable connection: {{field::places}}.</p></li>",
    "<li><p><strong>Working time, availability and disconnection.</strong> On smart working days the Employee organises his or her working time within the maximum daily and weekly hours set by law and by the collective agreement, and is reachable during these hours: {{field::contact_hours}}. The Employee has the right to disconnect from devices and work platforms {{field::disconnection_hours}}, during breaks and on rest days, holidays and leave, without consequences for the employment or pay. Overtime on smart working days requires prior written authorisation.</p></li>",
    "<li><p><strong>Equipment and expenses.</strong> The Employer provides the following equipment: {{field::equipment}}, and is responsible for its safety and proper functioning (Article 18(2)). The Employee keeps it with care, uses it only for work in accordance with the Employer's instructions and policies, and promptly reports faults, losses and unauthorised access. As to connection and energy costs, {{field::expenses}}.</p></li>",
    "<li><p><strong>Direction, control and discipline.</strong> The Employer directs the work as it does on the premises, including by remote communication tools, and controls work performed outside the premises within Article 4 of Law No. 300 of 20 May 1970 and data protection law. In addition to the disciplinary code, unjustified unavailability during contact hours, use of company equipment by third parties and breaches of confidentiality on smart working days may give rise to disciplinary measures (Article 21).</p></li>",
    "<li><p><strong>Health and safety.</strong> The Employer delivers to the Employee, with this Agreement and at least yearly thereafter, a written notice of the general and specific risks of smart working (Article 22), receipt of which the Employee acknowledges. The Employee cooperates in the prevention measures. Accidents are covered by compulsory insurance as provided by Article 23.</p></li>",
    `<li><p><strong>Equal treatment, data protection and final provisions.</strong> The Employee is entitled to pay and treatment no less favourable than employees performing the same duties only on the premises, and to the same training and career opportunities (Article 20). ${employeeDataEn} This Agreement is governed by Italian law and supplemented by Law No. 81/2017, the applicable collective agreement and the National Protocol of 7 December 2021.</p></li>`,
    "</ol>",
    signatures.html,
  ].join(""),
  fields: [
    ...employer.fields,
    ...employee.fields,
    {
      slug: "job_title",
      label: "Job title",
      type: "text",
      help: "Job title and level, e.g. «senior analyst, level 1 of the commerce CCNL».",
      required: true,
      field_set: "Smart working",
    },
    {
      slug: "priority",
      label: "Statutory priority",
      type: "select",
      help: "Parents of children up to twelve or with disabilities, employees with serious disabilities and carers have priority (Article 18(3-bis)).",
      required: true,
      field_set: "Smart working",
      attributes: {
        options: [
          {
            value: "yes",
            label:
              "has requested smart working as a person entitled to priority under Article 18(3-bis) of Law No. 81/2017",
          },
          {
            value: "no",
            label: "has requested or accepted smart working for the parts of the work compatible with it",
          },
        ],
      },
    },
    {
      slug: "place_of_work",
      label: "Contractual place of work",
      type: "text",
      help: "The office of the employment contract, which smart working does not change.",
      required: true,
      field_set: "Smart working",
    },
    {
      slug: "start_date",
      label: "Start date",
      type: "date",
      help: "First smart working day: the Ministry of Labour must be notified.",
      required: true,
      field_set: "Smart working",
    },
    {
      slug: "agreement_term",
      label: "Term",
      type: "select",
      help: "An open-ended agreement may be ended with thirty days' notice (ninety for the employer's notice to a disabled employee).",
      required: true,
      field_set: "Smart working",
      attributes: {
        options: [
          {
            value: "open",
            label:
              "is open-ended: either Party may withdraw with at least thirty days' written notice, the Employer's notice being at least ninety days if the Employee is disabled under Article 1 of Law No. 68 of 12 March 1999",
          },
          {
            value: "fixed",
            label: "is for a fixed term and ends without notice on the end date stated below",
          },
        ],
      },
    },
    {
      slug: "end_date",
      label: "End date (fixed-term agreement)",
      type: "date",
      help: "Only for a fixed-term agreement; otherwise leave blank.",
      field_set: "Smart working",
      deadline: {
        label_it: "Scadenza dell'accordo di lavoro agile",
        label_en: "End of the smart working agreement",
        reminder: 10080,
      },
    },
    {
      slug: "remote_days",
      label: "Smart working days",
      type: "text",
      help: "E.g. «two days a week, planned monthly with the line manager».",
      required: true,
      field_set: "Organisation",
    },
    {
      slug: "places",
      label: "Limits on places",
      type: "text",
      help: "E.g. «within Italy, excluding public places where confidentiality cannot be ensured».",
      required: true,
      field_set: "Organisation",
    },
    {
      slug: "contact_hours",
      label: "Contact hours",
      type: "text",
      help: "E.g. «9.30 a.m. to 12.30 p.m. and 2.30 p.m. to 4.30 p.m.».",
      required: true,
      field_set: "Organisation",
    },
    {
      slug: "disconnection_hours",
      label: "Disconnection period",
      type: "text",
      help: "E.g. «from 7 p.m. to 8 a.m. the next day».",
      required: true,
      field_set: "Organisation",
    },
    {
      slug: "equipment",
      label: "Equipment provided",
      type: "textarea",
      help: "E.g. «a laptop with VPN access and a company mobile phone».",
      required: true,
      field_set: "Organisation",
      attributes: { rows: 2 },
    },
    {
      slug: "expenses",
      label: "Connection and energy costs",
      type: "select",
      help: "The law requires no reimbursement; many collective agreements provide a flat allowance.",
      required: true,
      field_set: "Organisation",
      attributes: {
        options: [
          {
            value: "employee",
            label: "they are borne by the Employee, unless the collective agreement provides otherwise",
          },
          {
            value: "allowance",
            label:
              "the Employer pays the allowance provided by the applicable collective or company agreement",
          },
        ],
      },
    },
    ...signatures.fields,
  ],
  notes: [],
  parties: [employer.party, employee.party],
};
