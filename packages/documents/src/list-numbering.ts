import type { ListBlock, ListStyle } from "./document-model";

/**
 * How clauses are numbered, the same in every writer: a top-level ordered list counts "1.",
 * "2."; a decimal list inside a decimal item continues the number ("1.1", "1.1.1"); letters
 * and roman numerals stand alone ("a)", "i)", "I."); bullets change with the depth.
 */

const BULLETS = ["•", "–", "•", "–"];

export function bulletFor(depth: number): string {
  return BULLETS[depth % BULLETS.length] as string;
}

function toLetters(n: number): string {
  let out = "";
  let rest = n;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    out = String.fromCharCode(97 + digit) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

const ROMAN: [number, string][] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];
function toRoman(n: number): string {
  let out = "";
  let rest = n;
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

export function formatOrdinal(n: number, style: ListStyle): string {
  switch (style) {
    case "lower-alpha":
      return toLetters(n);
    case "upper-alpha":
      return toLetters(n).toUpperCase();
    case "lower-roman":
      return toRoman(n);
    case "upper-roman":
      return toRoman(n).toUpperCase();
    default:
      return String(n);
  }
}

/** The clause number an item's children continue from: "1.2" inside item 1.2, null otherwise. */
export type NumberChain = string | null;

export interface ItemLabel {
  /** What prints before the item: "3.", "2.1", "b)", "•". */
  label: string;
  /** What a nested decimal list continues from. */
  chain: NumberChain;
}

/** The label of item `index` (0-based) of a list at `depth`, nested in `chain`. */
export function itemLabel(list: ListBlock, index: number, depth: number, chain: NumberChain): ItemLabel {
  if (!list.ordered) return { label: bulletFor(depth), chain: null };
  const n = list.start + index;
  const number = formatOrdinal(n, list.style);
  switch (list.style) {
    case "decimal": {
      const full = chain ? `${chain}.${number}` : number;
      return { label: chain ? full : `${full}.`, chain: full };
    }
    case "upper-roman":
      return { label: `${number}.`, chain: null };
    default:
      return { label: `${number})`, chain: null };
  }
}

/** Word's level text for the same label: "%1.", "%1.%2", "%3)". */
export function wordLevelText(style: ListStyle, level: number, chainDepth: number): string {
  if (style === "decimal") {
    if (chainDepth === 0) return `%${level + 1}.`;
    const parts: string[] = [];
    for (let l = level - chainDepth; l <= level; l++) parts.push(`%${l + 1}`);
    return parts.join(".");
  }
  return style === "upper-roman" ? `%${level + 1}.` : `%${level + 1})`;
}
