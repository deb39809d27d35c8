import {
  type Block,
  type DocumentModel,
  type Inline,
  itemLabel,
  languageTag,
  type Marks,
  modelPlaceholders,
  type NumberChain,
  type RenderContext,
  resolveRuns,
  type TableBlock,
} from "@app/documents";
import { Fragment, memo, type ReactNode, useMemo } from "react";
import { firstClauses } from "./first-clauses";

/**
 * The document model rendered by React, element for element what `toHtml` writes (the
 * documents package's HTML writer, tested against it), so the screen shows what prints and the
 * stored HTML never reaches the page as markup (DESIGN §5). Rendering through React also lets a
 * keystroke repaint only the clauses that cite the field that changed.
 */

export type DocumentMode = "print" | "preview";

/** Where a heading or paragraph sits: indexes through blocks, list items and table cells. */
export type BlockPath = readonly number[];

/** Lets the customise tab wrap or replace each heading and paragraph (edit buttons, editors). */
export type TextBlockRenderer = (element: ReactNode, block: Block, path: BlockPath) => ReactNode;

interface ViewOptions {
  ctx: RenderContext;
  mode: DocumentMode;
  renderTextBlock?: TextBlockRenderer;
}

function withMarks(node: ReactNode, marks: Marks): ReactNode {
  let out = node;
  if (marks.strike) out = <s>{out}</s>;
  if (marks.underline) out = <u>{out}</u>;
  if (marks.italic) out = <em>{out}</em>;
  if (marks.bold) out = <strong>{out}</strong>;
  return out;
}

function inlineNodes(children: Inline[], { ctx, mode }: ViewOptions): ReactNode[] {
  return resolveRuns(children, ctx).map((run, index) => {
    // Runs have no identity of their own; their order is stable between renders.
    const key = index;
    if (run.kind === "break") return <br key={key} />;
    let node: ReactNode = run.text;
    if (run.kind === "field" && mode === "preview") {
      node = run.empty ? (
        <mark className="field-empty" data-field={run.slug}>
          {run.text}
        </mark>
      ) : (
        <span className="field" data-field={run.slug}>
          {run.text}
        </span>
      );
    }
    return <Fragment key={key}>{withMarks(node, run.marks)}</Fragment>;
  });
}

function classes(...names: (string | false | undefined)[]): string | undefined {
  const list = names.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

const LIST_TYPES = {
  decimal: "1",
  "lower-alpha": "a",
  "upper-alpha": "A",
  "lower-roman": "i",
  "upper-roman": "I",
} as const;

function tableNode(table: TableBlock, options: ViewOptions, depth: number, path: BlockPath): ReactNode {
  const rows = (header: boolean) =>
    table.rows.flatMap((row, rowIndex) =>
      row.header !== header
        ? []
        : [
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <tr key={rowIndex}>
              {row.cells.map((cell, cellIndex) => {
                const Tag = cell.header || row.header ? "th" : "td";
                return (
                  <Tag
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    key={cellIndex}
                    colSpan={cell.colspan > 1 ? cell.colspan : undefined}
                    rowSpan={cell.rowspan > 1 ? cell.rowspan : undefined}
                  >
                    {blockNodes(cell.blocks, options, depth, null, [...path, rowIndex, cellIndex])}
                  </Tag>
                );
              })}
            </tr>,
          ],
    );
  const head = rows(true);
  return (
    <table className="doc-table">
      {head.length > 0 && <thead>{head}</thead>}
      <tbody>{rows(false)}</tbody>
    </table>
  );
}

function blockNode(
  block: Block,
  options: ViewOptions,
  depth: number,
  chain: NumberChain,
  path: BlockPath,
): ReactNode {
  switch (block.type) {
    case "heading": {
      const Tag = `h${block.level}` as const;
      const element = (
        <Tag className={classes(block.align && `doc-align-${block.align}`)}>
          {inlineNodes(block.children, options)}
        </Tag>
      );
      return options.renderTextBlock ? options.renderTextBlock(element, block, path) : element;
    }
    case "paragraph": {
      const content = inlineNodes(block.children, options);
      const element = (
        <p
          className={classes(
            block.align && `doc-align-${block.align}`,
            !!block.quote && `doc-quote-${Math.min(block.quote, 4)}`,
          )}
        >
          {content.length > 0 ? content : <br />}
        </p>
      );
      return options.renderTextBlock ? options.renderTextBlock(element, block, path) : element;
    }
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag
          className="doc-list"
          start={block.ordered && block.start !== 1 ? block.start : undefined}
          type={block.ordered && block.style !== "decimal" ? LIST_TYPES[block.style] : undefined}
        >
          {block.items.map((item, index) => {
            const label = itemLabel(block, index, depth, chain);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are positional
              <li key={index} data-label={label.label}>
                {blockNodes(item.blocks, options, depth + 1, label.chain, [...path, index])}
              </li>
            );
          })}
        </Tag>
      );
    }
    case "table":
      return tableNode(block, options, depth, path);
    case "pageBreak":
      // The writer's own markup (toHtml): an <hr> would take the browser's default rule style.
      // biome-ignore lint/a11y/useSemanticElements: mirrors toHtml element for element
      return <div className="doc-page-break" role="separator" />;
  }
}

function blockNodes(
  blocks: Block[],
  options: ViewOptions,
  depth: number,
  chain: NumberChain,
  path: BlockPath,
): ReactNode[] {
  return blocks.map((block, index) => (
    <BlockView
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional
      key={index}
      block={block}
      depth={depth}
      chain={chain}
      path={[...path, index]}
      ctx={options.ctx}
      mode={options.mode}
      renderTextBlock={options.renderTextBlock}
    />
  ));
}

// The field slugs a block cites: it repaints only when one of them changes. Every block is
// memoised, not only the top-level ones: a contract is often one long list of clauses.
const slugCache = new WeakMap<Block, string[]>();
function slugsOf(block: Block): string[] {
  let slugs = slugCache.get(block);
  if (!slugs) {
    slugs = [
      ...new Set(modelPlaceholders({ blocks: [block] }).flatMap((p) => (p.kind === "field" ? [p.slug] : []))),
    ];
    slugCache.set(block, slugs);
  }
  return slugs;
}

interface BlockViewProps extends ViewOptions {
  block: Block;
  depth: number;
  chain: NumberChain;
  path: BlockPath;
}

const samePath = (a: BlockPath, b: BlockPath) => a.length === b.length && a.every((n, i) => n === b[i]);

const BlockView = memo(
  function BlockView({ block, depth, chain, path, ...options }: BlockViewProps) {
    return blockNode(block, options, depth, chain, path);
  },
  (prev, next) =>
    prev.block === next.block &&
    prev.depth === next.depth &&
    prev.chain === next.chain &&
    samePath(prev.path, next.path) &&
    prev.mode === next.mode &&
    prev.renderTextBlock === next.renderTextBlock &&
    prev.ctx.fields === next.ctx.fields &&
    prev.ctx.language === next.ctx.language &&
    slugsOf(next.block).every((slug) => prev.ctx.values[slug] === next.ctx.values[slug]),
);

export interface DocumentViewProps extends ViewOptions {
  model: DocumentModel;
  className?: string;
  /** Draws only the first clauses (`firstClauses`): the live preview draws the rest in later tasks. */
  limit?: number;
}

/** `<article class="doc doc-{mode}">`: style it with the package's DOCUMENT_CSS (see DocumentStyles). */
export function DocumentView({ model, ctx, mode, renderTextBlock, className, limit }: DocumentViewProps) {
  const drawn = useMemo(() => (limit === undefined ? model : firstClauses(model, limit)), [model, limit]);
  return (
    <article className={classes("doc", `doc-${mode}`, className)} lang={languageTag(ctx.language)}>
      {blockNodes(drawn.blocks, { ctx, mode, renderTextBlock }, 0, null, [])}
    </article>
  );
}
