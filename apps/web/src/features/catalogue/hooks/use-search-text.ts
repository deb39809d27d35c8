import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** The template list's query parameter (spec §2). */
export const SEARCH_PARAM = "inputTextSearched";
const TYPING_DEBOUNCE_MS = 350;

/**
 * The free-search text, kept in the URL so reload and back/forward work. Typing refines the
 * results after a pause (replacing the history entry); Enter searches at once and adds one.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams();
  const committed = (params.get(SEARCH_PARAM) ?? "").trim();
  const [draft, setDraft] = useState(committed);
  // The last text this hook wrote to the URL: its echo must not overwrite newer typing.
  const written = useRef(committed);

  useEffect(() => {
    if (committed === written.current) return;
    // Changed from outside (back/forward, the action bar elsewhere): show it in the box.
    written.current = committed;
    setDraft(committed);
  }, [committed]);

  const write = (text: string, replace: boolean) => {
    const next = text.trim();
    if (next === written.current) return;
    written.current = next;
    setParams(next ? { [SEARCH_PARAM]: next } : {}, { replace });
  };
  const writeSoon = useDebouncedCallback((text: string) => write(text, true), TYPING_DEBOUNCE_MS);

  return {
    /** What the search box shows. */
    draft,
    /** What the results are for. */
    committed,
    onChange: (text: string) => {
      setDraft(text);
      writeSoon(text);
    },
    onSubmit: (text: string) => {
      writeSoon.cancel();
      setDraft(text);
      write(text, false);
    },
  };
}
