import type { LicenceStatus } from "@app/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// The darkest shades: an outline badge's small bold text needs them for AA's 4.5:1 on white.
const STATUS_COLOURS = {
  requested: "orange.9",
  active: "teal.9",
  suspended: "red.9",
  expired: "gray.7",
} as const;

/** A licence's status, in the same colour on the list and on the licence's own page. */
export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={STATUS_COLOURS[status]}>
      {t(`profile.status.${status}`)}
    </Badge>
  );
}
