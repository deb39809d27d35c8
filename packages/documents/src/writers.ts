// The Node-only writers: DOCX (docx) and PDF (pdfkit with embedded fonts).
export * from "./to-docx";
export * from "./to-pdf";
