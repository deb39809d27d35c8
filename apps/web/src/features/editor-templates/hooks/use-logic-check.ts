import { checkTemplate, type TemplateCheckIssue } from "@app/documents";
import { useDeferredValue, useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { TemplateDraft } from "../model/template-draft";

/**
 * The body's logic as the server checks it when saving (issue 32), in the editor's language, a
 * moment behind the typing: conditions, repetitions, terms and references, each problem named
 * with its placeholder and position, before the save is refused for it.
 */
export function useLogicCheck(draft: TemplateDraft): readonly TemplateCheckIssue[] {
  const { i18n } = useTranslation();
  const deferred = useDeferredValue(draft);
  return useMemo(
    () =>
      checkTemplate(
        deferred.body,
        {
          fields: deferred.fields.rows.map((r) => r.data).filter((f) => f.slug),
          notes: deferred.notes.rows.map((r) => r.data),
          parties: deferred.parties,
        },
        i18n.language === "en" ? "en" : "it",
      ),
    [deferred, i18n.language],
  );
}
