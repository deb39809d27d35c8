import { useCallback, useEffect, useState } from "react";
import { getLanguage } from "../../../lib/i18n";
import type { LegalDocument, LegalDocumentName } from "../legal-content";
import { cachedLegalDocument, loadLegalDocument } from "../legal-documents";

export type LegalDocumentState =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; document: LegalDocument };

/** The document in the current UI language, reloaded when the language changes. */
export function useLegalDocument(name: LegalDocumentName, language: string): LegalDocumentState {
  const resolved = getLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LegalDocumentState>(() => {
    const cached = cachedLegalDocument(name, resolved);
    return cached ? { status: "ready", document: cached } : { status: "loading" };
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // `language` (the translator's) is what changes on a switch; `resolved` is its supported form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on language change and on retry
  useEffect(() => {
    let active = true;
    const cached = cachedLegalDocument(name, resolved);
    if (cached) {
      setState({ status: "ready", document: cached });
      return;
    }
    setState({ status: "loading" });
    loadLegalDocument(name, resolved).then(
      (document) => active && setState({ status: "ready", document }),
      (error: unknown) => {
        console.error(`Could not load the ${name} document.`, error);
        if (active) setState({ status: "error", retry });
      },
    );
    return () => {
      active = false;
    };
  }, [name, resolved, language, attempt, retry]);

  return state;
}
