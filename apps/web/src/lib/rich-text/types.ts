import type { Placeholder } from "@app/documents";

/** How a placeholder chip reads in the editor, computed by the screen that hosts it. */
export interface PlaceholderView {
  /** The chip's text: the current value, or the field's name while it has none. */
  text: string;
  /** No value yet: the chip is marked as a field still to fill in. */
  empty?: boolean;
  /** The chip's tooltip and accessible description, e.g. «Campo: Canone annuo». */
  description?: string;
}

/** Called on every render of every chip: a new function (new values) repaints the chips. */
export type RenderPlaceholder = (placeholder: Placeholder) => PlaceholderView;

/**
 * Puts template logic at the selection (issue 32): `open` where it starts, `close` (when given)
 * where it ends, each as one chip, so a condition or a repetition wraps what was selected.
 */
export type InsertLogic = (open: string, close?: string) => void;

/** What the host's logic tools may do in the text (issue 32). */
export interface LogicTools {
  insert: InsertLogic;
  /**
   * The label of the clause (list item) the cursor is in: a slug, null when it has none,
   * undefined when the cursor is in no clause.
   */
  clauseLabel: () => string | null | undefined;
  /** Labels the clause the cursor is in (`<li data-clause="…">`), or takes its label away. */
  setClauseLabel: (label: string | null) => void;
}

/** An entry of the "insert a field" picker. */
export interface PlaceholderOption {
  /** The placeholder as the template language writes it: `{{field::canone}}`. */
  raw: string;
  label: string;
  /** The picker's section, e.g. "Campi" or "Note". */
  group: string;
  /**
   * A repeating group's item field (`{{field::conduttori.nome}}`): offered only where the cursor
   * stands inside that group's repetition (`{{each::conduttori}}`), where it means something.
   */
  within?: string;
}

export interface RichTextEditorProps {
  /** Template HTML (the sanitiser's tags, placeholders as `{{…}}` text). */
  value: string;
  /**
   * The edited text as canonical template HTML (`canonicalTemplateHtml`), a moment after the
   * customer stops typing and at once when the editor loses focus or closes. Never called for a
   * `value` given from outside.
   */
  onChange: (html: string) => void;
  /** The accessible name of the writing area. */
  label: string;
  /** Describes the writing area (shown under the editor, read by screen readers). */
  description?: string;
  renderPlaceholder?: RenderPlaceholder;
  /** What the picker offers; no picker without options. */
  placeholderOptions?: readonly PlaceholderOption[];
  /** Classes for the writing area, e.g. the document stylesheet's `doc`. */
  contentClassName?: string;
  /** Where the sticky toolbar stops below a fixed page header, in px. */
  stickyOffset?: number;
  /**
   * Reads the template logic out in words beside its tokens (issue 32); without it the tokens
   * are still marked, unread.
   */
  describeLogic?: (kind: string, argument: string) => string | null;
  /** The host's logic tools in the toolbar (the template editors' conditions and repetitions). */
  logicTools?: (tools: LogicTools) => import("react").ReactNode;
  /** For tests: the root's `data-testid`. */
  testId?: string;
}
