import { templateFieldSchema } from "@app/contracts";
import { eq, isNotNull } from "drizzle-orm";
import { normaliseSearchText } from "../../modules/catalogue";
import {
  categories,
  synonyms,
  templateCategories,
  templates,
  wizards,
  wizardTemplates,
} from "../../modules/catalogue/template.table";
import type { TreeTable } from "../../platform/tree/tree.columns";
import type { Database } from "../client";
import type { SeedCatalogue, SeedCategory, SeedWizardNode } from "./content/types";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Inserts a node and its subtree (of any tree: categories, wizards); returns the ids by seed key. */
export async function insertTree<N extends SeedCategory | SeedWizardNode>(
  tx: Tx,
  table: TreeTable,
  node: N,
  parent: { id: number; tree_id: number; path: string; level: number } | null,
  position: number,
  ids: Map<string, number>,
  onNode?: (node: N, id: number) => Promise<void>,
) {
  const question =
    "question" in node && node.question
      ? { question_it: node.question.it, question_en: node.question.en }
      : {};
  const [row] = await tx
    .insert(table)
    .values({
      parent_id: parent?.id ?? null,
      tree_id: parent?.tree_id ?? 0,
      level: parent ? parent.level + 1 : 0,
      path: "",
      position,
      status: node.status ?? 1,
      title_it: node.title.it,
      title_en: node.title.en,
      seed_key: node.key,
      ...question,
    } as never)
    .returning({ id: table.id });
  const id = Number(row?.id ?? 0);
  const treeId = parent?.tree_id ?? id;
  const path = `${parent?.path ?? "/"}${id}/`;
  await tx
    .update(table)
    .set({ tree_id: treeId, path } as never)
    .where(eq(table.id, id));
  ids.set(node.key, id);
  await onNode?.(node, id);
  const children = (node.children ?? []) as N[];
  for (const [index, child] of children.entries()) {
    await insertTree(
      tx,
      table,
      child,
      { id, tree_id: treeId, path, level: parent ? parent.level + 1 : 0 },
      index,
      ids,
      onNode,
    );
  }
}

/**
 * Loads the demo catalogue (trees, public templates, links, synonyms) once: nothing happens if
 * seeded templates already exist, so editors' later changes are never overwritten.
 */
export async function seedCatalogue(db: Database, catalogues: SeedCatalogue[]): Promise<number> {
  if ((await db.$count(templates, isNotNull(templates.seed_key))) > 0) return 0;
  let count = 0;
  await db.transaction(async (tx) => {
    for (const catalogue of catalogues) {
      const templateIds = new Map<string, number>();
      for (const template of catalogue.templates) {
        const [row] = await tx
          .insert(templates)
          .values({
            title: template.title,
            language: template.language,
            module: template.module,
            status: "public",
            published_at: new Date(),
            version: 1,
            discipline: template.discipline,
            body: template.body,
            fields: template.fields.map((f) => templateFieldSchema.parse(f)),
            notes: template.notes,
            parties: template.parties,
            keywords: template.keywords,
            seed_key: template.key,
            signature_level_min: template.signature_level_min ?? "fes",
          })
          .returning({ id: templates.id });
        const id = row?.id ?? 0;
        await tx.update(templates).set({ family_id: id }).where(eq(templates.id, id));
        templateIds.set(template.key, id);
        count++;
      }
      const categoryIds = new Map<string, number>();
      await insertTree(tx, categories, catalogue.category, null, 0, categoryIds);
      for (const template of catalogue.templates) {
        for (const key of template.categories) {
          const categoryId = categoryIds.get(key);
          const templateId = templateIds.get(template.key);
          if (categoryId && templateId) {
            await tx.insert(templateCategories).values({ template_id: templateId, category_id: categoryId });
          }
        }
      }
      await insertTree(tx, wizards, catalogue.wizard, null, 0, new Map(), async (node, wizardId) => {
        for (const key of node.templates ?? []) {
          const templateId = templateIds.get(key);
          if (templateId)
            await tx.insert(wizardTemplates).values({ wizard_id: wizardId, template_id: templateId });
        }
      });
      if (catalogue.synonyms.length) {
        await tx.insert(synonyms).values(
          catalogue.synonyms.map((group) => ({
            language: group.language,
            terms: [...new Set(group.terms.map(normaliseSearchText))],
          })),
        );
      }
    }
  });
  return count;
}
