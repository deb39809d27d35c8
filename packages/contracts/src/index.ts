export * from "./account";
export * from "./agreement";
export * from "./catalogue";
export * from "./common";
export * from "./config";
export * from "./template";
