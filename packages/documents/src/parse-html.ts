import { Parser } from "htmlparser2";
import type {
  Alignment,
  Block,
  DocumentModel,
  ListBlock,
  ListStyle,
  Marks,
  TableBlock,
  TableRow,
} from "./document-model";
import { normaliseRuns, type RawInline } from "./parse-whitespace";

/** A node of the parsed HTML: an element with its children, or a text (entities decoded). */
interface HtmlElement {
  name: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = HtmlElement | string;

/** Builds a small tree with htmlparser2, which applies HTML's implied closings (`<p>`, `<li>`, `<td>`). */
function buildTree(html: string): HtmlElement {
  const root: HtmlElement = { name: "#root", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element: HtmlElement = { name, attrs, children: [] };
        stack.at(-1)?.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        const children = (stack.at(-1) as HtmlElement).children;
        const last = children.at(-1);
        if (typeof last === "string") children[children.length - 1] = last + text;
        else children.push(text);
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

interface State {
  marks: Marks;
  quote: number;
  align?: Alignment;
}

const ALIGN = /(?:^|;)\s*text-align\s*:\s*(left|right|center|justify)\s*(?:;|$)/i;
const MARKS: Record<string, keyof Marks> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
  strike: "strike",
  del: "strike",
};
const LIST_STYLES: Record<string, ListStyle> = {
  "1": "decimal",
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};
const HEADINGS: Record<string, 1 | 2 | 3 | 4> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };
const IGNORED = new Set(["script", "style", "template", "head", "title", "colgroup", "col"]);

function alignOf(element: HtmlElement, inherited?: Alignment): Alignment | undefined {
  const match = ALIGN.exec(element.attrs.style ?? "");
  return match ? ((match[1] as string).toLowerCase() as Alignment) : inherited;
}

function intAttr(value: string | undefined, fallback: number, max: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** Turns a run of inline content into blocks: consecutive inline nodes make one paragraph. */
class Collector {
  readonly blocks: Block[] = [];
  private runs: RawInline[] = [];

  constructor(private readonly state: State) {}

  addText(text: string, marks: Marks) {
    this.runs.push({ type: "text", text, ...marks });
  }

  addBreak() {
    this.runs.push({ type: "break" });
  }

  /** Closes the pending paragraph; one made of a line break only stays, as an empty line. */
  flush() {
    if (this.runs.length === 0) return;
    const hadBreak = this.runs.some((r) => r.type === "break");
    const children = normaliseRuns(this.runs);
    this.runs = [];
    if (children.length === 0 && !hadBreak) return;
    this.blocks.push({
      type: "paragraph",
      ...(this.state.align ? { align: this.state.align } : {}),
      ...(this.state.quote ? { quote: this.state.quote } : {}),
      children,
    });
  }

  push(...blocks: Block[]) {
    this.flush();
    this.blocks.push(...blocks);
  }
}

function collectBlocks(nodes: HtmlNode[], state: State): Block[] {
  const collector = new Collector(state);
  for (const node of nodes) walk(node, state, collector);
  collector.flush();
  return collector.blocks;
}

function walk(node: HtmlNode, state: State, out: Collector): void {
  if (typeof node === "string") {
    out.addText(node, state.marks);
    return;
  }
  const { name } = node;
  if (IGNORED.has(name)) return;
  const mark = MARKS[name];
  if (mark) {
    const inner = { ...state, marks: { ...state.marks, [mark]: true } };
    for (const child of node.children) walk(child, inner, out);
    return;
  }
  const heading = HEADINGS[name];
  if (heading) {
    const align = alignOf(node);
    const inner = collectBlocks(node.children, { ...state, align });
    out.push(
      ...inner.map(
        (b): Block =>
          b.type === "paragraph"
            ? {
                type: "heading",
                level: heading,
                ...(b.align ? { align: b.align } : {}),
                children: b.children,
              }
            : b,
      ),
    );
    return;
  }
  switch (name) {
    case "br":
      out.addBreak();
      return;
    case "hr":
      out.push({ type: "pageBreak" });
      return;
    case "p":
    case "div":
      out.push(...collectBlocks(node.children, { ...state, align: alignOf(node, state.align) }));
      return;
    case "blockquote":
      out.push(...collectBlocks(node.children, { ...state, quote: state.quote + 1 }));
      return;
    case "ol":
    case "ul":
      out.push(parseList(node, state));
      return;
    case "li":
      // An item outside a list: keep its content as a one-item list.
      out.push(parseList({ name: "ul", attrs: {}, children: [node] }, state));
      return;
    case "table":
      out.push(parseTable(node, state));
      return;
    default:
      // Unknown inline wrappers (span, a, …) are transparent.
      for (const child of node.children) walk(child, state, out);
  }
}

/** A clause label as `{{ref::…}}` cites it: a slug; anything else is no label. */
const CLAUSE = /^[a-z][a-z0-9_]{0,63}$/;
function clauseOf(element: HtmlElement): string | undefined {
  const label = element.attrs["data-clause"]?.trim();
  return label && CLAUSE.test(label) ? label : undefined;
}

function parseList(element: HtmlElement, state: State): ListBlock {
  const ordered = element.name === "ol";
  const list: ListBlock = {
    type: "list",
    ordered,
    style: (ordered && LIST_STYLES[element.attrs.type ?? ""]) || "decimal",
    start: ordered ? intAttr(element.attrs.start, 1, 100_000) : 1,
    items: [],
  };
  const inner: State = { marks: state.marks, quote: 0 };
  let stray: HtmlNode[] = [];
  const flushStray = () => {
    const blocks = collectBlocks(stray, inner);
    if (blocks.length) list.items.push({ blocks });
    stray = [];
  };
  for (const child of element.children) {
    if (typeof child !== "string" && child.name === "li") {
      flushStray();
      const clause = clauseOf(child);
      list.items.push({
        blocks: collectBlocks(child.children, { ...inner, align: alignOf(child) }),
        ...(clause ? { clause } : {}),
      });
    } else stray.push(child);
  }
  flushStray();
  return list;
}

function parseTable(element: HtmlElement, state: State): TableBlock {
  const rows: TableRow[] = [];
  const inner: State = { marks: state.marks, quote: 0 };
  const addRow = (tr: HtmlElement, inHead: boolean) => {
    const cells = tr.children.filter(
      (c): c is HtmlElement => typeof c !== "string" && (c.name === "td" || c.name === "th"),
    );
    if (cells.length === 0) return;
    rows.push({
      header: inHead || cells.every((c) => c.name === "th"),
      cells: cells.map((cell) => ({
        blocks: collectBlocks(cell.children, { ...inner, align: alignOf(cell) }),
        header: cell.name === "th",
        colspan: intAttr(cell.attrs.colspan, 1, 50),
        rowspan: intAttr(cell.attrs.rowspan, 1, 500),
      })),
    });
  };
  const visit = (nodes: HtmlNode[], inHead: boolean) => {
    for (const node of nodes) {
      if (typeof node === "string") continue;
      if (node.name === "tr") addRow(node, inHead);
      else if (node.name === "thead") visit(node.children, true);
      else if (node.name === "tbody" || node.name === "tfoot") visit(node.children, false);
    }
  };
  visit(element.children, false);
  // Only a leading run of heading rows repeats on each page; a heading row further down is styled only.
  let leading = true;
  for (const row of rows) {
    if (!row.header) leading = false;
    else if (!leading) row.header = false;
  }
  return { type: "table", rows };
}

/** Parses sanitised template HTML (the tags of DESIGN §7) into the document model. */
export function parseHtml(html: string): DocumentModel {
  const tree = buildTree(html);
  return { blocks: collectBlocks(tree.children, { marks: {}, quote: 0 }) };
}
