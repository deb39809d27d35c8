import type { CalculatorCreateBody } from "@app/contracts";
import { listPlaceholders } from "@app/documents";
import { sanitizeHtml } from "../../platform/html/sanitize-html";
import { AppError } from "../../platform/http/app-error";

type ProspettoText = CalculatorCreateBody["prospetto"];

/** The prospetto's text as it is stored: sanitised like a template's; an empty English dropped. */
export function sanitizedProspetto(text: ProspettoText): ProspettoText {
  if (text === null) return null;
  const english = text.en?.trim() ? sanitizeHtml(text.en) : undefined;
  return { it: sanitizeHtml(text.it), ...(english ? { en: english } : {}) };
}

/**
 * The prospetto's text may cite the calculator's own inputs and outputs (`{{field::slug}}`), and
 * nothing else: a placeholder that would print as a blank is refused when saved, keyed `prospetto`.
 */
export function assertProspettoCites(
  text: ProspettoText,
  definition: Pick<CalculatorCreateBody, "inputs" | "outputs">,
) {
  if (!text) return;
  const known = new Set([...definition.inputs, ...definition.outputs].map((item) => item.slug));
  const unknown = [text.it, text.en ?? ""]
    .flatMap((html) => listPlaceholders(html))
    .filter((placeholder) => placeholder.kind !== "field" || !known.has(placeholder.slug))
    .map((placeholder) => placeholder.raw);
  if (unknown.length)
    throw AppError.field("prospetto", "calculator_prospetto_unknown", {
      attribute: [...new Set(unknown)].join(", "),
    });
}
