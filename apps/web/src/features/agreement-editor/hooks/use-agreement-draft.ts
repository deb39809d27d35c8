import type { AgreementCalculationBody, AgreementDetail, AgreementValues } from "@app/contracts";
import { useCallback, useMemo, useState } from "react";
import {
  type Draft,
  draftFromDetail,
  isDraftDirty,
  type PartyBinding,
  type ServerFieldErrors,
  withCalculation,
} from "../model/draft";
import { withAnswer } from "../model/group-values";

type Value = AgreementValues[string];

const NO_SERVER_ERRORS: ServerFieldErrors = { values: {}, other: [] };

/**
 * The draft on screen and what was last saved. The draft is the customer's: a failed save or a
 * refetch never replaces it (issue 5: a value typed is never lost).
 */
export function useAgreementDraft(initial: Draft, savedInitially: Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [saved, setSaved] = useState<Draft>(savedInitially);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>(NO_SERVER_ERRORS);

  const setValue = useCallback((slug: string, value: Value) => {
    // A field counts as touched once left (onBlur): from then on its check follows each
    // keystroke, while a first entry is not scolded letter by letter.
    // `slug` may address an item's field, `conduttori.1.nome` (issue 32).
    setDraft((d) => ({ ...d, values: withAnswer(d.values, slug, value) }));
    // The server's message was about the previous value (a whole group's, about every item).
    setServerErrors((errors) => {
      const stale = Object.keys(errors.values).filter((key) => key === slug || key.startsWith(`${slug}.`));
      if (!stale.length) return errors;
      const rest = Object.fromEntries(Object.entries(errors.values).filter(([key]) => !stale.includes(key)));
      return { ...errors, values: rest };
    });
  }, []);

  const touch = useCallback((slug: string) => {
    setTouched((set) => (set.has(slug) ? set : new Set(set).add(slug)));
  }, []);

  const setTitle = useCallback((title: string) => {
    setDraft((d) => ({ ...d, title }));
    setServerErrors((errors) => (errors.title ? { ...errors, title: undefined } : errors));
  }, []);

  const setCustomizedBody = useCallback((customizedBody: string | null) => {
    setDraft((d) => ({ ...d, customizedBody }));
  }, []);

  /** A contact fills a party: its values go into the fields, the binding with the next save. */
  const fillParty = useCallback((role: string, binding: PartyBinding) => {
    setDraft((d) => ({
      ...d,
      values: { ...d.values, ...binding.filled },
      parties: { ...d.parties, [role]: binding },
    }));
    setServerErrors((errors) => {
      const values = Object.fromEntries(
        Object.entries(errors.values).filter(([slug]) => !(slug in binding.filled)),
      );
      return { ...errors, values };
    });
  }, []);

  /** The party is no longer bound to its contact; what it filled stays in the fields. */
  const unbindParty = useCallback((role: string) => {
    setDraft((d) => {
      const { [role]: _, ...parties } = d.parties;
      return { ...d, parties };
    });
  }, []);

  const keepCalculation = useCallback((calculation: AgreementCalculationBody) => {
    setDraft((d) => withCalculation(d, calculation));
  }, []);

  /**
   * After a successful save: the server's answer is the new baseline; the draft stays as typed,
   * less the calculations that save sent (the agreement keeps them now).
   */
  const markSaved = useCallback((detail: AgreementDetail, sent: readonly AgreementCalculationBody[] = []) => {
    setSaved(draftFromDetail(detail));
    setDraft((d) =>
      sent.length ? { ...d, calculations: d.calculations.filter((pending) => !sent.includes(pending)) } : d,
    );
    setServerErrors(NO_SERVER_ERRORS);
  }, []);

  const isDirty = useMemo(() => isDraftDirty(draft, saved), [draft, saved]);

  return {
    draft,
    isDirty,
    touched,
    showAllErrors,
    serverErrors,
    setValue,
    touch,
    setTitle,
    setCustomizedBody,
    keepCalculation,
    fillParty,
    unbindParty,
    markSaved,
    setShowAllErrors,
    setServerErrors,
  };
}

export type AgreementDraftState = ReturnType<typeof useAgreementDraft>;
