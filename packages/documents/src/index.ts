export * from "./fiscal-codes";
export * from "./messages";
export * from "./validate-field";
export * from "./validity";
