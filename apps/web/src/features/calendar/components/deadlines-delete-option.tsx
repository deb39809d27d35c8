import { Checkbox } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useAgreementDeadlines } from "../api/calendar-api";

/**
 * Beside a contract's delete confirmation (issue 17): when its deadlines are in the calendar, asks
 * whether they go too. Unticked, they stay in the calendar, no longer linked to a contract.
 */
export function DeadlinesDeleteOption({
  agreementId,
  onChange,
}: {
  agreementId: number;
  onChange: (withDeadlines: boolean) => void;
}) {
  const { t } = useTranslation();
  const deadlines = useAgreementDeadlines(agreementId, "delete");
  const [checked, setChecked] = useState(false);
  const kept = (deadlines.data?.results ?? []).filter((d) => d.appointment !== null).length;
  if (kept === 0) return null;
  return (
    <Checkbox
      label={t("calendar.deadlines.deleteToo", { count: kept })}
      checked={checked}
      onChange={(event) => {
        setChecked(event.currentTarget.checked);
        onChange(event.currentTarget.checked);
      }}
    />
  );
}
