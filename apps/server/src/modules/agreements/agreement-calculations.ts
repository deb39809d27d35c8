import type { AgreementCalculation, AgreementCalculationBody } from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import { AppError } from "../../platform/http/app-error";
import { createCalculatorDefinitionService } from "../calculators";

export type KeptCalculations = Record<string, AgreementCalculation>;

/**
 * The calculations an agreement keeps after a save (issue 14): each one sent is run again on the
 * server, so the contract keeps what the calculator and the official series really give, with
 * the date; `values: null` forgets one; those not sent stay exactly as they were. A calculation
 * that cannot run is the save's error, keyed `calculations.<n>.…`, and nothing is saved.
 */
export function createAgreementCalculations(db: Database) {
  const calculators = createCalculatorDefinitionService(db);

  async function run(viewer: Viewer, body: AgreementCalculationBody, index: number, on: Date) {
    const values = body.values ?? {};
    try {
      const { calculator, evaluation } = await calculators.evaluate(viewer, body.calculator, values);
      return { calculator, values, evaluation, calculated_at: on.toISOString() };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.statusCode === 404)
        throw AppError.field(`calculations.${index}.calculator`, "agreement_calculator_unavailable", {
          attribute: String(body.calculator),
        });
      // Field errors of the calculator's inputs, in the calculation they belong to.
      throw new AppError(
        error.statusCode,
        error.nonFieldErrors,
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, messages]) => [
            `calculations.${index}.values.${field}`,
            messages,
          ]),
        ),
      );
    }
  }

  return {
    async apply(
      viewer: Viewer,
      kept: KeptCalculations,
      sent: readonly AgreementCalculationBody[],
    ): Promise<KeptCalculations> {
      const next: KeptCalculations = { ...kept };
      const on = new Date();
      for (const [index, body] of sent.entries()) {
        const key = String(body.calculator);
        if (body.values === null) delete next[key];
        else next[key] = await run(viewer, body, index, on);
      }
      return next;
    },
  };
}
