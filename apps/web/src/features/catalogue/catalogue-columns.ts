/** Spec §9: categories and templates are split into 3 vertical columns on wide screens. */
export const MAX_CATALOGUE_COLUMNS = 3;

/**
 * How many columns a list of groups fills at most: never more than it has groups, so two
 * groups do not leave an empty third column on the right.
 */
export function catalogueColumnCount(groupCount: number, max: number = MAX_CATALOGUE_COLUMNS): number {
  return Math.max(1, Math.min(max, Math.floor(groupCount)));
}

/** Column counts per breakpoint: one on phones, two on tablets, up to three from small desktops. */
export function responsiveColumns(groupCount: number): { base: number; sm: number; md: number } {
  const md = catalogueColumnCount(groupCount);
  return { base: 1, sm: Math.min(2, md), md };
}
