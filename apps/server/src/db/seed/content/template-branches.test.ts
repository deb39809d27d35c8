// Issue 32: the seeded templates whose text follows the answers. Each alternative the law gives
// is printed as the answers call for it, the clauses numbered without gaps and every reference
// and specific approval (art. 1341 c.c.) pointing at the clause as numbered.
import { type AgreementValues, templateFieldSchema } from "@app/contracts";
import { parseHtml, type RenderContext, resolveTemplate, toPlainText } from "@app/documents";
import { describe, expect, it } from "vitest";
import { alternateValues, sampleValues } from "../../../test/sample-values";
import { seedCatalogues } from "./index";

function printed(key: string, answers: AgreementValues): string {
  const template = seedCatalogues.flatMap((c) => c.templates).find((t) => t.key === key);
  if (!template) throw new Error(`no template ${key}`);
  const fields = template.fields.map((f) => templateFieldSchema.parse(f));
  const ctx: RenderContext = {
    fields,
    values: { ...sampleValues(fields), ...answers },
    language: template.language,
    title: template.title,
    parties: template.parties,
  };
  return toPlainText(resolveTemplate(parseHtml(template.body), ctx), ctx);
}

/** The clause numbers at the start of the lines, in order. */
const clauseNumbers = (text: string) => [...text.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));

describe("the NDA, one-way or mutual", () => {
  it("binds only the receiving party in the one-way version, and drops the staff clause when not chosen", () => {
    const text = printed("accordo-riservatezza", { tipo_accordo: "unilaterale", non_sollecitazione: false });
    expect(text).toContain(
      "la Prima Parte prevede di comunicare alla Seconda Parte informazioni di natura riservata",
    );
    expect(text).toContain("Il presente accordo è unilaterale");
    expect(text).toContain("la Parte Ricevente è tenuta a corrispondere alla Parte Divulgante");
    expect(text).not.toMatch(/reciproc|sollecit/);
    // Issue 44: the representative's gender is not asked, so the words must not assume it.
    expect(text).toContain(
      "in persona di Città di Forlì, perché è così, che interviene con i necessari poteri",
    );
    expect(text).not.toContain("munito");
    expect(clauseNumbers(text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(text).toContain("se non nei limiti dell'articolo 4;");
    expect(text).toContain("alla data indicata all'articolo 2.");
    expect(text).toContain(
      "clausole di cui agli articoli 7 (esclusione di garanzie), 10 (durata degli obblighi), 11 (clausola penale), 13 (divieto di cessione) e 14 (foro competente esclusivo).",
    );
  });

  it("binds each party in the mutual version, with the staff clause numbered and approved", () => {
    const text = printed("accordo-riservatezza", {
      tipo_accordo: "reciproco",
      non_sollecitazione: true,
      non_sollecitazione_mesi: "12",
    });
    expect(text).toContain(
      "le Parti prevedono di comunicarsi reciprocamente informazioni di natura riservata",
    );
    expect(text).toContain("la Parte inadempiente è tenuta a corrispondere all'altra Parte");
    expect(text).toMatch(
      /^12\. Non sollecitazione del personale\. Per la durata delle trattative e per i 12 mesi successivi, nessuna Parte/m,
    );
    expect(clauseNumbers(text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(text).toContain(
      "11 (clausola penale), 12 (non sollecitazione del personale), 14 (divieto di cessione) e 15",
    );
  });
});

describe("the fixed-term employment contract", () => {
  it("asks and prints the condition only beyond the twelve free months (art. 19 D.Lgs. 81/2015)", () => {
    const free = printed("assunzione-tempo-determinato", {
      regime_termine: "entro_12_mesi",
      patto_prova: true,
    });
    expect(free).not.toContain("La condizione che giustifica l'apposizione del termine");
    const long = printed("assunzione-tempo-determinato", {
      regime_termine: "ccnl",
      causale: "picco di produzione documentato (art. 12 CCNL)",
      patto_prova: true,
    });
    expect(long).toContain(
      "La condizione che giustifica l'apposizione del termine è la seguente: picco di produzione documentato (art. 12 CCNL).",
    );
  });

  it("with probation, numbers the clauses and the worker's approval around it; without, closes the gap", () => {
    const withProbation = printed("assunzione-tempo-determinato", { patto_prova: true, prova_giorni: "10" });
    expect(withProbation).toMatch(
      /^6\. Periodo di prova\. Le Parti convengono un periodo di prova di 10 giorni/m,
    );
    expect(withProbation).toContain("relativo alle mansioni indicate all'art. 4,");
    expect(withProbation).toContain("salvo proroga ai sensi dell'art. 10.");
    expect(withProbation).toContain("Fuori dal periodo di prova, prima della scadenza");
    expect(withProbation).toContain(
      "di approvare specificamente il patto di prova di cui all'art. 6 e di aver preso conoscenza del diritto di precedenza richiamato all'art. 13.",
    );
    const without = printed("assunzione-tempo-determinato", { patto_prova: false });
    expect(without).not.toMatch(/periodo di prova|patto di prova/i);
    expect(clauseNumbers(without)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(without).toContain("salvo proroga ai sensi dell'art. 9.");
    expect(without).toMatch(/^7\. Retribuzione e parità di trattamento\./m);
    expect(without).toContain(
      "Il Lavoratore dichiara di aver ricevuto copia del presente contratto e di aver preso conoscenza del diritto di precedenza richiamato all'art. 12.",
    );
  });
});

describe("the loan between private persons", () => {
  it("interest-free and repaid at once: no rate, no instalments, legal interest only on arrears", () => {
    const text = printed("mutuo-tra-privati", { regime_interessi: "infruttifero", piano_rimborso: "unica" });
    expect(text).toContain(
      "Il mutuo è infruttifero: le Parti convengono espressamente che sulla somma mutuata non sono dovuti interessi",
    );
    expect(text).toContain("in un'unica soluzione entro e non oltre il");
    // Issue 44: the heading and its text in one paragraph, and no half sentence on imputation.
    expect(text).toMatch(/^3\. Interessi\. Il mutuo è infruttifero: /m);
    expect(text).toMatch(/indicato per iscritto dal Mutuante\.$/m);
    expect(text).not.toContain("si imputano");
    expect(text).toContain("Nei casi previsti dall'art. 1186 c.c.");
    expect(text).not.toMatch(/\brat[ae]\b|tasso annuo|tasso convenuto|soglia/);
    expect(text).toContain(
      "nella misura del saggio legale di cui all'art. 1284 c.c. (art. 1224, primo comma, c.c.)",
    );
    expect(text).toContain(
      "agli articoli 6 (decadenza dal beneficio del termine e restituzione immediata dell'intero) e 11 (foro competente).",
    );
  });

  it("interest-bearing in monthly instalments: the rate in writing, the instalment and art. 1819 c.c.", () => {
    const text = printed("mutuo-tra-privati", {
      regime_interessi: "fruttifero",
      tasso_annuo: "4",
      piano_rimborso: "rate_mensili",
      importo_rata: "250",
      giorni_tolleranza: "30",
    });
    expect(text).toContain(
      "Il mutuo è fruttifero: sulla somma mutuata sono dovuti gli interessi al tasso annuo nominale del 4%",
    );
    expect(text).toContain("in rate mensili costanti, scadenti l'ultimo giorno di ciascun mese");
    expect(text).toContain("dell'importo di € 250,00 ciascuna; l'ultima rata scade il");
    expect(text).toContain("anche di una sola rata, protratto per oltre 30 giorni");
    expect(text).toContain("o, se superiore, del tasso convenuto all'articolo 3 (art. 1224");
    expect(text).toMatch(/^\s*Le Parti danno atto che il tasso convenuto non supera il tasso soglia/m);
    expect(text).toContain(
      "dal Mutuante e si imputano prima agli interessi e poi al capitale (art. 1194 c.c.).",
    );
    expect(clauseNumbers(text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe("the transitional lease", () => {
  it("asks the landlord's confirmation letter only when the need is the landlord's (D.M. 16 gennaio 2017)", () => {
    const tenant = printed("locazione-transitoria", { esigenza_parte: "conduttore" });
    expect(tenant).toContain(
      "Il Conduttore dichiara che l'esigenza indicata sussiste alla data della sottoscrizione",
    );
    expect(tenant).not.toContain("lettera raccomandata da inviarsi al Conduttore prima della scadenza");
    for (const party of ["locatore", "entrambi"]) {
      const landlord = printed("locazione-transitoria", { esigenza_parte: party });
      expect(landlord).toContain(
        "Il Locatore ha l'onere di confermare il verificarsi della propria esigenza transitoria mediante lettera raccomandata",
      );
    }
  });
});

describe("the 4+4 lease, for one or several landlords and tenants, with or without the cedolare secca", () => {
  const mario = { nome: "Mario Rossi", codice_fiscale: "RSSMRA80A01H501U", nascita: "Roma, il 01/01/1980" };
  const anna = { nome: "Anna Bianchi", codice_fiscale: "BNCNNA80A41H501R", nascita: "Milano, il 01/01/1980" };
  const luca = { nome: "Luca Verdi", codice_fiscale: "VRDLCU75C12F205W" };
  const company = { nome: "Alfa S.r.l.", codice_fiscale: "01234567897", indirizzo: "Milano" };
  const giulia = { nome: "Giulia Neri", codice_fiscale: "NREGLI85M41H501X" };

  it("names both tenants, says «i Conduttori», leaves the ISTAT clause out and numbers without a gap", () => {
    const text = printed("locazione-abitativa-4-4", {
      cedolare_secca: true,
      immobile_arredo: "arredato",
      locatori: [mario],
      conduttori: [anna, luca],
    });
    expect(text).toContain("Anna Bianchi, nata a Milano, il 01/01/1980, codice fiscale BNCNNA80A41H501R");
    expect(text).toContain("Luca Verdi, codice fiscale VRDLCU75C12F205W,");
    expect(text).toContain("di seguito, congiuntamente, i Conduttori,");
    expect(text).toContain("Il Locatore concede in locazione ai Conduttori, che accettano,");
    expect(text).not.toMatch(/Aggiornamento del canone|nella misura del .*% della variazione/);
    expect(text).toMatch(
      /^5\. Cedolare secca\. Il Locatore opta per il regime della cedolare secca di cui all'art\. 3 del D\.Lgs\. 14 marzo 2011, n\. 23\./m,
    );
    expect(text).toContain("L'immobile è locato arredato, come da inventario di cui all'articolo 11.");
    expect(text).toMatch(/^11\. Arredi e inventario\./m);
    expect(text).toMatch(/^15\. Obbligazione solidale\. I Conduttori sono obbligati in solido/m);
    expect(clauseNumbers(text)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(text).toContain("violazione dei divieti di cui all'articolo 9 e");
    expect(text).toContain(
      "12 (migliorie senza indennità), 14 (inadempimento dei Conduttori) e 15 (obbligazione solidale).",
    );
    // A signature line for each person, twice: the contract and the specific approval.
    expect(text.match(/^La Conduttrice _+ \(Anna Bianchi\)$/gm)).toHaveLength(2);
    expect(text.match(/^Il Conduttore _+ \(Luca Verdi\)$/gm)).toHaveLength(2);
  });

  it("keeps the ISTAT update without the option, agrees with a single tenant and several landlords", () => {
    const text = printed("locazione-abitativa-4-4", {
      cedolare_secca: false,
      aggiornamento_istat: "75",
      immobile_arredo: "non_arredato",
      deposito_cauzionale: "",
      locatori: [company, giulia],
      conduttori: [anna],
    });
    expect(text).toMatch(/^5\. Aggiornamento del canone\. .*nella misura del 75% della variazione/m);
    expect(text).toMatch(/^6\. Imposte di registro e di bollo\. I Locatori non optano/m);
    expect(text).not.toMatch(/Cedolare secca\.|Arredi e inventario|Obbligazione solidale|inventario di cui/);
    // The company's landlord gives no birth; the women read as such from the fiscal code.
    // Issue 44: a company has its seat, a person resides; never «residente o con sede in».
    expect(text).toContain("Alfa S.r.l., codice fiscale 01234567897, con sede in Milano,");
    expect(text).not.toContain("residente o con sede");
    expect(text).toContain("I Locatori concedono in locazione alla Conduttrice, che accetta,");
    expect(text).toContain(
      "Il pagamento eseguito con tali modalità libera la Conduttrice nei confronti dei Locatori.",
    );
    expect(text).toMatch(/^La Locatrice _+ \(Giulia Neri\)$/m);
    expect(clauseNumbers(text)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(text).toContain("11 (migliorie senza indennità) e 13 (inadempimento della Conduttrice).");
  });

  it("agrees the joint liability with tenants who are all women", () => {
    const text = printed("locazione-abitativa-4-4", { conduttori: [anna, giulia] });
    expect(text).toContain("Le Conduttrici sono obbligate in solido");
    expect(text).toContain("chiedere l'intero a ciascuna di esse.");
    // Issue 44: «tutti» agrees with them too.
    expect(text).toContain("il recesso comunicato senza la sottoscrizione di tutte non produce effetti.");
    expect(text).toContain("hanno effetto nei confronti di tutte.");
    expect(text).not.toMatch(/\btutti\b(?! gli effetti)/);
  });

  it("says a landlord who is a person resides, one who is a company has its seat (issue 44)", () => {
    const text = printed("locazione-abitativa-4-4", {
      locatori: [{ ...mario, indirizzo: "Via Roma 1, Roma" }, company],
      conduttori: [luca, anna],
    });
    expect(text).toContain(
      "Mario Rossi, nato a Roma, il 01/01/1980, codice fiscale RSSMRA80A01H501U, residente in Via Roma 1, Roma,",
    );
    expect(text).toContain("Alfa S.r.l., codice fiscale 01234567897, con sede in Milano,");
    expect(text).toContain("senza la sottoscrizione di tutti non produce effetti.");
  });
});

describe("the 3+2 agreed-rent lease, with or without the cedolare secca", () => {
  it("writes the waiver of the update with the option, the update without it, the approvals as numbered", () => {
    const cedolare = printed("locazione-canone-concordato", { cedolare_secca: true });
    expect(cedolare).toMatch(/^4\. Cedolare secca\. Il Locatore opta .* rinuncia per tutta la durata/m);
    expect(cedolare).not.toContain("Aggiornamento del canone");
    expect(cedolare).toContain(
      "articoli 6 (pagamento e risoluzione), 8 (recesso del Conduttore), 10 (modifiche e danni) e 13 (accesso all'immobile).",
    );
    const ordinary = printed("locazione-canone-concordato", {
      cedolare_secca: false,
      aggiornamento_istat: "75",
    });
    expect(ordinary).toMatch(/^4\. Aggiornamento del canone\. .*nella misura del 75% della variazione/m);
    expect(ordinary).not.toContain("Cedolare secca");
    expect(clauseNumbers(ordinary)).toEqual(clauseNumbers(cedolare));
  });
});

describe("the 6+6 commercial lease's guarantee: deposit, bank guarantee, insurance bond or none", () => {
  const lease = (answers: AgreementValues) => printed("locazione-uso-diverso", answers);
  it("writes the deposit, the first-demand guarantee or nothing, and renumbers the approvals", () => {
    const deposit = lease({ garanzia: "deposito" });
    expect(deposit).toMatch(/^7\. Deposito cauzionale\. .*non superiore a tre mensilità/m);
    expect(deposit).not.toContain("prima richiesta");
    const bank = lease({ garanzia: "fideiussione", garanzia_garante: "Banca Alfa S.p.A." });
    expect(bank).toMatch(
      /^7\. Garanzia a prima richiesta\. .* una fideiussione bancaria emessa da Banca Alfa S\.p\.A\., per l'importo/m,
    );
    expect(bank).toContain(
      "7 (garanzia a prima richiesta e sua ricostituzione), 9 (manutenzione e riparazioni)",
    );
    const bond = lease({ garanzia: "polizza", garanzia_garante: "" });
    expect(bond).toContain(
      "una polizza fideiussoria rilasciata da un'impresa di assicurazione autorizzata all'esercizio del ramo cauzioni, per l'importo",
    );
    const none = lease({ garanzia: "nessuna" });
    expect(none).not.toMatch(/Deposito cauzionale\.|Garanzia a prima richiesta/);
    expect(none).toContain("4 (recesso del Conduttore), 8 (manutenzione e riparazioni), 9 (migliorie");
    expect(clauseNumbers(none).length).toBe(clauseNumbers(deposit).length - 1);
  });
});

describe("the English commercial lease, for one tenant or several", () => {
  const alfa = {
    name: "Alfa S.r.l.",
    registered_office: "Milan",
    tax_code: "01234567897",
    vat_number: "01234567897",
    representative: "Anna Bianchi",
  };
  const beta = {
    name: "Beta S.p.A.",
    registered_office: "Turin",
    tax_code: "12345678903",
    vat_number: "12345678903",
    representative: "Luca Verdi",
  };
  it("agrees its verbs with the tenants and adds joint and several liability for more than one", () => {
    const one = printed("commercial-lease-en", { tenants: [alfa], security_deposit: "" });
    expect(one).toContain("(hereinafter, the Tenant).");
    expect(one).toContain("which the Tenant declares");
    expect(one).toContain("The Tenant has inspected the Premises");
    expect(one).not.toMatch(/Deposit\.|Joint and several/);
    expect(one).toContain("clauses 2 (use), 4 (withdrawal), 7 (repairs) and 8 (sublease and assignment).");
    const two = printed("commercial-lease-en", { tenants: [alfa, beta] });
    expect(two).toContain("(hereinafter, jointly, the Tenants).");
    expect(two).toContain("which the Tenants declare");
    expect(two).toContain("any claim of the Tenants.");
    expect(two).toMatch(/^11\. Joint and several liability\. The Tenants are jointly and severally liable/m);
    expect(two).toContain("8 (repairs), 9 (sublease and assignment) and 11 (joint and several liability).");
    expect(two).toMatch(/^The Tenant _+ \(Beta S\.p\.A\.\)$/m);
  });
});

describe("the preliminary sale: caparra confirmatoria or penitenziale, with or without an estate agent", () => {
  it("writes the caparra the parties chose, approved by its number, and the agent only when there is one", () => {
    const confirmatory = printed("preliminare-compravendita", {
      tipo_caparra: "confirmatoria",
      mediazione: false,
    });
    expect(confirmatory).toContain("a titolo di caparra confirmatoria, mediante");
    expect(confirmatory).toMatch(/^4\. Caparra confirmatoria\. .*art\. 1385 c\.c\./m);
    expect(confirmatory).toContain("registrato entro trenta giorni a cura del Promissario acquirente;");
    expect(confirmatory).not.toMatch(/Mediazione\.|penitenziale/);
    expect(confirmatory).toContain("articoli 4 (caparra confirmatoria e recesso) e 9 (termine essenziale).");
    const penitential = printed("preliminare-compravendita", {
      tipo_caparra: "penitenziale",
      mediazione: true,
      registrazione_carico: "mediatore",
      mediatore: "Casa Alfa S.r.l., Bologna",
      mediatore_iscrizione: "al REA della CCIAA di Bologna al n. BO-123456",
      provvigione: "il 3% del prezzo oltre IVA per ciascuna Parte",
    });
    expect(penitential).toMatch(/^4\. Caparra penitenziale e diritto di recesso\. .*art\. 1386 c\.c\./m);
    expect(penitential).toContain("a cura del mediatore immobiliare che ha concluso l'affare;");
    // Issue 44: the agent may be a woman or an agency, so no participle agrees with it.
    expect(penitential).toMatch(
      /^11\. Mediazione\. .*concluso con l'intervento, in qualità di mediatore, di Casa Alfa S\.r\.l\., Bologna, agente d'affari in mediazione con iscrizione al REA della CCIAA di Bologna al n\. BO-123456, cui ciascuna Parte corrisponde/m,
    );
    expect(penitential).toContain(
      "articoli 4 (caparra penitenziale e diritto di recesso) e 9 (termine essenziale).",
    );
    expect(clauseNumbers(penitential).length).toBe(clauseNumbers(confirmatory).length + 1);
  });
});

describe("part-time: horizontal, vertical or mixed; new hiring or change; with or without elastic clauses", () => {
  it("writes the schedule for its type, probation only for a new hiring, the elastic clauses only when agreed", () => {
    const vertical = printed("lavoro-part-time", {
      tipologia_part_time: "verticale",
      tipo_atto: "trasformazione",
      durata_rapporto: "indeterminato",
      clausole_elastiche: "no",
    });
    expect(vertical).toContain(
      "la prestazione è resa a tempo pieno nei soli giorni, settimane o mesi seguenti",
    );
    expect(vertical).not.toMatch(/Periodo di prova|Data di scadenza/);
    expect(vertical).toContain("Il rapporto è a tempo indeterminato.");
    expect(vertical).toContain("Le Parti non pattuiscono clausole elastiche");
    expect(vertical).toContain("possono essere modificate soltanto con accordo scritto tra le Parti.");
    const horizontal = printed("lavoro-part-time", {
      tipologia_part_time: "orizzontale",
      tipo_atto: "assunzione",
      durata_rapporto: "determinato",
      data_scadenza: "2027-06-30",
      clausole_elastiche: "si",
    });
    expect(horizontal).toContain("in tutti i giorni lavorativi, con orario giornaliero ridotto");
    expect(horizontal).toMatch(/^6\. Periodo di prova\./m);
    expect(horizontal).toContain("con la scadenza indicata di seguito: 30/06/2027.");
    const elastic = horizontal.match(/^(\d+)\. Clausole elastiche\. Le Parti pattuiscono/m)?.[1];
    expect(horizontal).toContain(`in applicazione delle clausole elastiche di cui all'articolo ${elastic}.`);
    expect(clauseNumbers(horizontal).length).toBe(clauseNumbers(vertical).length + 1);
  });
});

describe("apprenticeship: pay by a lower grade or by a percentage; training inside or outside", () => {
  it("words the starting pay for its method and names the external training body only when there is one", () => {
    const lower = printed("apprendistato-professionalizzante", {
      modalita_retributiva: "sottoinquadramento",
      livello_iniziale: "V livello",
      livello_finale: "IV",
      modalita_formazione: "interna",
      ente_formazione: "Ente Alfa",
    });
    expect(lower).toContain(
      "All'Apprendista è attribuito inizialmente il V livello, non più di due livelli al di sotto del livello di destinazione IV.",
    );
    expect(lower).not.toContain("Ente Alfa");
    const percent = printed("apprendistato-professionalizzante", {
      modalita_retributiva: "percentuale",
      livello_iniziale: "70% della retribuzione del IV livello",
      modalita_formazione: "mista",
      ente_formazione: "Ente Alfa, Bologna",
    });
    expect(percent).toContain(
      "La retribuzione iniziale è pari al 70% della retribuzione del IV livello e cresce gradualmente",
    );
    expect(percent).toContain("; la struttura formativa esterna è Ente Alfa, Bologna.");
  });
});

describe("the English NDA, mutual or one-way", () => {
  it("binds each Party in the mutual version and only the Second Party in the one-way one", () => {
    const mutual = printed("mutual-nda-en", { nda_type: "mutual" });
    expect(mutual).toMatch(/^Mutual Non-Disclosure Agreement$/m);
    expect(mutual).toContain("each Party expects to disclose to the other");
    expect(mutual).toContain("Each Party, as Receiving Party, shall:");
    const oneWay = printed("mutual-nda-en", { nda_type: "one_way" });
    expect(oneWay).toMatch(/^Non-Disclosure Agreement$/m);
    expect(oneWay).toContain("the First Party expects to disclose to the Second Party");
    expect(oneWay).toContain(
      'by or on behalf of the First Party (the "Disclosing Party") to the Second Party',
    );
    expect(oneWay).toContain("the Receiving Party shall pay the Disclosing Party");
    expect(oneWay).not.toMatch(/Mutual|each Party expects/);
    expect(clauseNumbers(oneWay)).toEqual(clauseNumbers(mutual));
  });
});

// Issue 44: every word that depends on an answer agrees with it, whoever the parties are.
/** The number printed for the clause whose heading is `heading`. */
const clauseOf = (text: string, heading: string) =>
  text.match(new RegExp(`^(\\d+)\\. ${heading}\\.`, "m"))?.[1] ?? "(none)";
const woman = "BNCNNA80A41H501R";

describe("an apprentice or a worker who is a woman: no participle agrees with a man", () => {
  const masculine =
    /\b(è|sia|essere|viene) (stato )?(assunto|inquadrato|adibito|tenuto|informato|obbligato)\b|\b(adibirlo|consentirgli|assicurargli|accordargli|qualifica di (operaio|impiegato|quadro))\b/;

  it("the apprenticeship gives duties, grade and obligations without «adibito», «inquadrato», «tenuto»", () => {
    const text = printed("apprendistato-professionalizzante", {
      apprendista_codice_fiscale: woman,
      modalita_retributiva: "sottoinquadramento",
      livello_iniziale: "V livello",
      livello_finale: "IV",
      orario_settimanale: "1",
      ore_formazione_annue: "1",
    });
    expect(text.match(new RegExp(`.{0,60}(${masculine.source}).{0,20}`))?.[0] ?? "").toBe("");
    expect(text).toContain(
      "Il Datore di lavoro adibisce l'Apprendista, in coerenza con il piano formativo individuale, alle seguenti mansioni:",
    );
    expect(text).toContain(
      "Il Datore di lavoro non può adibire l'Apprendista a lavorazioni retribuite a cottimo né a mansioni estranee",
    );
    expect(text).toContain("L'Apprendista si impegna a frequentare con regolarità le attività formative.");
    expect(text).toContain("L'Apprendista si obbliga a prestare la propria opera con diligenza,");
    expect(text).toContain(
      "a non adibire l'Apprendista a lavorazioni retribuite a cottimo, a consentire la frequenza delle attività formative esterne",
    );
    expect(text).toContain("L'orario di lavoro è di 1 ora settimanale,");
    expect(text).toContain("per una durata media di 1 ora annua,");
  });

  for (const key of ["assunzione-tempo-determinato", "assunzione-tempo-indeterminato"]) {
    it(`${key} states the legal category of art. 2095 c.c., not a «qualifica di impiegato»`, () => {
      for (const [categoria, words] of [
        ["operaio", "degli operai"],
        ["impiegato", "degli impiegati"],
        ["quadro", "dei quadri"],
      ] as const) {
        const text = printed(key, { lavoratore_codice_fiscale: woman, categoria, patto_prova: true });
        expect(text).toContain(
          `Il Datore di lavoro inquadra il Lavoratore nella categoria legale ${words} (art. 2095 c.c.) e nel livello`,
        );
        expect(text.match(new RegExp(`.{0,60}(${masculine.source}).{0,20}`))?.[0] ?? "").toBe("");
      }
    });
  }

  it("the fixed-term worker acknowledges the priority right without «essere stato informato»", () => {
    const text = printed("assunzione-tempo-determinato", { patto_prova: false, orario_settimanale: "1" });
    expect(text).toContain("di aver preso conoscenza del diritto di precedenza richiamato all'art. 12.");
    expect(text).toContain("Il Lavoratore deve osservare gli obblighi di diligenza, obbedienza e fedeltà");
    expect(text).toContain("L'orario normale di lavoro è di 1 ora settimanale, articolato come segue:");
  });

  it("part-time: grade, duties, obligations and the revocation of elastic clauses in neutral words", () => {
    const text = printed("lavoro-part-time", {
      lavoratore_codice_fiscale: woman,
      tipo_atto: "assunzione",
      clausole_elastiche: "si",
    });
    expect(text.match(new RegExp(`.{0,60}(${masculine.source}).{0,20}`))?.[0] ?? "").toBe("");
    expect(text).not.toMatch(/se affett|lavoratore studente/);
    expect(text).toContain(
      "Il Datore di lavoro inquadra il Lavoratore nel livello Città di Forlì, perché è così del contratto collettivo applicato, con adibizione alle seguenti mansioni:",
    );
    expect(text).toContain(
      "il Lavoratore può revocare il consenso prestato alle clausole elastiche nei casi previsti dall'art. 6, comma 7, del D.Lgs. 81/2015, ossia nelle condizioni di cui all'art. 8, commi da 3 a 5, del medesimo decreto",
    );
    expect(text).toContain("e in quelle di cui all'art. 10, primo comma, della L. 20 maggio 1970, n. 300");
  });
});

describe("part-time: the worker approves the clauses this contract holds, by their numbers", () => {
  for (const tipo_atto of ["assunzione", "trasformazione"]) {
    for (const clausole_elastiche of ["si", "no"]) {
      it(`${tipo_atto}, elastic clauses ${clausole_elastiche}`, () => {
        const text = printed("lavoro-part-time", { tipo_atto, clausole_elastiche });
        const n = (heading: string) => clauseOf(text, heading);
        const trial =
          tipo_atto === "assunzione" ? `al periodo di prova (art. ${n("Periodo di prova")}), ` : "";
        const rest =
          clausole_elastiche === "si"
            ? `, al lavoro supplementare (art. ${n("Lavoro supplementare e straordinario")}) e alle clausole elastiche (art. ${n("Clausole elastiche")}).`
            : ` e al lavoro supplementare (art. ${n("Lavoro supplementare e straordinario")}).`;
        expect(text).toContain(
          `Il Lavoratore dichiara di aver ricevuto copia del presente contratto e di approvare specificamente le clausole relative ${trial}alla collocazione temporale dell'orario (art. ${n("Collocazione temporale dell'orario")})${rest}`,
        );
        // The numbers as printed: one clause fewer without the probation.
        expect(n("Collocazione temporale dell'orario")).toBe(tipo_atto === "assunzione" ? "8" : "7");
      });
    }
  }
});

describe("an employer who may be a company, a sole trader or a professional", () => {
  it("names the employer's seat and partita IVA, and a representative only where one signs", () => {
    for (const key of [
      "lavoro-part-time",
      "assunzione-tempo-determinato",
      "assunzione-tempo-indeterminato",
      "apprendistato-professionalizzante",
      "patto-non-concorrenza",
    ]) {
      const person = printed(key, {
        datore_denominazione: "Ferramenta Rossi di Mario Rossi",
        datore_sede: "Via Roma 1, Bologna",
        datore_partita_iva: "12345678903",
        datore_rappresentante: "",
      });
      expect(person).toMatch(
        /^Tra Ferramenta Rossi di Mario Rossi, con sede in Via Roma 1, Bologna, partita IVA 12345678903(, PEC \S+)? \(di seguito il «Datore di lavoro»\)$/m,
      );
      const company = printed(key, {
        datore_denominazione: "Alfa S.r.l.",
        datore_rappresentante: "Anna Bianchi, amministratrice unica",
      });
      expect(company).toMatch(
        /^Tra Alfa S\.r\.l\., con sede in .*, partita IVA 12345678903(, PEC \S+)?, in persona di Anna Bianchi, amministratrice unica, che interviene con i necessari poteri \(di seguito il «Datore di lavoro»\)$/m,
      );
      expect(company).not.toMatch(/sede legale|codice fiscale e partita IVA/);
    }
  });
});

describe("a tenant who may be a company, a sole trader or a professional", () => {
  it("the shop's tenant: seat, partita IVA and a representative only when given", () => {
    const text = printed("locazione-uso-diverso", {
      conduttore_denominazione: "Studio Verdi, avv. Luca Verdi",
      conduttore_rappresentante: "",
    });
    expect(text).toMatch(
      /^Studio Verdi, avv\. Luca Verdi, con sede in .*, partita IVA 12345678903, PEC studio@esempio\.it \(di seguito il «Conduttore»\),$/m,
    );
  });

  it("the English lease's tenants: a company's registered office, a sole trader's place of business", () => {
    const text = printed("commercial-lease-en", {
      tenants: [
        {
          name: "Alfa S.r.l.",
          registered_office: "Milan",
          tax_code: "01234567897",
          vat_number: "01234567897",
          representative: "Anna Bianchi",
        },
        {
          name: "Mario Rossi, trading as Ferramenta Rossi",
          registered_office: "Turin",
          tax_code: "RSSMRA80A01H501U",
          vat_number: "12345678903",
        },
      ],
    });
    expect(text).toContain(
      "Alfa S.r.l., with registered office at Milan, tax code 01234567897, VAT number 01234567897, represented by Anna Bianchi, duly authorised,",
    );
    expect(text).toMatch(
      /^Mario Rossi, trading as Ferramenta Rossi, with place of business at Turin, tax code RSSMRA80A01H501U, VAT number 12345678903,$/m,
    );
  });
});

describe("leases and the preliminary sale: no «lui», «egli», «il quale» for a party who may be a woman", () => {
  it("the 3+2 lease: the tenant's household and guests in neutral words", () => {
    const text = printed("locazione-canone-concordato", { conduttore_codice_fiscale: woman });
    expect(text).not.toMatch(/\blui\b|\begli\b/);
    expect(text).toContain("per uso esclusivo di abitazione del Conduttore e dei suoi conviventi,");
    expect(text).toContain("a uso di civile abitazione del Conduttore e dei suoi conviventi.");
    expect(text).toContain(
      "è responsabile dei danni causati per sua colpa o da persone che ha ammesso, anche temporaneamente, all'uso dell'immobile (art. 1588 c.c.).",
    );
    expect(text).toContain("per il Comune di Città di Forlì, perché è così, depositato in data");
  });

  it("the transitional lease: the landlord's own need and its agent", () => {
    const text = printed("locazione-transitoria", { esigenza_parte: "locatore" });
    expect(text).not.toMatch(/\blui\b|da questi/);
    expect(text).toContain(
      "consente l'accesso all'immobile al Locatore o a un suo incaricato per giustificati motivi",
    );
  });

  it("the commercial lease: the landlord's warranty and the tenant's damages", () => {
    const text = printed("locazione-uso-diverso", {});
    expect(text).not.toMatch(/il quale|derivargli/);
    expect(text).toContain(
      "opposto al Locatore. Il Locatore garantisce la conformità dell'immobile alla destinazione d'uso",
    );
    expect(text).toContain("per i danni che possano derivare al Conduttore da fatti di terzi,");
  });

  it("the preliminary sale: the seller's ownership", () => {
    const text = printed("preliminare-compravendita", {});
    expect(text).toContain(
      "Il Promittente venditore garantisce di avere la piena ed esclusiva proprietà dell'immobile e che esso è libero",
    );
    expect(text).not.toContain("unico proprietario");
  });

  it("the 4+4 lease names the parties together as «le Parti»", () => {
    const text = printed("locazione-abitativa-4-4", {});
    expect(text).toMatch(
      /^di seguito, congiuntamente, le «Parti»,\n\nsi conviene e si stipula quanto segue\.$/m,
    );
  });
});

describe("a number that may be 1 reads in the singular", () => {
  const number = /\b1 (mesi|anni|giorni|ore|settimane|rate|months|years|days|hours|weeks)\b/;
  // The sample answers put every number at its least, often 1; the alternate ones take the
  // other branches, so both sides of each condition print a number at 1.
  for (const template of seedCatalogues.flatMap((c) => c.templates)) {
    it(`${template.key} never prints «1 mesi», «1 ore», «1 days»`, () => {
      const fields = template.fields.map((f) => templateFieldSchema.parse(f));
      for (const values of [sampleValues(fields), alternateValues(fields)]) {
        const text = printed(template.key, values);
        expect(text.match(new RegExp(`.{0,60}${number.source}.{0,20}`))?.[0] ?? "").toBe("");
      }
    });
  }

  it("says «un mese», «un anno», «one month» in words where a duration is 1", () => {
    const nda = printed("accordo-riservatezza", {
      durata_accordo: "1",
      durata_obblighi: "1",
      non_sollecitazione: true,
      non_sollecitazione_mesi: "1",
    });
    expect(nda).toContain("le Informazioni Riservate comunicate nel mese successivo alla data indicata");
    expect(nda).toContain("restano in vigore per un anno dalla scadenza di tale periodo");
    expect(nda).toContain("Per la durata delle trattative e per il mese successivo, nessuna Parte sollecita");
    const english = printed("mutual-nda-en", { disclosure_period: "1", survival_years: "1" });
    expect(english).toContain("disclosed during a period of one month from the date stated above");
    expect(english).toContain("shall survive for one year from the end of that period");
    const lease = printed("locazione-transitoria", { durata_mesi: "1", preavviso_mesi: "1" });
    expect(lease).toContain("Il contratto è stipulato per la durata di un mese, dal");
    expect(lease).toContain("con avviso di ricevimento almeno un mese prima della data");
    const loan = printed("mutuo-tra-privati", { piano_rimborso: "rate_mensili", giorni_tolleranza: "1" });
    expect(loan).toContain("anche di una sola rata, protratto per oltre un giorno dalla scadenza");
    const partTime = printed("lavoro-part-time", { ore_settimanali: "1", orario_tempo_pieno: "1" });
    expect(partTime).toContain(
      "ha una durata di 1 ora settimanale, pari al 10% dell'orario normale a tempo pieno di 1 ora settimanale previsto",
    );
    // Any other number keeps its plural.
    const twelve = printed("accordo-riservatezza", { durata_accordo: "12", durata_obblighi: "3" });
    expect(twelve).toContain("comunicate nei 12 mesi successivi alla data");
    expect(twelve).toContain("restano in vigore per 3 anni dalla scadenza");
  });
});

describe("a single party reads as the person or the company it is (issue 44)", () => {
  it("says «nata a» for a woman and «nato a» for a man, from the codice fiscale", () => {
    const woman = printed("locazione-canone-concordato", {
      conduttore_codice_fiscale: "BNCNNA80A41H501R",
      conduttore_nascita: "Roma, il 01/01/1980",
    });
    expect(woman).toContain("nata a Roma, il 01/01/1980, codice fiscale BNCNNA80A41H501R");
    const man = printed("locazione-canone-concordato", { conduttore_nascita: "Roma, il 01/01/1980" });
    expect(man).toContain("nato a Roma, il 01/01/1980, codice fiscale RSSMRA80A01H501U");
  });

  it("says «con sede in» for a company and «residente in» for a person", () => {
    const text = printed("preliminare-compravendita", {
      venditore_codice_fiscale: "BNCNNA80A41H501R",
      acquirente_codice_fiscale: "01234567897",
    });
    expect(text).toMatch(/codice fiscale BNCNNA80A41H501R, residente in /);
    expect(text).toMatch(/codice fiscale 01234567897, con sede in /);
  });

  for (const template of seedCatalogues.flatMap((c) => c.templates)) {
    it(`${template.key} never prints «nato/a» nor «residente o con sede»`, () => {
      const fields = template.fields.map((f) => templateFieldSchema.parse(f));
      for (const values of [sampleValues(fields), alternateValues(fields)]) {
        expect(printed(template.key, values)).not.toMatch(/nato\/a|residente o con sede/);
      }
    });
  }
});
