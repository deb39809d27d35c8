import type { GlobalConfig, Language } from "@app/contracts";

/**
 * What a prerendered page says about itself, on its `#root` element: the path, the language and
 * the configuration it was rendered with. The browser hydrates the page only when it would draw
 * the same (`canHydrate`); otherwise it renders over it, as it renders every other page.
 */
export interface PrerenderedMarker {
  path: string;
  language: Language;
  config: GlobalConfig;
}

export interface PageDocument {
  language: Language;
  title: string;
  description: string | null;
  /** The app's markup, as the server rendered it inside `#root`. */
  html: string;
  marker: PrerenderedMarker;
}

const ROOT = '<div id="root"></div>';
const MARKER_ATTRIBUTE = "data-prerendered";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function replaceOnce(html: string, pattern: RegExp | string, replacement: string, what: string): string {
  let found = false;
  // A function, so a `$` in the replacement is never read as a pattern.
  const out = html.replace(pattern, () => {
    found = true;
    return replacement;
  });
  if (!found) throw new Error(`index.html has no ${what} to fill in`);
  return out;
}

/**
 * The build's index.html with a rendered page in it: its language, title and description in the
 * head (what search engines and link previews read), its markup in `#root` with its marker.
 * Throws when index.html lacks one of them, so a changed shell is never served half-filled.
 */
export function pageDocument(indexHtml: string, page: PageDocument): string {
  let html = replaceOnce(indexHtml, /<html lang="[a-z]+"/, `<html lang="${page.language}"`, "<html lang>");
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, "<title>");
  if (page.description !== null) {
    html = replaceOnce(
      html,
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      "description",
    );
  }
  const marker = escapeHtml(JSON.stringify(page.marker));
  return replaceOnce(html, ROOT, `<div id="root" ${MARKER_ATTRIBUTE}="${marker}">${page.html}</div>`, ROOT);
}

/** The marker of a prerendered page's root, or null on the plain shell (or an unreadable marker). */
export function readPrerenderedMarker(root: HTMLElement): PrerenderedMarker | null {
  const text = root.getAttribute(MARKER_ATTRIBUTE);
  if (!text) return null;
  try {
    const marker = JSON.parse(text) as Partial<PrerenderedMarker>;
    if (typeof marker.path !== "string" || typeof marker.language !== "string" || !marker.config) return null;
    return marker as PrerenderedMarker;
  } catch {
    return null;
  }
}

/** What the browser is about to draw, once its router has loaded the first route. */
export interface FirstRender {
  path: string;
  language: Language;
  config: GlobalConfig | undefined;
  signedIn: boolean;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * Whether the browser's first render is the prerendered page's, so React may hydrate it: the same
 * page, in the same language, drawn with the same configuration, for a visitor. A remembered
 * language other than the browser's, a session or a configuration changed since the server
 * started make it differ: then the page is rendered over, never hydrated into a mismatch.
 */
export function canHydrate(marker: PrerenderedMarker, first: FirstRender): boolean {
  return (
    withoutTrailingSlash(marker.path) === withoutTrailingSlash(first.path) &&
    marker.language === first.language &&
    !first.signedIn &&
    first.config !== undefined &&
    JSON.stringify(marker.config) === JSON.stringify(first.config)
  );
}
