import { type CalculatorCreateBody, calculatorUpdateBodySchema } from "@app/contracts";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { calculatorTemplates, calculatorVersions } from "../../modules/calculators/calculator.table";
import {
  calculatorWizardCalculators,
  calculatorWizards,
} from "../../modules/calculators/calculator-wizard.table";
import { templateCalculators, templates } from "../../modules/catalogue/template.table";
import type { Database } from "../client";
import { insertTree } from "./catalogue";
import type { SeedCalculator, SeedWizardNode } from "./content/types";

/**
 * Loads the demo calculators as drafts and links them to the seeded templates, once: nothing
 * happens if seeded calculators already exist. Run after the catalogue, also on databases
 * seeded before calculators existed.
 */
export async function seedCalculatorTemplates(db: Database, calculators: SeedCalculator[]): Promise<number> {
  if ((await db.$count(calculatorTemplates, isNotNull(calculatorTemplates.seed_key))) > 0) return 0;
  await db.transaction(async (tx) => {
    const keys = [...new Set(calculators.flatMap((c) => c.templates))];
    const seeded = keys.length
      ? await tx
          .select({ id: templates.id, key: templates.seed_key })
          .from(templates)
          .where(inArray(templates.seed_key, keys))
      : [];
    const templateIds = new Map(seeded.map((t) => [t.key, t.id]));
    for (const calculator of calculators) {
      const [row] = await tx
        .insert(calculatorTemplates)
        .values({
          title: calculator.title,
          language: calculator.language,
          module: calculator.module,
          status: "draft",
          seed_key: calculator.key,
        })
        .returning({ id: calculatorTemplates.id });
      const calculatorId = row?.id ?? 0;
      for (const key of calculator.templates) {
        const templateId = templateIds.get(key);
        if (!templateId) continue;
        // After the template's calculators linked so far: the seed's order is the offer's order.
        const [{ next } = { next: 0 }] = await tx
          .select({
            next: sql<number>`coalesce(max(${templateCalculators.position}) + 1, 0)`.mapWith(Number),
          })
          .from(templateCalculators)
          .where(eq(templateCalculators.template_id, templateId));
        await tx.insert(templateCalculators).values({
          template_id: templateId,
          calculator_id: calculatorId,
          position: next,
          mapping: calculator.mappings?.[key] ?? {},
        });
      }
    }
  });
  return calculators.length;
}

/**
 * Gives the demo calculators that have one their definition and publishes them, once: a
 * calculator the editors already gave outputs is never overwritten.
 */
export async function seedCalculatorDefinitionsInto(
  db: Database,
  definitions: Record<
    string,
    Pick<CalculatorCreateBody, "code" | "inputs" | "steps" | "outputs"> &
      Partial<Pick<CalculatorCreateBody, "breakdown">>
  >,
  prospetti: Record<string, NonNullable<CalculatorCreateBody["prospetto"]>> = {},
): Promise<number> {
  let updated = 0;
  for (const [key, definition] of Object.entries(definitions)) {
    const parsed = calculatorUpdateBodySchema.parse({ ...definition, prospetto: prospetti[key] ?? null });
    // Published as version 1: what customers run, kept among the versions.
    const now = new Date();
    const published = {
      inputs: parsed.inputs ?? [],
      steps: parsed.steps ?? [],
      outputs: parsed.outputs ?? [],
      prospetto: parsed.prospetto ?? null,
      breakdown: parsed.breakdown ?? null,
    };
    const rows = await db
      .update(calculatorTemplates)
      .set({ ...parsed, status: "public", version: 1, published, published_at: now, updated_at: now })
      .where(and(eq(calculatorTemplates.seed_key, key), sql`${calculatorTemplates.outputs} = '[]'::jsonb`))
      .returning({ id: calculatorTemplates.id });
    for (const row of rows)
      await db
        .insert(calculatorVersions)
        .values({ calculator_id: row.id, version: 1, definition: published, published_at: now });
    updated += rows.length;
  }
  return updated;
}

/**
 * Loads the demo calculator wizard once (nothing happens if seeded nodes exist, so the editors'
 * changes are never overwritten), its leaves linked to the seeded calculators by seed key.
 */
export async function seedCalculatorWizardInto(db: Database, roots: SeedWizardNode[]): Promise<number> {
  if ((await db.$count(calculatorWizards, isNotNull(calculatorWizards.seed_key))) > 0) return 0;
  const seeded = await db
    .select({ id: calculatorTemplates.id, key: calculatorTemplates.seed_key })
    .from(calculatorTemplates)
    .where(isNotNull(calculatorTemplates.seed_key));
  const calculatorIds = new Map(seeded.map((c) => [c.key, c.id]));
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const [position, root] of roots.entries()) {
      await insertTree(tx, calculatorWizards, root, null, position, ids, async (node, wizardId) => {
        for (const key of node.templates ?? []) {
          const calculatorId = calculatorIds.get(key);
          if (calculatorId)
            await tx
              .insert(calculatorWizardCalculators)
              .values({ wizard_id: wizardId, calculator_id: calculatorId });
        }
      });
    }
  });
  return ids.size;
}
