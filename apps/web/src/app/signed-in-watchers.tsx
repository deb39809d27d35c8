import { MaintenanceWarning } from "../features/maintenance/components/maintenance-warning";
import { QueryProvider } from "../lib/query-provider";

/** What watches a signed-in session app-wide (spec §4 maintenance warning), with its query client. */
export function SignedInWatchers() {
  return (
    <QueryProvider>
      <MaintenanceWarning />
    </QueryProvider>
  );
}
