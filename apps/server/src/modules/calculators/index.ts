// The calculators' public surface: calculator templates and what templates link to.

export { type CalculatorRef, type CalculatorService, createCalculatorService } from "./calculator.service";
export * from "./calculator.table";
export { createCalculatorDefinitionService } from "./calculator-definition.service";
export * from "./calculator-wizard.table";
export { calculatorsRoutes } from "./calculators-module.routes";
export * from "./constant.table";
