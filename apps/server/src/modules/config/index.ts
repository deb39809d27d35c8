// The global configuration call (spec §7 `get-global-config/`).
export { configRoutes } from "./config.routes";
