import type { Module } from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { findOpenModules } from "../profile";
import { publishedView } from "./calculator.mapper";
import { createCalculatorRepository } from "./calculator.repository";
import type { CalculatorTemplateRow } from "./calculator.table";

/** Whether a calculator's module is outside the viewer's subscription (never for editors). */
export async function calculatorLockCheck(
  db: Database,
  viewer: Viewer,
): Promise<(module: Module) => boolean> {
  if (viewer.isEditor) return () => false;
  const open = await findOpenModules(db, viewer.userId);
  return (module) => !open.has(module);
}

/**
 * A calculator the viewer may use: editors any; customers a public one (404 otherwise) that
 * their subscription opens (403 otherwise, as for templates).
 */
export async function findUsableCalculator(
  db: Database,
  viewer: Viewer,
  id: number,
): Promise<CalculatorTemplateRow> {
  const [row, isLocked] = await Promise.all([
    createCalculatorRepository(db).findById(id, !viewer.isEditor),
    calculatorLockCheck(db, viewer),
  ]);
  if (!row) throw AppError.notFound();
  if (isLocked(row.module)) throw AppError.forbidden("calculator_locked");
  // Editors try what they are writing; customers run the published version.
  return viewer.isEditor ? row : publishedView(row);
}
