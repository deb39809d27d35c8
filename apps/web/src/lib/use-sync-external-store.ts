// Stands in for `use-sync-external-store/shim` (vite.config.ts alias): React 19's own hook.
export { useSyncExternalStore } from "react";
