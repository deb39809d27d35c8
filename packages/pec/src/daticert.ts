// daticert.xml, the certification data every PEC receipt and transport envelope carries (DM 2
// novembre 2005, allegato, "Formato dei dati di certificazione"), read and written with
// fast-xml-parser: never regular expressions over XML.
import { PEC_RECEIPT_TYPES } from "@app/contracts";
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";

/** `<postacert tipo>`: the receipts' types, the transport envelope's, and the anomaly's. */
export const DATICERT_TYPES = [...PEC_RECEIPT_TYPES, "posta-certificata", "errore"] as const;
export type DaticertType = (typeof DATICERT_TYPES)[number];
export const DATICERT_ERRORS = ["nessuno", "no-dest", "no-dominio", "virus", "altro"] as const;
export type DaticertError = (typeof DATICERT_ERRORS)[number];
export type RecipientKind = "certificato" | "esterno";

export interface Daticert {
  type: DaticertType;
  error: DaticertError;
  sender: string | null;
  recipients: { address: string; kind: RecipientKind | null }[];
  replyTo: string | null;
  subject: string | null;
  issuer: string | null;
  /** The provider's time, ISO 8601 in UTC, from `<data zona><giorno><ora>`. */
  timestamp: string | null;
  providerMessageId: string | null;
  /** `<msgid>` without angle brackets. */
  originalMessageId: string | null;
  receiptKind: "completa" | "breve" | "sintetica" | null;
  deliveredTo: string | null;
  errorReason: string | null;
}

export class DaticertReadError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === "destinatari",
  // A DOCTYPE's own entities (a real daticert.xml defines none) are expanded one level deep and
  // within tight bounds: an entity bomb stays a few characters, never fills the memory.
  processEntities: {
    enabled: true,
    maxEntityCount: 10,
    maxEntitySize: 1000,
    maxTotalExpansions: 100,
    maxExpandedLength: 10_000,
  },
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;

/** An element's text, whether it has attributes (`#text`) or not. */
function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (isNode(value) && typeof value["#text"] === "string") return value["#text"].trim() || null;
  return null;
}

const attribute = (node: unknown, name: string): string | null =>
  isNode(node) && typeof node[`@_${name}`] === "string" ? (node[`@_${name}`] as string) : null;

/** `<msgid>` and the like without the angle brackets RFC 5322 writes them with. */
export const bare = (id: string | null): string | null => {
  const value = id?.trim().replace(/^<(.*)>$/, "$1") ?? "";
  return value || null;
};

/** dd/mm/yyyy and hh:mm:ss in the zone "+0100", as an instant in ISO 8601 (UTC); null when not a date. */
function timestamp(data: unknown): string | null {
  const day = text(isNode(data) ? data.giorno : null)?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  const time = text(isNode(data) ? data.ora : null)?.match(/^(\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!day || !time) return null;
  const zone = attribute(data, "zona")?.match(/^([+-])(\d{2}):?(\d{2})$/);
  const offset = zone ? `${zone[1]}${zone[2]}:${zone[3]}` : "Z";
  const iso = `${day[3]}-${day[2]}-${day[1]}T${time[1]}:${time[2]}:${time[3] ?? "00"}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** daticert.xml read; a `DaticertReadError` says why it is not one (bad XML, no postacert, unknown type). */
export function readDaticert(xml: string): Daticert {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new DaticertReadError(`daticert.xml is not well-formed XML: ${valid.err.msg}`);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch (error) {
    throw new DaticertReadError(
      `daticert.xml could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const postacert = document.postacert;
  if (!isNode(postacert)) throw new DaticertReadError("daticert.xml has no <postacert>");
  const type = oneOf(DATICERT_TYPES, attribute(postacert, "tipo"));
  if (!type) throw new DaticertReadError(`unknown <postacert tipo="${attribute(postacert, "tipo") ?? ""}">`);
  const header = isNode(postacert.intestazione) ? postacert.intestazione : {};
  const data = isNode(postacert.dati) ? postacert.dati : {};
  const recipients = (Array.isArray(header.destinatari) ? header.destinatari : [])
    .map((item: unknown) => ({
      address: text(item) ?? "",
      kind: oneOf(["certificato", "esterno"] as const, attribute(item, "tipo")),
    }))
    .filter((item) => item.address !== "");
  return {
    type,
    error: oneOf(DATICERT_ERRORS, attribute(postacert, "errore")) ?? "altro",
    sender: text(header.mittente),
    recipients,
    replyTo: text(header.risposte),
    subject: text(header.oggetto),
    issuer: text(data["gestore-emittente"]),
    timestamp: timestamp(data.data),
    providerMessageId: text(data.identificativo),
    originalMessageId: bare(text(data.msgid)),
    receiptKind: oneOf(["completa", "breve", "sintetica"] as const, attribute(data.ricevuta, "tipo")),
    deliveredTo: text(data.consegna),
    errorReason: text(data["errore-esteso"]),
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
});

/** The Italian clock a provider writes: day, time and the zone (+0100 in winter, +0200 in summer). */
export function italianClock(at: Date): { giorno: string; ora: string; zona: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Rome",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? "GMT+01:00").replace("GMT", "").replace(":", "") || "+0000";
  return {
    giorno: `${parts.day}/${parts.month}/${parts.year}`,
    ora: `${parts.hour}:${parts.minute}:${parts.second}`,
    zona: offset,
  };
}

export interface DaticertInput {
  type: DaticertType;
  error?: DaticertError;
  sender: string;
  recipients: { address: string; kind: RecipientKind }[];
  replyTo?: string;
  subject: string;
  issuer: string;
  at: Date;
  providerMessageId: string;
  /** The original Message-ID, with or without its angle brackets. */
  originalMessageId: string;
  receiptKind?: "completa" | "breve" | "sintetica";
  deliveredTo?: string;
  errorReason?: string;
}

/** daticert.xml as a provider writes it, with the DTD's DOCTYPE and UTF-8. */
export function writeDaticert(input: DaticertInput): string {
  const clock = italianClock(input.at);
  const dati: Node = {
    "gestore-emittente": input.issuer,
    data: { "@_zona": clock.zona, giorno: clock.giorno, ora: clock.ora },
    identificativo: input.providerMessageId,
    msgid: `<${bare(input.originalMessageId) ?? ""}>`,
  };
  if (input.receiptKind) dati.ricevuta = { "@_tipo": input.receiptKind };
  if (input.deliveredTo) dati.consegna = input.deliveredTo;
  if (input.errorReason) dati["errore-esteso"] = input.errorReason;
  const document = {
    postacert: {
      "@_tipo": input.type,
      "@_errore": input.error ?? "nessuno",
      intestazione: {
        mittente: input.sender,
        destinatari: input.recipients.map((item) => ({ "@_tipo": item.kind, "#text": item.address })),
        risposte: input.replyTo ?? input.sender,
        oggetto: input.subject,
      },
      dati,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE postacert SYSTEM "Postacert.dtd">\n${builder.build(document)}`;
}
