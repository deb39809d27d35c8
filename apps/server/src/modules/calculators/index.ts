// The calculators' public surface: calculator templates and what templates link to.

export { type CalculatorRef, type CalculatorService, createCalculatorService } from "./calculator.service";
export * from "./calculator.table";
export { editorCalculatorRoutes } from "./calculator-editor.routes";
