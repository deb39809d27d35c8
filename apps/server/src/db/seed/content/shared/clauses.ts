import type { SeedTemplate } from "../types";

type SeedField = SeedTemplate["fields"][number];

/**
 * The clauses that recur across the catalogue's contracts, written once. Each returns the clause
 * as an item of the contract's numbered list (`<li>…</li>`), and the fields it needs.
 */

/** Personal data: each party processes the other's for the contract and the law only. */
export const privacyClause =
  "<li><p><strong>Trattamento dei dati personali.</strong> Ciascuna Parte tratta i dati personali dell'altra contenuti nel presente contratto esclusivamente per le finalità connesse alla sua esecuzione e all'adempimento degli obblighi di legge, che ne costituiscono la base giuridica ai sensi dell'art. 6, paragrafo 1, lettere b) e c), del Regolamento (UE) 2016/679, nel rispetto del medesimo Regolamento e del D.Lgs. 30 giugno 2003, n. 196, e per il tempo a ciò necessario.</p></li>";

/** Written communications, by registered letter or PEC, to the addresses of the heading. */
export const communicationsClause =
  "<li><p><strong>Comunicazioni.</strong> Salvo diversa previsione di legge, le comunicazioni relative al presente contratto sono validamente effettuate per iscritto, a mezzo lettera raccomandata con avviso di ricevimento o posta elettronica certificata, agli indirizzi indicati in epigrafe o a quelli successivamente comunicati per iscritto.</p></li>";

/** Changes in writing, and the law that governs what the contract does not say. */
export function finalProvisionsClause(sources: string): string {
  return `<li><p><strong>Disposizioni finali.</strong> Ogni modifica o integrazione del presente contratto deve risultare da atto scritto. L'eventuale invalidità di una clausola non comporta l'invalidità delle altre. Per quanto non previsto si applicano ${sources} e le altre norme di legge in materia.</p></li>`;
}

/**
 * Disputes: mediation first where the law makes it a condition of the claim (art. 5, paragraph
 * 1, D.Lgs. 28/2010 as amended by D.Lgs. 149/2022: among others leases, comodato, business
 * leases, contratto d'opera, somministrazione, franchising, subfornitura), then the court. `forum` is the
 * field of the agreed court; without it the law's court applies (leases: the place of the
 * property, art. 447-bis c.p.c.).
 */
export function disputesClause(options: {
  mediation: boolean;
  forum?: string;
  court?: string;
  /** What the disputes are about: «del presente contratto» unless said otherwise. */
  act?: string;
}): {
  clause: string;
  fields: SeedField[];
} {
  const mediation = options.mediation
    ? "Le Parti esperiscono preliminarmente il procedimento di mediazione ai sensi dell'art. 5 del D.Lgs. 4 marzo 2010, n. 28, condizione di procedibilità della domanda giudiziale. "
    : "";
  const court = options.forum
    ? `Per ogni controversia relativa alla validità, all'interpretazione, all'esecuzione e alla risoluzione ${options.act ?? "del presente contratto"} è competente in via esclusiva il Foro di {{field::${options.forum}}}, salvo che una Parte agisca in qualità di consumatore, nel qual caso è competente il giudice del luogo della sua residenza o del suo domicilio.`
    : (options.court ?? "");
  const fields: SeedField[] = options.forum
    ? [
        {
          slug: options.forum,
          label: "Foro competente",
          type: "text",
          help: "Il tribunale scelto dalle Parti (art. 29 c.p.c.). La scelta non vale verso un consumatore, per il quale resta competente il giudice della sua residenza (art. 66-bis D.Lgs. 206/2005).",
          required: true,
          field_set: "Sottoscrizione",
        },
      ]
    : [];
  // Labelled, so a template's approvals and references cite it by its number as printed (issue 32).
  return {
    clause: `<li data-clause="controversie"><p><strong>Controversie.</strong> ${mediation}${court}</p></li>`,
    fields,
  };
}

/**
 * Where and when the parties sign, a line for each signer and, when the contract holds clauses
 * that burden one party (art. 1341, second paragraph, c.c.: limits of liability, withdrawal,
 * forfeiture, restrictions, choice of court), their specific approval signed again.
 */
interface FieldWording {
  label?: string;
  help?: string;
  /** False where the act may be signed at a distance, each party in its own place. */
  required?: boolean;
}

export interface SignatureOptions {
  /** "2 (divieto di cessione), 9 (clausola penale)": the clauses approved specifically. */
  approvals?: string;
  place?: string;
  date?: string;
  /** The place's and the date's label and help where the act gives them a weight of its own. */
  placeWording?: FieldWording;
  dateWording?: FieldWording;
}

export function signatureBlock(options: SignatureOptions & { signers: string[] }): {
  html: string;
  fields: SeedField[];
} {
  const place = options.place ?? "luogo_sottoscrizione";
  const date = options.date ?? "data_sottoscrizione";
  const lines = options.signers.map((signer) => `<p>${signer} ______________________</p>`).join("");
  const approvals = options.approvals
    ? `<p>Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., le Parti dichiarano di approvare specificamente le clausole di cui agli articoli ${options.approvals}.</p>${lines}`
    : "";
  return {
    html: `<p>{{field::${place}}}, {{field::${date}}}</p>${lines}${approvals}`,
    fields: [
      {
        slug: place,
        label: options.placeWording?.label ?? "Luogo di sottoscrizione",
        type: "text",
        help: options.placeWording?.help ?? "Il Comune in cui il contratto è firmato.",
        required: options.placeWording?.required ?? true,
        field_set: "Sottoscrizione",
      },
      {
        slug: date,
        label: options.dateWording?.label ?? "Data di sottoscrizione",
        type: "date",
        help:
          options.dateWording?.help ??
          "La data in cui l'ultima Parte firma: da essa decorrono i termini per la registrazione e gli adempimenti.",
        required: options.dateWording?.required ?? true,
        field_set: "Sottoscrizione",
      },
    ],
  };
}

/** The signature block of the employment documents, whose place and date are `luogo_firma` and `data_firma`. */
export function employmentSignatureBlock(
  signers: string[],
  options: Pick<SignatureOptions, "placeWording" | "dateWording"> = {},
) {
  return signatureBlock({ ...options, signers, place: "luogo_firma", date: "data_firma" });
}
