// Issue 32: the seeded templates whose text follows the answers. Each alternative the law gives
// is printed as the answers call for it, the clauses numbered without gaps and every reference
// and specific approval (art. 1341 c.c.) pointing at the clause as numbered.
import { type AgreementValues, templateFieldSchema } from "@app/contracts";
import { parseHtml, type RenderContext, resolveTemplate, toPlainText } from "@app/documents";
import { describe, expect, it } from "vitest";
import { sampleValues } from "../../../test/sample-values";
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
      "di approvare specificamente il patto di prova di cui all'art. 6 e di essere stato informato del diritto di precedenza di cui all'art. 13.",
    );
    const without = printed("assunzione-tempo-determinato", { patto_prova: false });
    expect(without).not.toMatch(/periodo di prova|patto di prova/i);
    expect(clauseNumbers(without)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(without).toContain("salvo proroga ai sensi dell'art. 9.");
    expect(without).toMatch(/^7\. Retribuzione e parità di trattamento\./m);
    expect(without).toContain(
      "Il Lavoratore dichiara di aver ricevuto copia del presente contratto e di essere stato informato del diritto di precedenza di cui all'art. 12.",
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
        "Il Locatore ha l'onere di confermare il verificarsi dell'esigenza da lui dedotta mediante lettera raccomandata",
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
    expect(text).toContain("Alfa S.r.l., codice fiscale 01234567897, residente o con sede in Milano,");
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
    vat_number: "01234567897",
    representative: "Anna Bianchi",
  };
  const beta = {
    name: "Beta S.p.A.",
    registered_office: "Turin",
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
    expect(penitential).toMatch(/^11\. Mediazione\. .*Casa Alfa S\.r\.l\., Bologna, iscritto come agente/m);
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
      "L'Apprendista è inquadrato inizialmente nel V livello, non più di due livelli al di sotto del livello di destinazione IV.",
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
