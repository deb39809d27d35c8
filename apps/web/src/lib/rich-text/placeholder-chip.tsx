import { splitPlaceholders } from "@app/documents";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { createContext, useContext } from "react";
import classes from "./rich-text-editor.module.css";
import type { PlaceholderView, RenderPlaceholder } from "./types";

/**
 * The host screen's renderer, passed down by context: node views are rendered in portals inside
 * the editor's React tree, so a new renderer (new values) repaints every chip without touching
 * the document or its undo history.
 */
export const PlaceholderRendererContext = createContext<RenderPlaceholder | null>(null);

/** Reads a logic token out in words (issue 32): the chip of `{{if::…}}` says what it asks. */
export const LogicReaderContext = createContext<((kind: string, argument: string) => string | null) | null>(
  null,
);

const LOGIC = /^\{\{(if|elif|else|endif|each|endeach|term|ref)(?:::([^{}]*))?\}\}$/;

function fallbackView(raw: string): PlaceholderView {
  const [placeholder] = splitPlaceholders(raw);
  if (!placeholder || typeof placeholder === "string") return { text: raw };
  switch (placeholder.kind) {
    case "field":
    case "note":
      return { text: placeholder.slug };
    case "link":
      return { text: placeholder.label };
    case "mementolink":
      return { text: placeholder.linkName };
  }
}

/** A placeholder in the text: an atom shown as a chip, with the host's current value. */
export function PlaceholderChip({ node, selected }: ReactNodeViewProps) {
  const render = useContext(PlaceholderRendererContext);
  const readLogic = useContext(LogicReaderContext);
  const raw = String(node.attrs.raw ?? "");
  const logic = LOGIC.exec(raw);
  if (logic) {
    const [, kind = "", argument = ""] = logic;
    // The words first, the token as written in the tooltip and for assistive technology.
    const words = readLogic?.(kind, argument) ?? null;
    return (
      <NodeViewWrapper
        as="span"
        className={classes.chip}
        data-kind={`logic-${kind}`}
        data-selected={selected || undefined}
        title={raw}
      >
        {words ?? raw}
      </NodeViewWrapper>
    );
  }
  const [placeholder] = splitPlaceholders(raw);
  const parsed = placeholder && typeof placeholder !== "string" ? placeholder : null;
  const view = parsed && render ? render(parsed) : fallbackView(raw);
  return (
    <NodeViewWrapper
      as="span"
      className={classes.chip}
      data-kind={parsed?.kind ?? "unknown"}
      data-field={parsed?.kind === "field" ? parsed.slug : undefined}
      data-empty={view.empty || undefined}
      data-selected={selected || undefined}
      title={view.description}
      // A multi-line value (a text area) keeps its lines, as in print.
      style={{ whiteSpace: "pre-line" }}
    >
      {view.text}
    </NodeViewWrapper>
  );
}
