import sanitize from "sanitize-html";

// The tags and attributes the document model renders (DESIGN §7); anything else is dropped.
// sanitize-html, not DOMPurify on jsdom: the same allow-list, rebuilt from htmlparser2's tree
// (the parser the documents use) at a fraction of the memory (docs/decisions/0010).
// biome-ignore format: one allow-list, easier to read on a few lines
const ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "p", "br", "strong", "b", "em", "i", "u", "s", "blockquote",
  "ol", "ul", "li", "table", "thead", "tbody", "tr", "th", "td", "hr",
];
const ALLOWED_ATTR = ["style", "colspan", "rowspan", "start", "type"];
const CLAUSE_LABEL = /^[a-z][a-z0-9_]{0,63}$/;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // A clause's label, which `{{ref::…}}` cites (issue 32, docs/decisions/0025): list items only.
  allowedAttributes: { "*": ALLOWED_ATTR, li: [...ALLOWED_ATTR, "data-clause"] },
  // …and only a slug: a label is a name, never text to show.
  transformTags: {
    li: (tagName, attribs) => {
      const { "data-clause": label, ...rest } = attribs;
      return { tagName, attribs: label !== undefined && CLAUSE_LABEL.test(label) ? attribs : rest };
    },
  },
  // Only alignment survives in style: no colours, positions or URLs from pasted content.
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/i] } },
  // No attribute may hold a URL, so no scheme is allowed anywhere.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  // Dropped tags keep their text, except those whose content is code or markup, not text.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "template", "title", "xmp"],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** Editor- or customer-authored HTML, reduced to what documents can hold. Placeholders are text. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
