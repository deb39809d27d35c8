import { useEffect } from "react";

/**
 * Keeps `<meta name="description">` in step with the page and the language: search engines
 * and link previews read it (Lighthouse SEO). index.html carries the default one.
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}
