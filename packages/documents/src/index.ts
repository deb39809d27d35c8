export * from "./fiscal-codes";
export * from "./format-value";
export * from "./messages";
export * from "./placeholders";
export * from "./validate-field";
export * from "./validity";
