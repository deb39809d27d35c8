// The global configuration call (spec §7 `get-global-config/`).
export { configRoutes, publicConfig } from "./config.routes";
