import type { CategoryNode, TemplateListItem, TemplateRef } from "@app/contracts";

/** Templates under one heading: a category title (free search) or a subcategory (category screen). */
export interface TemplateGroup<T> {
  key: string;
  /** Null for templates without a category (listed last). */
  title: string | null;
  templates: T[];
}

// Titles are compared as a reader would: case and accents aside, "2" before "10".
const collator = new Intl.Collator("it", { sensitivity: "base", numeric: true });

export function compareTitles(a: string, b: string): number {
  return collator.compare(a, b);
}

export function sortByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareTitles(a.title, b.title));
}

/**
 * Templates grouped by `category_title` (spec §7), uncategorised last. The whole catalogue
 * (`title`) shows groups and templates by title; a free search's results (`relevance`, as the
 * server ranks them: title matches, then keywords, then the text) keep their order, each group
 * where its best match stands (issue 44: «4+4» did not show the 4+4 lease first).
 */
export function groupTemplatesByCategory(
  items: readonly TemplateListItem[],
  order: "title" | "relevance" = "title",
): TemplateGroup<TemplateListItem>[] {
  const groups = new Map<string | null, TemplateListItem[]>();
  for (const item of items) {
    const title = item.category_title?.trim() || null;
    const group = groups.get(title);
    if (group) group.push(item);
    else groups.set(title, [item]);
  }
  const entries = [...groups.entries()];
  const uncategorisedLast = ([a]: [string | null, unknown], [b]: [string | null, unknown]) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : 0;
  if (order === "relevance")
    return entries
      .sort(uncategorisedLast)
      .map(([title, templates]) => ({ key: title ?? "", title, templates }));
  return entries
    .sort((a, b) => uncategorisedLast(a, b) || compareTitles(a[0] ?? "", b[0] ?? ""))
    .map(([title, templates]) => ({ key: title ?? "", title, templates: sortByTitle(templates) }));
}

/** One subcategory of a root category as the category screen shows it. */
export interface CategoryGroup extends TemplateGroup<TemplateRef> {
  id: number;
  title: string;
  /** Titles of the ancestors between the root and this node, outermost first. */
  path: string[];
  /** Status 0: shown greyed with a hint, its subtree left out. */
  disabled: boolean;
}

function byPosition(a: CategoryNode, b: CategoryNode): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * The descendants of a root category (which the server sends by depth, then position) back in
 * reading order: each subcategory that lists templates, or is disabled, becomes a group headed by
 * its title and the path of its ancestors below the root.
 */
export function buildCategoryGroups(rootId: number, nodes: readonly CategoryNode[]): CategoryGroup[] {
  const children = new Map<number, CategoryNode[]>();
  for (const node of nodes) {
    if (node.parent === null) continue;
    const siblings = children.get(node.parent);
    if (siblings) siblings.push(node);
    else children.set(node.parent, [node]);
  }
  const groups: CategoryGroup[] = [];
  const visit = (parentId: number, path: string[], seen: Set<number>) => {
    for (const node of [...(children.get(parentId) ?? [])].sort(byPosition)) {
      // A malformed tree (a cycle) must not hang the screen.
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      const disabled = node.status === 0;
      if (disabled || node.templates_public.length > 0) {
        groups.push({
          key: String(node.id),
          id: node.id,
          title: node.title,
          path,
          disabled,
          templates: disabled ? [] : sortByTitle(node.templates_public),
        });
      }
      // A disabled subcategory stands for its whole subtree.
      if (!disabled) visit(node.id, [...path, node.title], seen);
    }
  };
  visit(rootId, [], new Set([rootId]));
  return groups;
}
