export interface SeedNews {
  /** Found again by this key, so seeding twice adds nothing. */
  key: string;
  /** `YYYY-MM-DD`. */
  date: string;
  title: { it: string; en: string };
  /** Rich text with the sanitiser's tags only. */
  text: { it: string; en: string };
}

/**
 * The editors' published news of the demo (issue 18): what the catalogue holds and the sources it
 * follows. Every statement of law is one the templates' commentary (`templates/**`, `discipline`)
 * already makes; nothing here adds a figure, a date or a ruling of its own.
 */
export const seedNews: SeedNews[] = [
  {
    key: "locazioni-abitative",
    date: "2026-11-20",
    title: {
      it: "Locazioni abitative: il contratto 4+4 e il contratto transitorio",
      en: "Residential leases: the 4+4 lease and the transitional lease",
    },
    text: {
      it: [
        "<p>Nel catalogo sono disponibili due modelli per la locazione di immobili ad uso abitativo, ciascuno con il commento delle fonti.</p>",
        "<ul>",
        "<li><strong>Contratto a canone libero (4+4)</strong>, ai sensi dell'art. 2, comma 1, della legge 9 dicembre 1998, n. 431: le parti determinano liberamente il canone, ma la durata non può essere inferiore a quattro anni, con rinnovo automatico per altri quattro; alla prima scadenza il locatore può negare il rinnovo solo per uno dei motivi tassativi dell'art. 3.</li>",
        "<li><strong>Contratto transitorio</strong>, ai sensi dell'art. 5, comma 1, della stessa legge e del D.M. 16 gennaio 2017: durata non superiore a diciotto mesi, con l'esigenza transitoria del locatore o del conduttore individuata in modo specifico e documentata. In mancanza di questi requisiti il contratto è ricondotto alla durata ordinaria quadriennale dell'art. 2, comma 1.</li>",
        "</ul>",
        "<p>Il commento di entrambi i modelli tratta la registrazione entro trenta giorni (art. 17 D.P.R. 26 aprile 1986, n. 131) e l'opzione per la cedolare secca (art. 3 D.Lgs. 14 marzo 2011, n. 23); quello del 4+4 ricorda che la forma scritta è richiesta per la validità del contratto (art. 1, comma 4, L. 431/1998).</p>",
      ].join(""),
      en: [
        "<p>The catalogue offers two templates, in Italian, for residential leases, each with a commentary on its legal sources.</p>",
        "<ul>",
        "<li><strong>Free-rent lease (4+4)</strong>, under Article 2(1) of Law No. 431 of 9 December 1998: the parties agree the rent freely, but the term may not be shorter than four years and renews automatically for four more; at the first expiry the landlord may refuse renewal only on one of the grounds exhaustively listed in Article 3.</li>",
        "<li><strong>Transitional lease</strong>, under Article 5(1) of the same Law and the Ministerial Decree of 16 January 2017: a term of no more than eighteen months, with the landlord's or the tenant's temporary need stated specifically and documented. Without these requirements the lease is brought back to the ordinary four-year term of Article 2(1).</li>",
        "</ul>",
        "<p>The commentary of both templates covers registration within thirty days (Article 17 of Presidential Decree No. 131 of 26 April 1986) and the option for the flat-rate tax on rents, the <em>cedolare secca</em> (Article 3 of Legislative Decree No. 23 of 14 March 2011); that of the 4+4 lease recalls that the lease is valid only in writing (Article 1(4) of Law 431/1998).</p>",
      ].join(""),
    },
  },
  {
    key: "lavoro-tempo-determinato",
    date: "2026-11-12",
    title: {
      it: "Lavoro a tempo determinato: il modello e le regole del D.Lgs. 81/2015",
      en: "Fixed-term employment: the template and the rules of Legislative Decree 81/2015",
    },
    text: {
      it: [
        "<p>Il modello di contratto di lavoro subordinato a tempo determinato segue gli artt. 19-29 del D.Lgs. 15 giugno 2015, n. 81, come modificati dal D.L. 12 luglio 2018, n. 87 e dal D.L. 4 maggio 2023, n. 48. Il commento ricorda in particolare che:</p>",
        "<ul>",
        "<li>il termine può essere apposto liberamente per una durata non superiore a dodici mesi; il contratto può durare di più, ma non oltre ventiquattro mesi, solo in presenza di una delle condizioni dell'art. 19, comma 1;</li>",
        "<li>il termine deve risultare da atto scritto, pena la sua inefficacia, salvo i rapporti di durata non superiore a dodici giorni (art. 19, comma 4);</li>",
        "<li>con il consenso del lavoratore sono ammesse fino a quattro proroghe nell'arco di ventiquattro mesi; dalla quinta il contratto si trasforma a tempo indeterminato (art. 21, comma 1).</li>",
        "</ul>",
        "<p>La condizione della lett. b) dell'art. 19, comma 1 (esigenze di natura tecnica, organizzativa o produttiva individuate dalle parti) è una facoltà transitoria, il cui termine è stato più volte prorogato: prima di utilizzarla verificate sempre il testo vigente alla data di stipulazione.</p>",
      ].join(""),
      en: [
        "<p>The template for fixed-term employment (in Italian) follows Articles 19 to 29 of Legislative Decree No. 81 of 15 June 2015, as amended by Decree-Law No. 87 of 12 July 2018 and Decree-Law No. 48 of 4 May 2023. Its commentary recalls in particular that:</p>",
        "<ul>",
        "<li>a term of up to twelve months may be set freely; the contract may last longer, but no more than twenty-four months, only where one of the conditions of Article 19(1) applies;</li>",
        "<li>the term must be stated in writing or it has no effect, save for employment lasting no more than twelve days (Article 19(4));</li>",
        "<li>with the employee's consent the term may be extended up to four times within twenty-four months; from the fifth extension the contract becomes permanent (Article 21(1)).</li>",
        "</ul>",
        "<p>The condition of Article 19(1)(b), technical, organisational or production needs identified by the parties, is a transitional option whose end date has been extended several times: before relying on it, always check the text in force on the date the contract is signed.</p>",
      ].join(""),
    },
  },
  {
    key: "calcolatori-locazione",
    date: "2026-10-28",
    title: {
      it: "Calcolatori: interessi legali e aggiornamento ISTAT del canone",
      en: "Calculators: legal interest and the ISTAT rent update",
    },
    text: {
      it: [
        "<p>Tra i calcolatori sono disponibili gli <strong>interessi legali</strong> (art. 1284 c.c.) e l'<strong>aggiornamento ISTAT del canone di locazione</strong>, collegati ai modelli di locazione abitativa: si usano durante la redazione del contratto e il prospetto di calcolo si scarica in PDF o DOCX.</p>",
        "<p>Due regole richiamate dal commento del contratto a canone libero (4+4):</p>",
        "<ul>",
        "<li>il deposito cauzionale non può superare tre mensilità del canone ed è produttivo di interessi legali, da corrispondere al conduttore alla fine di ogni anno (art. 11 L. 27 luglio 1978, n. 392);</li>",
        "<li>il locatore che opta per la cedolare secca rinuncia all'aggiornamento del canone per tutta la durata dell'opzione (art. 3, comma 11, D.Lgs. 14 marzo 2011, n. 23): il contratto non deve prevedere l'aggiornamento ISTAT insieme a quell'opzione.</li>",
        "</ul>",
      ].join(""),
      en: [
        "<p>The calculators include <strong>legal interest</strong> (Article 1284 of the Civil Code) and the <strong>ISTAT update of the rent</strong>, linked to the residential lease templates: use them while drafting the contract and download the calculation statement as PDF or DOCX.</p>",
        "<p>Two rules recalled by the commentary of the free-rent (4+4) lease:</p>",
        "<ul>",
        "<li>the security deposit may not exceed three months' rent and bears legal interest, to be paid to the tenant at the end of each year (Article 11 of Law No. 392 of 27 July 1978);</li>",
        "<li>a landlord who opts for the flat-rate tax (<em>cedolare secca</em>) waives any update of the rent for as long as the option lasts (Article 3(11) of Legislative Decree No. 23 of 14 March 2011): the lease should not provide for the ISTAT update together with that option.</li>",
        "</ul>",
      ].join(""),
    },
  },
  {
    key: "part-time-apprendistato",
    date: "2026-10-15",
    title: {
      it: "Part-time e apprendistato professionalizzante nel catalogo del lavoro",
      en: "Part-time work and vocational apprenticeship in the employment catalogue",
    },
    text: {
      it: [
        "<p>Il catalogo dei contratti di lavoro comprende il <strong>contratto di lavoro a tempo parziale</strong> e il <strong>contratto di apprendistato professionalizzante</strong>, entrambi disciplinati dal D.Lgs. 15 giugno 2015, n. 81.</p>",
        "<ul>",
        "<li>Il part-time (artt. 4-12) richiede la forma scritta ai fini della prova e la puntuale indicazione della durata della prestazione e della collocazione temporale dell'orario con riferimento al giorno, alla settimana, al mese e all'anno (art. 5).</li>",
        "<li>L'apprendistato è un contratto di lavoro a tempo indeterminato finalizzato alla formazione e all'occupazione dei giovani (art. 41); quello professionalizzante si stipula, di regola, con chi ha tra i diciotto e i ventinove anni (art. 44, comma 1), in forma scritta ai fini della prova, con il piano formativo individuale, e dura almeno sei mesi, salvo le attività stagionali (art. 42, commi 1 e 2).</li>",
        "</ul>",
        "<p>Per entrambi il commento rinvia al contratto collettivo applicato, che ne completa la disciplina.</p>",
      ].join(""),
      en: [
        "<p>The employment catalogue includes the <strong>part-time employment contract</strong> and the <strong>vocational apprenticeship contract</strong> (<em>apprendistato professionalizzante</em>), both governed by Legislative Decree No. 81 of 15 June 2015; the templates are in Italian.</p>",
        "<ul>",
        "<li>Part-time work (Articles 4 to 12) must be agreed in writing as evidence and must state precisely the hours to be worked and when, by day, week, month and year (Article 5).</li>",
        "<li>Apprenticeship is a permanent employment contract aimed at training and employing young people (Article 41); the vocational apprenticeship is, as a rule, for those aged eighteen to twenty-nine (Article 44(1)), is made in writing as evidence, with the individual training plan, and lasts at least six months, save for seasonal work (Article 42(1) and (2)).</li>",
        "</ul>",
        "<p>For both, the commentary refers to the applicable collective agreement, which completes the rules.</p>",
      ].join(""),
    },
  },
  {
    key: "modelli-in-inglese",
    date: "2026-09-30",
    title: {
      it: "Due modelli in lingua inglese retti dalla legge italiana",
      en: "Two English-language templates governed by Italian law",
    },
    text: {
      it: [
        "<p>Per le trattative con controparti estere e per il personale che non legge l'italiano il catalogo offre due modelli redatti in inglese e retti dalla legge italiana:</p>",
        "<ul>",
        "<li><strong>Non-Disclosure Agreement, mutual or one-way</strong>: accordo di riservatezza reciproco o unilaterale, contratto atipico ammesso in quanto diretto a realizzare interessi meritevoli di tutela (art. 1322, secondo comma, c.c.), che si affianca alla tutela dei segreti commerciali degli artt. 98 e 99 del D.Lgs. 10 febbraio 2005, n. 30 (Codice della proprietà industriale);</li>",
        "<li><strong>Permanent Employment Contract</strong>: contratto di lavoro subordinato a tempo indeterminato e a tempo pieno per chi lavora abitualmente in Italia, con il contenuto giuridico del corrispondente modello italiano.</li>",
        "</ul>",
        "<p>La lingua del testo non cambia le regole applicabili, in gran parte inderogabili; i documenti prodotti in un giudizio italiano vanno accompagnati da una traduzione, perché l'italiano è la lingua del processo (artt. 122-123 c.p.c.).</p>",
      ].join(""),
      en: [
        "<p>For negotiations with foreign counterparties and for staff who do not read Italian, the catalogue offers two templates drafted in English and governed by Italian law:</p>",
        "<ul>",
        "<li><strong>Non-Disclosure Agreement, mutual or one-way</strong>: an atypical contract, valid insofar as it pursues interests worthy of protection (Article 1322(2) of the Civil Code), which supplements the statutory protection of trade secrets under Articles 98 and 99 of Legislative Decree No. 30 of 10 February 2005 (Industrial Property Code);</li>",
        "<li><strong>Permanent Employment Contract</strong>: a permanent, full-time employment contract for an employee who habitually works in Italy, with the legal content of the corresponding Italian template.</li>",
        "</ul>",
        "<p>The language of the text does not change the applicable rules, which are mandatory in most respects; documents filed in Italian court proceedings must be accompanied by a translation, since Italian is the language of proceedings (Articles 122-123 of the Code of Civil Procedure).</p>",
      ].join(""),
    },
  },
];
