import { AlignmentType, type ILevelsOptions, LevelFormat, LevelSuffix, type NumberingDefinition } from "docx";
import type { Block, ListBlock, ListStyle } from "./document-model";
import { listIndent, listTextStart, twips } from "./document-styles";
import { bulletFor, wordLevelText } from "./list-numbering";

interface LevelSpec {
  ordered: boolean;
  style: ListStyle;
  start: number;
}

const FORMATS: Record<ListStyle, (typeof LevelFormat)[keyof typeof LevelFormat]> = {
  decimal: LevelFormat.DECIMAL,
  "lower-alpha": LevelFormat.LOWER_LETTER,
  "upper-alpha": LevelFormat.UPPER_LETTER,
  "lower-roman": LevelFormat.LOWER_ROMAN,
  "upper-roman": LevelFormat.UPPER_ROMAN,
};

function specOf(list: ListBlock): LevelSpec {
  return { ordered: list.ordered, style: list.ordered ? list.style : "decimal", start: list.start };
}

function sameSpec(a: LevelSpec, b: LevelSpec): boolean {
  return a.ordered === b.ordered && a.style === b.style && a.start === b.start;
}

function nestedLists(blocks: Block[]): ListBlock[] {
  return blocks.filter((b): b is ListBlock => b.type === "list");
}

/** Word's level: its number format and text, and the hanging indent the PDF uses too. */
function wordLevel(levels: (LevelSpec | undefined)[], level: number): ILevelsOptions {
  const spec = levels[level] ?? { ordered: true, style: "decimal", start: 1 };
  let chainDepth = 0;
  if (spec.ordered && spec.style === "decimal") {
    for (let l = level - 1; l >= 0; l--) {
      const above = levels[l];
      if (!above?.ordered || above.style !== "decimal") break;
      chainDepth++;
    }
  }
  const indent = { left: twips(listTextStart(level)), hanging: twips(listIndent(level)) };
  return {
    level,
    format: spec.ordered ? FORMATS[spec.style] : LevelFormat.BULLET,
    text: spec.ordered ? wordLevelText(spec.style, level, chainDepth) : bulletFor(level),
    start: spec.start,
    alignment: AlignmentType.LEFT,
    suffix: LevelSuffix.TAB,
    style: { paragraph: { indent, leftTabStop: indent.left } },
  };
}

/**
 * Real Word numbering for the document's lists, so numbered clauses stay numbered lists when a
 * lawyer edits them: one definition per top-level list (numbering restarts with each list), its
 * nested lists on the levels below so "1.1" counts under its clause. A nested list whose kind
 * differs from an earlier one at the same depth gets a definition of its own.
 */
export class DocxNumbering {
  readonly config: NumberingDefinition[] = [];
  private readonly refs = new Map<ListBlock, string>();

  /** The numbering reference a list's items use. Plans the list's whole tree on first sight. */
  referenceFor(list: ListBlock, level: number): string {
    const known = this.refs.get(list);
    if (known) return known;
    this.plan(list, level, []);
    return this.refs.get(list) as string;
  }

  private plan(root: ListBlock, level: number, inherited: (LevelSpec | undefined)[]) {
    const reference = `list-${this.config.length + 1}`;
    const levels: (LevelSpec | undefined)[] = inherited.slice(0, level);
    const subRoots: [ListBlock, number][] = [];
    const walk = (list: ListBlock, depth: number) => {
      const spec = specOf(list);
      const defined = levels[depth];
      if (defined && !sameSpec(defined, spec)) {
        subRoots.push([list, depth]);
        return;
      }
      levels[depth] = spec;
      this.refs.set(list, reference);
      for (const item of list.items) for (const nested of nestedLists(item.blocks)) walk(nested, depth + 1);
    };
    walk(root, level);
    const wordLevels: ILevelsOptions[] = [];
    for (let l = 0; l < 9; l++) wordLevels.push(wordLevel(levels, l));
    this.config.push({ reference, levels: wordLevels });
    for (const [list, depth] of subRoots) if (!this.refs.has(list)) this.plan(list, depth, levels);
  }
}
