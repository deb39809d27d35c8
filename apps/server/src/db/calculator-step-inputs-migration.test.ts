import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkDefinition } from "@app/calc";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculatorTemplates } from "../modules/calculators/calculator.table";
import { openTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";

// Migration 0029 (issue 31): the input a valid_if named inside its formula becomes its step's.
let database: DatabaseHandle;
const migration = readFileSync(
  join(import.meta.dirname, "migrations/0029_calculator_step_inputs.sql"),
  "utf8",
);

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const inputs = [
  {
    slug: "retribuzioni",
    label: "Retribuzioni",
    type: "rows",
    columns: [{ slug: "anno", label: "Anno", type: "integer" }],
  },
  { slug: "tipo", label: "Tipo", type: "select", options: [{ value: "a", label: "A" }] },
  { slug: "importo", label: "Importo", type: "money" },
] as const;
const step = (slug: string, expression: string) => ({ slug, expression });

describe("migration 0029: a step's valid_if names its input on the step", () => {
  it("moves the input out of the formula, in what editors write and customers run, and leaves what it cannot read", async () => {
    const before = [
      step(
        "anni",
        'valid_if(last_row(retribuzioni, anno) == 2025, "retribuzioni", "gli anni devono susseguirsi e l\'ultimo è quello della cessazione", "the years must follow one another")',
      ),
      step("scelta", "valid_if(tipo == \"a\" || tipo == 'b', 'tipo', 'solo \"a\"')"),
      step("doppio", 'valid_if(importo > 0, "importo", "positivo")'),
      // Not at the top of the formula, or naming no input: the editors choose on their next save.
      step("annidato", 'importo > 0 ? valid_if(importo < 10, "importo", "piccolo") : true'),
      step("altro", 'valid_if(importo > 0, "altrove", "mai")'),
      { ...step("fatto", 'valid_if(importo > 0, "positivo")'), input: "importo" },
      step("calcolo", "importo * 2"),
    ];
    const after: { slug: string; expression: string; input?: string }[] = [
      {
        slug: "anni",
        input: "retribuzioni",
        expression:
          'valid_if(last_row(retribuzioni, anno) == 2025, "gli anni devono susseguirsi e l\'ultimo è quello della cessazione", "the years must follow one another")',
      },
      { slug: "scelta", input: "tipo", expression: "valid_if(tipo == \"a\" || tipo == 'b', 'solo \"a\"')" },
      { slug: "doppio", input: "importo", expression: 'valid_if(importo > 0, "positivo")' },
      ...before.slice(3),
    ];
    const [row] = await database.db
      .insert(calculatorTemplates)
      .values({
        title: "Prova",
        language: "it",
        module: "work",
        inputs: inputs as never,
        steps: before as never,
        published: { inputs: inputs as never, steps: before as never, outputs: [], prospetto: null },
      })
      .returning({ id: calculatorTemplates.id });
    for (const statement of migration.split("--> statement-breakpoint"))
      await database.db.execute(sql.raw(statement));
    const [migrated] = await database.db
      .select()
      .from(calculatorTemplates)
      .where(eq(calculatorTemplates.id, row?.id ?? 0));
    expect(migrated?.steps).toEqual(after);
    expect(migrated?.published?.steps).toEqual(after);
    // What it moved passes the editors' checks; what it left is flagged for them.
    const errors = checkDefinition({ inputs: inputs as never, steps: after, outputs: [] });
    expect(Object.keys(errors).sort()).toEqual(["steps.3.input", "steps.4.input"]);
  });
});
