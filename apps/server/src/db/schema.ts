// Every table, for drizzle-kit and for the typed client. Tables live beside their module.
export * from "../modules/agreement/agreement.table";
export * from "../platform/auth/identity.table";
