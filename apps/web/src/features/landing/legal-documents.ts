import type { Language } from "@app/contracts";
import { COMPANY } from "../../content/company";
import { CONSENT_MONTHS, PRIVACY_FACTS } from "../../content/facts";
import type { LegalDocument, LegalDocumentName, TextValues } from "./legal-content";

// One chunk per document and language, fetched when a page shows it.
const LOADERS = import.meta.glob<LegalDocument>("../../content/legal/*.json", { import: "default" });

const cache = new Map<string, LegalDocument>();
const keyOf = (name: LegalDocumentName, language: Language) => `../../content/legal/${name}.${language}.json`;

/** The document if it was loaded already (no loading state on a return visit). */
export function cachedLegalDocument(name: LegalDocumentName, language: Language): LegalDocument | undefined {
  return cache.get(keyOf(name, language));
}

export async function loadLegalDocument(name: LegalDocumentName, language: Language): Promise<LegalDocument> {
  const key = keyOf(name, language);
  const load = LOADERS[key];
  if (!load) throw new Error(`No legal document ${key}`);
  const document = await load();
  cache.set(key, document);
  return document;
}

/** The values the documents' `{{group.key}}` placeholders refer to. */
export function legalTextValues(siteName: string): TextValues {
  return {
    site: { name: siteName },
    company: COMPANY,
    facts: { ...PRIVACY_FACTS, consentMonths: CONSENT_MONTHS },
  };
}
