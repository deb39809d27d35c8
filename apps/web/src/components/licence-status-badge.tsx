import type { LicenceStatus } from "@app/contracts";
import { Badge } from "@mantine/core";
import { READABLE_ORANGE } from "./readable-alert";

// The darkest shades: an outline badge's small bold text needs them for AA's 4.5:1 on white.
const STATUS_COLOURS = {
  requested: READABLE_ORANGE,
  active: "teal.9",
  suspended: "red.9",
  expired: "gray.7",
} as const;

/**
 * A licence's status in one colour wherever it shows: the customers' licences and the editors'
 * (each area names the status in its own words, so the label comes from the caller).
 */
export function LicenceStatusBadge({ status, label }: { status: LicenceStatus; label: string }) {
  return (
    <Badge variant="outline" color={STATUS_COLOURS[status]}>
      {label}
    </Badge>
  );
}
