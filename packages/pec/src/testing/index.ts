// What the server's and the sandbox's tests use: receipt fixtures and a test provider.
export * from "./fixtures";
export * from "./forgeries";
export * from "./original";
export { opaqueReceipt, realShapedAccettazione } from "./samples";
