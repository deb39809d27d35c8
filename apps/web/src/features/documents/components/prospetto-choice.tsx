import { Checkbox, Stack } from "@mantine/core";
import { DISPLAY_DATE_TIME, formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import type { KeptCalculation } from "../api/document-api";

/**
 * The prospetti the contract can take along (issue 14): one box per calculation it keeps, all
 * ticked at first. Nothing is shown when it keeps none.
 */
export function ProspettoChoice({
  kept,
  value,
  onChange,
}: {
  kept: readonly KeptCalculation[];
  value: readonly number[];
  onChange: (calculators: number[]) => void;
}) {
  const { t } = useTranslation();
  if (kept.length === 0) return null;
  return (
    <Checkbox.Group
      label={t("documents.prospetti.label")}
      description={t("documents.prospetti.description")}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
    >
      <Stack gap="xs" mt="xs">
        {kept.map((calculation) => (
          <Checkbox
            key={calculation.calculator}
            value={String(calculation.calculator)}
            label={t("documents.prospetti.item", {
              title: calculation.title,
              date: formatDate(calculation.calculatedAt, DISPLAY_DATE_TIME),
            })}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
