// The profile's public surface: companies, members and licences; what a subscription opens.
export { findOpenModules } from "./licence.service";
export * from "./licence.table";
