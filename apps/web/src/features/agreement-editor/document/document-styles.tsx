import { DOCUMENT_CSS } from "@app/documents";

// The screen's additions to the print stylesheet: the field being compiled stands out, and
// the commentary reads in the interface's font rather than the contract's serif.
const SCREEN_CSS = `
.doc.doc-preview [data-field] { border-radius: 2px; transition: background-color 150ms, box-shadow 150ms; }
.doc.doc-discipline { font-family: inherit; font-size: 1rem; line-height: 1.55; text-align: left; hyphens: manual; }
.doc.doc-discipline h2 { font-size: 1.15rem; margin-top: 1.25rem; }
.doc.doc-discipline .doc-list > li { padding-left: 1.4rem; }
`;

/** The document stylesheet, once per page whatever the number of views (React hoists and dedupes it). */
export function DocumentStyles() {
  return (
    <style href="app-document-css" precedence="default">
      {DOCUMENT_CSS + SCREEN_CSS}
    </style>
  );
}

/** Highlights every occurrence of one field (slugs are `[a-z0-9_]`, safe in a selector). */
export function ActiveFieldStyle({ slug }: { slug: string | null }) {
  if (!slug || !/^[a-z][a-z0-9_]*$/.test(slug)) return null;
  return (
    <style>{`.doc [data-field="${slug}"] { background: var(--mantine-color-blue-2); box-shadow: 0 0 0 2px var(--mantine-color-blue-6); }`}</style>
  );
}
