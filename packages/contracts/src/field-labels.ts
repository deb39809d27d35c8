import { z } from "zod";

/**
 * The words a field goes by in messages, in both languages: the server's validation messages
 * name a field by its label, never by its key (issue 31), and a client may use the same words
 * to name the key of a server error.
 */
export type FieldLabel = { it: string; en: string };

/**
 * Fields whose words depend on their form (a firm's `name` is its Denominazione, an agenda's its
 * Nome): labelled on the field's own schema, which wins over `FIELD_LABELS`.
 */
export const fieldLabelRegistry = z.registry<FieldLabel>();

/** Gives this schema instance its label (a fresh instance: a shared one would carry it everywhere). */
export function labelled<T extends z.ZodType>(schema: T, label: FieldLabel): T {
  fieldLabelRegistry.add(schema, label);
  return schema;
}

const label = (it: string, en: string): FieldLabel => ({ it, en });

/**
 * Every field of every request body and query, by name, in the words the screens use for it.
 * `list.name` is a field inside the list (or object) `list`, where its words differ from the
 * name's own. Completeness is a test: apps/server/src/test/field-labels.test.ts.
 */
export const FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  address: label("Sede legale (indirizzo)", "Registered office (address)"),
  agenda: label("Agenda", "Agenda"),
  agreement: label("Contratto collegato", "Linked contract"),
  all_day: label("Tutto il giorno", "All day"),
  attachment_extension: label("Formato dell'allegato", "Attachment format"),
  attributes: label("Attributi del campo", "Field attributes"),
  body: label("Testo del contratto", "Contract text"),
  breakdown: label("Dettaglio del calcolo", "The calculation in detail"),
  "breakdown.columns": label("Colonne da mostrare", "Columns to show"),
  "breakdown.rows": label("Passaggio con le righe", "Step holding the rows"),
  calculations: label("Calcoli del contratto", "The contract's calculations"),
  calculator: label("Calcolatore", "Calculator"),
  calculators: label("Calcolatori collegati", "Linked calculators"),
  cap: label("CAP", "Postcode"),
  categories: label("Categorie", "Categories"),
  city: label("Comune", "Municipality"),
  code: label("Codice", "Code"),
  colour: label("Colore", "Colour"),
  columns: label("Colonne della tabella", "Table columns"),
  company: label("Azienda", "Company"),
  crmid: label("Codice CRM", "CRM code"),
  customized_body: label("Testo personalizzato", "Customised text"),
  data: label("Dati del contatto", "Contact details"),
  date: label("Data", "Date"),
  deadline: label("Scadenza", "Deadline"),
  "deadline.reminder": label("Promemoria suggerito", "Suggested reminder"),
  default: label("Valore predefinito", "Default value"),
  description: label("Descrizione", "Description"),
  disable: label("Non modificabile dal cliente", "Read-only for the customer"),
  discipline: label("Disciplina", "Commentary"),
  downloadFormat: label("Formato del file", "File format"),
  email: label("E-mail", "E-mail"),
  end: label("Fine", "End"),
  exclude__id: label("Elementi esclusi", "Excluded items"),
  expression: label("Formula", "Formula"),
  field_set: label("Gruppo di campi", "Field group"),
  fields: label("Campi", "Fields"),
  first_name: label("Nome", "First name"),
  fiscal_code: label("Codice fiscale", "Fiscal code"),
  forms: label("Forme del ruolo", "Role forms"),
  free_filter__: label("Ricerca", "Search"),
  gender_field: label("Campo del genere", "Gender field"),
  help: label("Aiuto per il cliente", "Help for the customer"),
  item_label: label("Nome di un elemento", "Item name"),
  "notes.help": label("Testo della nota", "Note text"),
  "inputs.help": label("Aiuto", "Help"),
  id: label("Identificativo", "Identifier"),
  input: label("Dato controllato", "Input checked"),
  inputs: label("Dati da inserire", "Inputs"),
  is_active: label("Attivo", "Active"),
  is_customer: label("Cliente", "Customer"),
  is_editor: label("Redattore", "Editor"),
  keywords: label("Parole chiave", "Keywords"),
  label: label("Etichetta", "Label"),
  "notes.label": label("Titolo", "Title"),
  "parties.label": label("Nome della parte", "Party name"),
  label_en: label("Nome della scadenza (inglese)", "Deadline name (English)"),
  label_it: label("Nome della scadenza (italiano)", "Deadline name (Italian)"),
  language: label("Lingua", "Language"),
  last_name: label("Cognome", "Surname"),
  legal_form: label("Forma giuridica", "Legal form"),
  link: label("Link di approfondimento", "Read-more link"),
  mapping: label("Risultati del calcolatore nel contratto", "The calculator's results in the contract"),
  max: label("Massimo", "Maximum"),
  message_email: label("Messaggio", "Message"),
  min: label("Minimo", "Minimum"),
  minor: label("Versione minore", "Minor version"),
  module: label("Modulo", "Module"),
  modules: label("Moduli degli abbonati che la vedono", "Subscribers' modules that see it"),
  name: label("Nome", "Name"),
  plural: label("Plurale maschile", "Plural"),
  plural_feminine: label("Plurale femminile", "Feminine plural"),
  singular: label("Singolare maschile", "Singular"),
  singular_feminine: label("Singolare femminile", "Feminine singular"),
  "validators.name": label("Regola", "Rule"),
  new_password1: label("Nuova password", "New password"),
  new_password2: label("Conferma la nuova password", "Confirm the new password"),
  no_page: label("Tutto l'elenco", "Whole list"),
  note: label("Note", "Notes"),
  "values.note": label("Atto / fonte", "Act / source"),
  notes: label("Note", "Notes"),
  old_password: label("Password attuale", "Current password"),
  options: label("Opzioni", "Options"),
  order_by__: label("Ordinamento", "Ordering"),
  outputs: label("Risultati", "Results"),
  page: label("Pagina", "Page"),
  parent: label("Elemento padre", "Parent item"),
  parties: label("Parti del contratto", "Parties of the contract"),
  party_snapshots: label("Parti del contratto", "Parties of the contract"),
  password: label("Password", "Password"),
  pec: label("PEC", "PEC"),
  per_page: label("Elementi per pagina", "Items per page"),
  phone: label("Telefono", "Phone"),
  place: label("Luogo", "Place"),
  placeholder: label("Testo di esempio", "Placeholder text"),
  plan: label("Piano", "Plan"),
  position: label("Posizione", "Position"),
  previous_slug: label("Codice (slug) precedente", "Previous code (slug)"),
  prospetti: label("Prospetti di calcolo da allegare", "Calculation statements to attach"),
  prospetto: label("Testo del prospetto", "Prospetto text"),
  province: label("Provincia", "Province"),
  question_en: label("Domanda in inglese", "English question"),
  question_it: label("Domanda in italiano", "Italian question"),
  rememberMe: label("Ricordami", "Remember me"),
  reminder: label("Promemoria", "Reminder"),
  required: label("Obbligatorio", "Required"),
  role: label("Ruolo nello studio", "Role in the firm"),
  rows: label("Righe", "Rows"),
  sdi_code: label("Codice destinatario SDI", "SDI recipient code"),
  seats: label("Postazioni", "Seats"),
  slug: label("Codice (slug)", "Code (slug)"),
  "inputs.slug": label("Nome (slug)", "Name (slug)"),
  "columns.slug": label("Nome (slug)", "Name (slug)"),
  "steps.slug": label("Nome (slug)", "Name (slug)"),
  "outputs.slug": label("Nome (slug)", "Name (slug)"),
  source: label("Fonte", "Source"),
  start: label("Inizio", "Start"),
  status: label("Stato", "Status"),
  steps: label("Passaggi intermedi", "Intermediate steps"),
  subject: label("Oggetto", "Subject"),
  template: label("Modello", "Template"),
  template_id: label("Modello", "Template"),
  templates: label("Modelli a cui porta questo passo", "Templates this step leads to"),
  text: label("Testo", "Text"),
  text_en: label("Testo in inglese", "English text"),
  text_it: label("Testo in italiano", "Italian text"),
  title: label("Titolo", "Title"),
  title_en: label("Titolo in inglese", "English title"),
  title_it: label("Titolo in italiano", "Italian title"),
  to_email: label("Destinatari", "Recipients"),
  token: label("Codice del link", "Link code"),
  type: label("Tipo", "Type"),
  typology: label("Tipologia", "Kind"),
  "parties.typology": label("Tipo di soggetto", "Kind of subject"),
  unit: label("Unità", "Unit"),
  username: label("Nome utente", "Username"),
  valid_from: label("Valida dal", "Valid from"),
  "values.valid_from": label("In vigore dal", "In force from"),
  valid_to: label("Valida fino al", "Valid until"),
  "values.valid_to": label("Valido fino al", "Valid until"),
  validators: label("Regole di validazione", "Validation rules"),
  value: label("Valore", "Value"),
  values: label("Valori", "Values"),
  vat_number: label("Partita IVA", "VAT number"),
  visibility: label("Visibilità", "Visibility"),
  visible: label("Visibile", "Visible"),
  visible_if: label("Visibile se", "Visible if"),
  wizards: label("Passi finali dei percorsi guidati", "Final steps of the guided searches"),
  // The list filters' own fields (`filter__<field>`), beside the bodies' above.
  category: label("Categoria", "Category"),
  created_at: label("Data di creazione", "Creation date"),
  date_create: label("Data di creazione", "Creation date"),
  date_last_modify: label("Ultima modifica", "Last modified"),
  expiring_within: label("In scadenza entro (giorni)", "Expiring within (days)"),
  family_id: label("Famiglia del modello", "Template family"),
  is_valid: label("Completo", "Complete"),
  kind: label("Tipo", "Kind"),
  letter: label("Iniziale", "Initial"),
  level: label("Livello", "Level"),
  owner: label("Cliente", "Customer"),
  owner_username: label("Nome utente del cliente", "Customer's username"),
  read: label("Letta", "Read"),
  template_language: label("Lingua del modello", "Template language"),
  template_title: label("Modello", "Template"),
  tree_id: label("Albero", "Tree"),
  version: label("Versione", "Version"),
};

/** `label.it` is the label in Italian: "Etichetta (italiano)". */
const LANGUAGE_WORDS: Record<string, FieldLabel> = {
  it: label("italiano", "Italian"),
  en: label("inglese", "English"),
};

type Node = z.ZodType;
type Def = {
  type: string;
  innerType?: Node;
  getter?: () => Node;
  in?: Node;
  shape?: Record<string, Node>;
  catchall?: Node;
  element?: Node;
  items?: readonly Node[];
  rest?: Node | null;
  valueType?: Node;
  options?: readonly Node[];
  left?: Node;
  right?: Node;
};

const defOf = (node: Node) => (node as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under a wrapper (optional, default, lazy, a pipe's input...), or undefined at the core. */
function inner(node: Node): Node | undefined {
  const def = defOf(node);
  return def.innerType ?? def.getter?.() ?? (def.type === "pipe" ? def.in : undefined);
}

/** A label registered on the schema or any of its wrappers. */
function registered(node: Node): FieldLabel | undefined {
  for (let at: Node | undefined = node; at; at = inner(at)) {
    const found = fieldLabelRegistry.get(at);
    if (found) return found;
  }
  return undefined;
}

type Step = { node: Node; isProperty: boolean };

/** What `segment` of a path reaches from `node`: a property, or an item (array index, record key). */
function step(node: Node, segment: string): Step | undefined {
  let core = node;
  for (let next = inner(core); next; next = inner(core)) core = next;
  const def = defOf(core);
  switch (def.type) {
    case "object": {
      const property = def.shape && Object.hasOwn(def.shape, segment) ? def.shape[segment] : undefined;
      if (property) return { node: property, isProperty: true };
      return def.catchall ? { node: def.catchall, isProperty: false } : undefined;
    }
    case "array":
      return def.element && /^\d+$/.test(segment) ? { node: def.element, isProperty: false } : undefined;
    case "tuple": {
      const item = def.items?.[Number(segment)] ?? def.rest ?? undefined;
      return item && /^\d+$/.test(segment) ? { node: item, isProperty: false } : undefined;
    }
    case "record":
      return def.valueType ? { node: def.valueType, isProperty: false } : undefined;
    case "union":
      for (const option of def.options ?? []) {
        const found = step(option, segment);
        if (found) return found;
      }
      return undefined;
    case "intersection":
      return (def.left && step(def.left, segment)) ?? (def.right && step(def.right, segment)) ?? undefined;
    default:
      return undefined;
  }
}

function byName(name: string, parent: string | undefined, within: FieldLabel | undefined) {
  const language = LANGUAGE_WORDS[name];
  if (language && within) {
    return label(`${within.it} (${language.it})`, `${within.en} (${language.en})`);
  }
  return (parent ? FIELD_LABELS[`${parent}.${name}`] : undefined) ?? FIELD_LABELS[name];
}

/**
 * The label of the field at `path` of a request checked by `schema` (a body or a query): that of
 * the last property on the path (an array index or a record key belongs to the field holding it).
 * Undefined when that property has none. Without a schema, every segment that is not a number is
 * read as a property.
 */
export function fieldLabel(
  schema: z.ZodType | undefined,
  path: readonly PropertyKey[],
): FieldLabel | undefined {
  let node: Node | undefined = schema;
  let found: FieldLabel | undefined;
  let parent: string | undefined;
  for (const raw of path) {
    const segment = String(raw);
    // Off the schema (or without one), the rest of the path is read by name.
    const next = node ? step(node, segment) : undefined;
    node = next?.node;
    if (!(next ? next.isProperty : !/^\d+$/.test(segment))) continue;
    found = (next && registered(next.node)) ?? byName(segment, parent, found);
    parent = segment;
  }
  return found;
}
