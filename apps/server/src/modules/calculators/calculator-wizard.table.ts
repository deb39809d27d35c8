import { bigint, index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { treeConstraints, wizardColumns } from "../../platform/tree/tree.columns";
import { calculatorTemplates } from "./calculator.table";

/**
 * The calculator wizard (spec: editor `calculator/wizard/`): a guided choice of calculator,
 * built like the contract wizard (same columns, same tree code in platform/tree).
 */
export const calculatorWizards = pgTable(
  "calculator_wizards",
  wizardColumns(),
  treeConstraints("calculator_wizards"),
);

/**
 * The calculators a calculator wizard leaf ends on. Calculators are not versioned: the link
 * names the calculator itself, and customers meet it only while it is public.
 */
export const calculatorWizardCalculators = pgTable(
  "calculator_wizard_calculators",
  {
    wizard_id: bigint("wizard_id", { mode: "number" })
      .notNull()
      .references(() => calculatorWizards.id, { onDelete: "cascade" }),
    calculator_id: bigint("calculator_id", { mode: "number" })
      .notNull()
      .references(() => calculatorTemplates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.wizard_id, t.calculator_id] }),
    index("calculator_wizard_calculators_calculator_idx").on(t.calculator_id),
  ],
);
