import type { AgreementValues, Language, TemplateField, TemplateParty } from "@app/contracts";
import type { DocumentModel } from "./document-model";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";
import { resolveTemplate } from "./resolve-template";

/** What an agreement's document is made of: its text, its template's questions and parties, its answers. */
export interface AgreementDocumentSource {
  /** The customised text, or the template version's. */
  html: string;
  fields: TemplateField[];
  parties?: readonly TemplateParty[] | null;
  values: AgreementValues;
  language: Language;
  title: string;
  author?: string;
  date?: Date;
}

/** The context every writer is given for an agreement: the same fields, answers and parties everywhere. */
export function agreementContext(source: Omit<AgreementDocumentSource, "html">): RenderContext {
  return {
    fields: source.fields,
    values: source.values,
    language: source.language,
    parties: source.parties ?? [],
    title: source.title,
    ...(source.author === undefined ? {} : { author: source.author }),
    ...(source.date === undefined ? {} : { date: source.date }),
  };
}

/**
 * Issue 44: the one resolution of a contract for its answers. The live preview, the print
 * preview, the customise tab, the PDF, the DOCX, the e-mail's attachment, the revision
 * comparison and the editors' preview all print what this returns (a screen that parses once
 * and resolves on every answer calls `resolveTemplate` with `agreementContext`), so none can
 * print the template's logic unresolved: both branches, no numbers, blank terms.
 */
export function agreementDocument(source: AgreementDocumentSource): {
  model: DocumentModel;
  ctx: RenderContext;
} {
  const ctx = agreementContext(source);
  return { model: resolveTemplate(parseHtml(source.html), ctx), ctx };
}
