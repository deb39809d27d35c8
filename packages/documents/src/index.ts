// Browser-safe: validation, formatting, placeholders, the document model and its HTML/text
// writers. The DOCX and PDF writers (Node only) are in `@app/documents/writers`.

export * from "./agreement-document";
export * from "./clause-diff";
export * from "./contact-fields";
export * from "./document-css";
export * from "./document-model";
export * from "./fiscal-codes";
export * from "./format-value";
export * from "./list-numbering";
export * from "./logic-scope";
export * from "./messages";
export * from "./parse-html";
export * from "./party-fill";
export * from "./party-identifiers";
export * from "./party-terms";
export * from "./placeholder-check";
export * from "./placeholders";
export * from "./prospetto";
export * from "./render-context";
export * from "./resolve-template";
export * from "./template-check";
export * from "./to-html";
export * from "./to-plain-text";
export * from "./to-template-html";
export * from "./validate-field";
export * from "./validity";
