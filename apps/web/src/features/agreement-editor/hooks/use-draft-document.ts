import type { TemplateDetail } from "@app/contracts";
import {
  agreementContext,
  type DocumentModel,
  parseHtml,
  type RenderContext,
  resolveTemplate,
} from "@app/documents";
import { useMemo } from "react";
import { withClauseOrigins } from "../model/clause-changes";
import type { Draft } from "../model/draft";
import { previewValues } from "../model/group-values";

// The last template text parsed, kept while the app runs: the screen opened again on the same
// template (back from the dashboard, another draft of it) parses nothing (issue 44).
let lastParsed: { body: string; model: DocumentModel } | null = null;
function parsedTemplate(body: string): DocumentModel {
  if (lastParsed?.body !== body) lastParsed = { body, model: parseHtml(body) };
  return lastParsed.model;
}

/**
 * The contract a draft prints, as the drafting screen's tabs show it: the one resolution of its
 * text for its answers (issue 44), and the context the document view reads.
 */
export function useDraftDocument(
  template: TemplateDetail,
  draft: Pick<Draft, "customizedBody" | "values" | "title">,
) {
  // The template's text, parsed once: the fields' notes read it, and the contract unless customised.
  const templateModel = useMemo(() => parsedTemplate(template.body), [template.body]);
  // Each clause knows its place in the text as written: the live preview tells a clause an answer
  // rewords from one it leaves out (issue 44).
  const { customizedBody } = draft;
  const parsed = useMemo(
    () => withClauseOrigins(customizedBody === null ? templateModel : parseHtml(customizedBody)),
    [customizedBody, templateModel],
  );
  // The document these answers call for (issue 32): conditions, repetitions, terms and clause
  // numbers resolved on every change; a template without logic comes back as it was parsed.
  // A group's blank cards print as blanks, as the form shows them.
  const shownValues = useMemo(
    () => previewValues(template.fields, draft.values),
    [template.fields, draft.values],
  );
  const ctx = useMemo<RenderContext>(
    () =>
      agreementContext({
        fields: template.fields,
        values: shownValues,
        language: template.language,
        title: draft.title,
        parties: template.parties,
      }),
    [template.fields, template.language, template.parties, shownValues, draft.title],
  );
  // The one resolution every output prints (issue 44), on the body parsed once per text; not
  // again when only the title changes, so typing a title repaints no clause.
  const model = useMemo(
    () =>
      resolveTemplate(parsed, {
        fields: template.fields,
        values: shownValues,
        language: template.language,
        parties: template.parties,
      }),
    [parsed, template.fields, template.language, template.parties, shownValues],
  );
  return { model, ctx, templateModel };
}
