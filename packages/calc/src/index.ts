// The calculators' language and evaluator (issue 14): pure, no app imports.
export { Day, daysInMonth, isLeapYear, Month } from "./dates";
export { Dec, roundHalfUp } from "./decimal";
export {
  type CalcInput,
  type CalcOutput,
  type CalcStep,
  type CalculatorDefinition,
  checkDefinition,
  type Localised,
  rowNamesOf,
  seriesUsedBy,
} from "./definition";
export { type CalcError, type CalcErrorCode, calcMessage } from "./errors";
export { evaluate } from "./evaluation";
export { COMPANY_COLUMN, FEMININE_COLUMN, FUNCTION_NAMES, ROW_NAMES } from "./functions";
export { type CompiledExpression, compile, MAX_DEPTH, MAX_LENGTH } from "./language";
export { type LocalisedText, localisedText } from "./localised";
export {
  type BreakdownRow,
  type CalculatorResult,
  runCalculator,
  type UsedSeriesValue,
} from "./run-calculator";
export { type DatedSeries, ratePeriods, type SeriesValue, seriesPoints, simpleInterest } from "./series";
export { type CalcValue, PeriodList, RowList, toWire, VALUE_TYPES, type ValueType } from "./values";
