import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

// The tags and attributes the document model renders (DESIGN §7); anything else is dropped.
// biome-ignore format: one allow-list, easier to read on a few lines
const ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "p", "br", "strong", "b", "em", "i", "u", "s", "blockquote",
  "ol", "ul", "li", "table", "thead", "tbody", "tr", "th", "td", "hr",
];
const ALLOWED_ATTR = ["style", "colspan", "rowspan", "start", "type"];
const ALIGNMENT = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

const purify = createDOMPurify(new JSDOM("").window);
purify.addHook("uponSanitizeAttribute", (_node, data) => {
  // Only alignment survives in style: no colours, positions or URLs from pasted content.
  if (data.attrName === "style" && !ALIGNMENT.test(data.attrValue)) data.keepAttr = false;
});

/** Editor- or customer-authored HTML, reduced to what documents can hold. Placeholders are text. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, KEEP_CONTENT: true });
}
