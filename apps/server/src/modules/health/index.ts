// Liveness and readiness, for load balancers and orchestration.
export { healthRoutes } from "./health.routes";
