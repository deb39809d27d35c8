// The lease the repeating-party journey publishes as an editor, and the tenants it chooses.

/** A lease whose tenants are a repeating party, as an editor would publish it (issue 32). */
export function repeatingLease(title: string) {
  return {
    title,
    language: "it",
    module: "civil_commercial",
    discipline: "<p>Artt. 1571 ss. c.c.; art. 3, comma 11, D.Lgs. 23/2011.</p>",
    keywords: [],
    notes: [],
    body:
      "<ol>" +
      "<li><p>{{term::conduttori::capital}} {{each::conduttori::inline}}{{field::conduttori.nome}}{{endeach}} {{if::count(conduttori) > 1}}prendono{{else}}prende{{endif}} in locazione l'immobile.</p></li>" +
      '{{if::cedolare_secca}}<li data-clause="cedolare"><p>Il locatore opta per la cedolare secca (art. 3, comma 11, D.Lgs. 23/2011) e rinuncia all\'aggiornamento del canone.</p></li>' +
      "{{else}}<li><p>Il canone è aggiornato annualmente nella misura del {{field::aggiornamento_istat}} della variazione ISTAT.</p></li>{{endif}}" +
      "<li><p>Le spese di registrazione sono a carico {{term::conduttori::di}}.</p></li>" +
      "</ol><p>{{each::conduttori}}{{term::conduttori::capital}} ______________________ ({{field::conduttori.nome}}){{endeach}}</p>",
    fields: [
      {
        slug: "conduttori",
        label: "Conduttori",
        type: "group",
        min: 1,
        max: 4,
        item_label: "Conduttore",
        field_set: "Conduttori",
        fields: [
          { slug: "nome", label: "Nome e cognome", type: "text", required: true },
          { slug: "codice_fiscale", label: "Codice fiscale", type: "fiscal_code", required: true },
        ],
      },
      { slug: "cedolare_secca", label: "Cedolare secca", type: "boolean", field_set: "Canone" },
      {
        slug: "aggiornamento_istat",
        label: "Aggiornamento ISTAT",
        type: "percentage",
        required: true,
        visible_if: "not cedolare_secca",
        field_set: "Canone",
      },
    ],
    parties: [
      {
        slug: "conduttori",
        label: "Conduttore",
        typology: "PF",
        field_set: "Conduttori",
        forms: {
          singular: "il Conduttore",
          plural: "i Conduttori",
          singular_feminine: "la Conduttrice",
          plural_feminine: "le Conduttrici",
        },
      },
    ],
  };
}

export const TENANTS = [
  { nome: "Anna", cognome: "Bianchi", codice_fiscale: "BNCNNA80A41H501R" },
  { nome: "Luca", cognome: "Verdi", codice_fiscale: "VRDLCU75C12F205W" },
];
