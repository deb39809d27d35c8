import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { EditorTreeSpec } from "../../platform/tree/editor-tree.service";
import { createWizardReads } from "../../platform/tree/wizard-reads";
import { moduleLockedSql } from "../profile";
import { calculatorTemplates } from "./calculator.table";
import { calculatorWizardCalculators, calculatorWizards } from "./calculator-wizard.table";

/**
 * The calculator wizard for the editors' tree calls: the contract wizard's rules, its leaves
 * ending on calculators (`templates` in the wizard shapes, as calculators are "calculator
 * templates"; not versioned, so each answers its own id as family and version 1).
 */
export const calculatorWizardTree: EditorTreeSpec = {
  kind: "calculator_wizard",
  table: calculatorWizards,
  isWizard: true,
  links: {
    table: calculatorWizardCalculators,
    node: calculatorWizardCalculators.wizard_id,
    item: calculatorWizardCalculators.calculator_id,
    target: calculatorTemplates,
    ref: {
      id: calculatorTemplates.id,
      family_id: calculatorTemplates.id,
      version: sql<number>`1`.mapWith(Number),
      title: calculatorTemplates.title,
      language: calculatorTemplates.language,
      status: calculatorTemplates.status,
    },
    row: (wizard_id, calculator_id) => ({ wizard_id, calculator_id }),
  },
  messages: {
    notLeaf: "calculator_wizard_not_leaf",
    unknown: "template_calculator_unknown",
    hasLinks: "calculator_wizard_has_calculators",
  },
};

/** The calculator wizard's list calls: each leaf with its public calculators, locked ones flagged. */
export function createCalculatorWizardReads(db: Database) {
  return createWizardReads(db, calculatorWizards, {
    key: "calculator-wizard",
    locked: moduleLockedSql,
  });
}
