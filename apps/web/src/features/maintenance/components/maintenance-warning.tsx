import { lazy, Suspense } from "react";
import { useMaintenanceWarning } from "../hooks/use-maintenance-warning";

// The dialog's code is fetched only on the rare day it has to show.
const MaintenanceWarningModal = lazy(() =>
  import("./maintenance-warning-modal").then((module) => ({ default: module.MaintenanceWarningModal })),
);

/** Mounted once for the whole app: decides when the extraordinary-maintenance warning opens. */
export function MaintenanceWarning() {
  const { opened, close, config } = useMaintenanceWarning();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceWarningModal config={config} onContinue={close} />
    </Suspense>
  );
}
