/**
 * Words that agree with a number the answers give (issue 44): where a field allows 1, the text
 * says «un mese», «per un anno», «1 ora settimanale», and «12 mesi», «3 anni», «20 ore
 * settimanali» for any other number. `one` is printed when the answer is exactly 1; `more`
 * otherwise, and while the field is unanswered (with its blank).
 */
export const oneOrMore = (slug: string, one: string, more: string) =>
  `{{if::${slug} == 1}}${one}{{else}}${more}{{endif}}`;

/**
 * A choice of unit whose options read in the plural («giorni di calendario»), said in the
 * singular when the number beside it is 1: `singulars` gives each option's singular by value.
 */
export function unitAgreeing(number: string, unit: string, singulars: Record<string, string>): string {
  const branches = Object.entries(singulars)
    .map(([value, one], i) => `{{${i === 0 ? "if" : "elif"}::${unit} == "${value}"}}${one}`)
    .join("");
  return oneOrMore(number, `${branches}{{else}}{{field::${unit}}}{{endif}}`, `{{field::${unit}}}`);
}
