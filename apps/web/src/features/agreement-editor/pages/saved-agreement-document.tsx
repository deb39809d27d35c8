import type { Language } from "@app/contracts";
import { agreementDocument } from "@app/documents";
import { type ReactNode, useMemo } from "react";
import { useAgreementDetail } from "../api/use-agreement-detail";
import { useTemplateDetail } from "../api/use-template-detail";
import { DocumentStyles } from "../document/document-styles";
import { DocumentView } from "../document/document-view";

/** Where a saved agreement's document stands, for a page that prints it (the documents feature's). */
export type SavedDocumentState =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | {
      status: "ready";
      title: string;
      language: Language;
      isValid: boolean;
      /** The contract as it prints: customised text when there is one, values filled in. */
      document: ReactNode;
    };

interface SavedAgreementDocumentProps {
  id: number;
  children: (state: SavedDocumentState) => ReactNode;
}

/**
 * A saved agreement rendered as the server renders its DOCX and PDF (same text, same values,
 * same language), for the print preview. The route composes it into the documents feature's
 * page: features never import each other.
 */
export function SavedAgreementDocument({ id, children }: SavedAgreementDocumentProps) {
  const agreement = useAgreementDetail(id);
  const templateId = agreement.data?.template ?? null;
  const template = useTemplateDetail(templateId, id);
  const detail = agreement.data;

  const html = !detail
    ? null
    : (detail.customized_body ?? (templateId === null ? "" : (template.data?.body ?? null)));
  // The document these answers call for, resolved as every other output resolves it (issue 44):
  // conditions, repeated parties, their terms and the clause numbers.
  const resolved = useMemo(() => {
    if (!detail || html === null) return null;
    return agreementDocument({
      html,
      fields: template.data?.fields ?? [],
      parties: template.data?.parties ?? [],
      values: detail.values,
      language: detail.template_language === "en" ? "en" : "it",
      title: detail.title,
    });
  }, [detail, html, template.data]);

  if (agreement.isError)
    return children({ status: "error", error: agreement.error, retry: () => void agreement.refetch() });
  if (template.isError)
    return children({ status: "error", error: template.error, retry: () => void template.refetch() });
  // A withdrawn template (null) still prints its customised text, as the server's documents do.
  const waiting = !detail || (templateId !== null && !template.data);
  if (waiting || !resolved) return children({ status: "loading" });
  return children({
    status: "ready",
    title: detail.title,
    language: resolved.ctx.language,
    isValid: detail.is_valid,
    document: (
      <>
        <DocumentStyles />
        <DocumentView model={resolved.model} ctx={resolved.ctx} mode="print" />
      </>
    ),
  });
}
