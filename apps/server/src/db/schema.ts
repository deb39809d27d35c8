// Every table, for drizzle-kit and for the typed client. Tables live beside their module.
export * from "../modules/agreement/agreement.table";
export * from "../modules/agreement/favourite.table";
export * from "../modules/agreement/template.table";
export * from "../modules/calculator/calculator.table";
export * from "../modules/profile/licence.table";
export * from "../platform/audit/audit.table";
export * from "../platform/auth/identity.table";
