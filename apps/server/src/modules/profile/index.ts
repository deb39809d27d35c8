// The profile's public surface: firms, people and licences; what a subscription opens; seats.
export { findOpenModules, moduleLockedSql, openModulesOf } from "./licence.service";
export * from "./licence.table";
export { customerProfileRoutes } from "./profile-customer.routes";
export { editorProfileRoutes } from "./profile-editor.routes";
export { createSeatCheck } from "./seats";
