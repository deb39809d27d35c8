import { Fragment, type ReactNode, useMemo } from "react";
import { ExternalLink } from "../../../components/external-link";
import classes from "./news-html.module.css";

type Mode = "full" | "excerpt";

// The tags the server's sanitiser keeps (platform/html/sanitize-html.ts), each drawn by React as
// the same element with no attribute at all; headings read as bold paragraphs inside a news item,
// under its own title. Anything else keeps its text only.
const SAME = {
  p: "p",
  br: "br",
  strong: "strong",
  b: "strong",
  em: "em",
  i: "em",
  u: "u",
  s: "s",
  ul: "ul",
  ol: "ol",
  li: "li",
  blockquote: "blockquote",
  table: "table",
  thead: "thead",
  tbody: "tbody",
  tr: "tr",
  th: "th",
  td: "td",
  hr: "hr",
} as const;
type Drawn = (typeof SAME)[keyof typeof SAME];
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const DROPPED = new Set(["script", "style", "template", "iframe", "noscript", "textarea", "title"]);

function draw(node: Node, key: string, mode: Mode, describedBy?: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) =>
    draw(child, `${key}.${index}`, mode, describedBy),
  );
  if (tag === "a") {
    // The excerpt has no link: its hidden lines must hold nothing the keyboard could reach.
    if (mode === "excerpt") return null;
    const href = element.getAttribute("href") ?? "";
    return /^https?:\/\//i.test(href) ? (
      <ExternalLink key={key} href={href} aria-describedby={describedBy}>
        {children}
      </ExternalLink>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  if (HEADINGS.has(tag))
    return (
      <p key={key} className={classes.heading}>
        {children}
      </p>
    );
  const Tag = Object.hasOwn(SAME, tag) ? (SAME as Record<string, Drawn>)[tag] : undefined;
  if (!Tag) return <Fragment key={key}>{children}</Fragment>;
  if (Tag === "br" || Tag === "hr") return <Tag key={key} />;
  // A paragraph left empty (the one that held the link, in an excerpt) takes no line.
  if (Tag === "p" && children.every((child) => child === null || child === "")) return null;
  return <Tag key={key}>{children}</Tag>;
}

/**
 * A news item's text: HTML the server has sanitised, rebuilt here element by element from an
 * allow-list (never set as HTML), so nothing but text, emphasis, lists, tables and http(s) links
 * can reach the page. `excerpt`: the first lines only, for the dashboard. `describedBy`: the id of
 * the item's title, which names the purpose of its "Read more" link.
 */
export function NewsHtml({ html, mode, describedBy }: { html: string; mode: Mode; describedBy?: string }) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, "text/html").body;
    return Array.from(body.childNodes, (child, index) => draw(child, String(index), mode, describedBy));
  }, [html, mode, describedBy]);
  return (
    <div className={mode === "excerpt" ? `${classes.body} ${classes.excerpt}` : classes.body}>{content}</div>
  );
}
