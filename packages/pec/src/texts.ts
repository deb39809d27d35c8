// What a provider writes in a receipt, in Italian, as the technical rules lay it out (DM 2
// novembre 2005, allegato) and the providers word it: the subject's prefix and the body.
import type { PecReceiptType } from "@app/contracts";
import { italianClock } from "./daticert";

export type EnvelopeType = PecReceiptType | "posta-certificata";

export const SUBJECT_PREFIX: Record<EnvelopeType, string> = {
  accettazione: "ACCETTAZIONE",
  "non-accettazione": "AVVISO DI NON ACCETTAZIONE",
  "presa-in-carico": "PRESA IN CARICO",
  "avvenuta-consegna": "CONSEGNA",
  "errore-consegna": "AVVISO DI MANCATA CONSEGNA",
  "preavviso-errore-consegna": "AVVISO DI MANCATA CONSEGNA PER SUP. TEMPO MASSIMO",
  "rilevazione-virus": "PROBLEMA DI SICUREZZA",
  "posta-certificata": "POSTA CERTIFICATA",
};

const TITLE: Record<EnvelopeType, string> = {
  accettazione: "Ricevuta di accettazione",
  "non-accettazione": "Avviso di non accettazione",
  "presa-in-carico": "Ricevuta di presa in carico",
  "avvenuta-consegna": "Ricevuta di avvenuta consegna",
  "errore-consegna": "Avviso di mancata consegna",
  "preavviso-errore-consegna": "Avviso di mancata consegna per superamento dei tempi massimi previsti",
  "rilevazione-virus": "Problema di sicurezza",
  "posta-certificata": "Messaggio di posta certificata",
};

export interface BodyInput {
  type: EnvelopeType;
  at: Date;
  subject: string;
  sender: string;
  recipients: { address: string; kind: "certificato" | "esterno" }[];
  deliveredTo?: string;
  errorReason?: string;
  providerMessageId: string;
}

const listed = (recipients: BodyInput["recipients"]) =>
  recipients
    .map(
      (item) =>
        `${item.address} ("${item.kind === "certificato" ? "posta certificata" : "posta ordinaria"}")`,
    )
    .join("\n");

/** The receipt's text, line by line (the HTML part is the same words). */
export function bodyLines(input: BodyInput): string[] {
  const clock = italianClock(input.at);
  const when = `Il giorno ${clock.giorno} alle ore ${clock.ora} (${clock.zona})`;
  const about = `"${input.subject}" proveniente da "${input.sender}"`;
  const to = input.deliveredTo ?? input.recipients[0]?.address ?? "";
  const id = `Identificativo messaggio: ${input.providerMessageId}`;
  const reason = input.errorReason ?? "errore non specificato";
  const lines: Record<EnvelopeType, string[]> = {
    accettazione: [
      `${when} il messaggio`,
      about,
      "ed indirizzato a:",
      listed(input.recipients),
      "è stato accettato dal sistema ed inoltrato.",
    ],
    "non-accettazione": [
      `${when} nel messaggio`,
      about,
      "ed indirizzato a:",
      listed(input.recipients),
      `è stato rilevato un problema che ne impedisce l'accettazione: ${reason}.`,
      "Il messaggio non è stato accettato.",
    ],
    "presa-in-carico": [
      `${when} il messaggio`,
      about,
      "ed indirizzato a:",
      listed(input.recipients),
      "è stato accettato dal sistema.",
    ],
    "avvenuta-consegna": [
      `${when} il messaggio`,
      about,
      `ed indirizzato a "${to}"`,
      "è stato consegnato nella casella di destinazione.",
    ],
    "errore-consegna": [
      `${when} nel messaggio`,
      about,
      `ed indirizzato a "${to}"`,
      `è stato rilevato un errore: ${reason}.`,
      "Il messaggio non è stato consegnato.",
    ],
    "preavviso-errore-consegna": [
      `${when} nel messaggio`,
      about,
      `ed indirizzato a "${to}"`,
      "non è stata ricevuta la ricevuta di avvenuta consegna nelle prime 12 ore dall'invio.",
      "Il gestore proseguirà i tentativi di consegna fino a 24 ore dall'invio.",
    ],
    "rilevazione-virus": [
      `${when} nel messaggio`,
      about,
      `ed indirizzato a "${to}"`,
      `è stato rilevato un problema di sicurezza: ${reason}.`,
      "Il messaggio non è stato consegnato.",
    ],
    "posta-certificata": [
      `${when} il messaggio "${input.subject}" è stato inviato da "${input.sender}"`,
      "indirizzato a:",
      listed(input.recipients),
      "Il messaggio originale è incluso in allegato.",
    ],
  };
  return [TITLE[input.type], "", ...lines[input.type], id];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The same words as HTML, as providers send a text/html alternative. */
export function bodyHtml(lines: string[]): string {
  const [title = "", , ...rest] = lines;
  const paragraphs = rest.map((line) => escapeHtml(line).replace(/\n/g, "<br>")).join("<br>\n");
  return `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>\n<h3>${escapeHtml(title)}</h3>\n<p>${paragraphs}</p>\n</body></html>\n`;
}
