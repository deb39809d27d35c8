import type { AgreementCalculationBody, AgreementDetail, AgreementValues, ErrorBody } from "@app/contracts";
import { canonicalTemplateHtml } from "@app/documents";

/** What the customer is editing; compared with the last saved state to know what is unsaved. */
export interface Draft {
  title: string;
  values: AgreementValues;
  /** The customised text (HTML with placeholders), or null to follow the template's. */
  customizedBody: string | null;
  /**
   * Calculations inserted into the contract since the last save, one per calculator: the save
   * sends them and the agreement keeps them (issue 14). Always empty in what was saved.
   */
  calculations: AgreementCalculationBody[];
  /** Parties filled from the address book: role → its contact and what the contact filled. */
  parties: Readonly<Record<string, PartyBinding>>;
}

/** A party role bound to an address-book contact (issue 15). */
export interface PartyBinding {
  contact: number;
  /** Field slug → the value the contact filled when chosen. */
  filled: Readonly<Record<string, string>>;
}

/** The bindings an agreement keeps: its `parties` (contact ids) and `party_snapshots`. */
export function bindingsOf(
  detail: Pick<AgreementDetail, "parties" | "party_snapshots">,
): Record<string, PartyBinding> {
  const bindings: Record<string, PartyBinding> = {};
  for (const [role, contact] of Object.entries(detail.parties))
    if (contact !== null) bindings[role] = { contact, filled: detail.party_snapshots[role] ?? {} };
  return bindings;
}

/** The bindings as the server takes them. */
export function partiesBody(parties: Readonly<Record<string, PartyBinding>>) {
  const entries = Object.entries(parties);
  return {
    parties: Object.fromEntries(entries.map(([role, b]) => [role, b.contact])),
    party_snapshots: Object.fromEntries(entries.map(([role, b]) => [role, { ...b.filled }])),
  };
}

/** Bindings compared by content, whatever the order of their keys. */
export function sameParties(
  a: Readonly<Record<string, PartyBinding>>,
  b: Readonly<Record<string, PartyBinding>>,
) {
  const canonical = (p: Readonly<Record<string, PartyBinding>>) =>
    JSON.stringify(
      Object.keys(p)
        .sort()
        .map((role) => [role, p[role]?.contact, Object.entries(p[role]?.filled ?? {}).sort()]),
    );
  return canonical(a) === canonical(b);
}

// The editor screen builds its initial drafts on every render: one entry spares re-parsing.
let lastBody: { stored: string; canonical: string } | null = null;

/**
 * The server stores the text as its sanitiser re-serialised it (quotes unescaped, `&nbsp;`…); in
 * its canonical spelling it compares equal to what the editor gives for the same text.
 */
function canonicalBody(stored: string): string {
  if (lastBody?.stored !== stored) lastBody = { stored, canonical: canonicalTemplateHtml(stored) };
  return lastBody.canonical;
}

export function draftFromDetail(detail: AgreementDetail): Draft {
  const body = detail.customized_body;
  return {
    title: detail.title,
    values: detail.values,
    customizedBody: body === null ? null : canonicalBody(body),
    calculations: [],
    parties: bindingsOf(detail),
  };
}

/** The draft with one more calculation to keep: a newer one of the same calculator replaces it. */
export function withCalculation(draft: Draft, calculation: AgreementCalculationBody): Draft {
  return {
    ...draft,
    calculations: [
      ...draft.calculations.filter((pending) => pending.calculator !== calculation.calculator),
      calculation,
    ],
  };
}

/** Values as saved: cleared fields are left out rather than stored as "". */
export function cleanValues(values: AgreementValues): AgreementValues {
  const clean: AgreementValues = {};
  for (const [slug, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    clean[slug] = value;
  }
  return clean;
}

function sameValues(a: AgreementValues, b: AgreementValues): boolean {
  const left = cleanValues(a);
  const right = cleanValues(b);
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  // A group's items are compared by content: the saved ones come back as new arrays.
  return keys.every((key) => {
    const [a, b] = [left[key], right[key]];
    return Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
  });
}

/** True when something differs from what was saved (the title is compared as it will be saved, trimmed). */
export function isDraftDirty(draft: Draft, saved: Draft): boolean {
  return (
    draft.title.trim() !== saved.title.trim() ||
    draft.customizedBody !== saved.customizedBody ||
    draft.calculations.length > 0 ||
    !sameParties(draft.parties, saved.parties) ||
    !sameValues(draft.values, saved.values)
  );
}

export interface ServerFieldErrors {
  title?: string;
  /** Field slug → message, from the server's `values.<slug>` keys. */
  values: Record<string, string>;
  /** Errors that belong to no field on screen (shown next to the Save button). */
  other: string[];
}

function messagesOf(value: unknown): string | null {
  if (Array.isArray(value) && value.length > 0) return value.map(String).join(" ");
  if (typeof value === "string" && value) return value;
  return null;
}

/** Spreads a 400 answer over the screen: the title, each field, and what is left (spec §8). */
export function serverFieldErrors(body: ErrorBody | undefined): ServerFieldErrors {
  const result: ServerFieldErrors = { values: {}, other: [] };
  if (!body) return result;
  for (const [key, raw] of Object.entries(body)) {
    if (key === "status_code") continue;
    const message = messagesOf(raw);
    if (!message) continue;
    if (key === "title") result.title = message;
    else if (key.startsWith("values.")) result.values[key.slice("values.".length)] = message;
    else if (key === "non_field_errors") result.other.push(message);
    else result.other.push(`${key}: ${message}`);
  }
  return result;
}
