import { Button, Collapse, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { DateField } from "../../../components/date-fields";
import { DebouncedTextInput } from "../../../components/debounced-text-input";
import { AGREEMENT_STATUSES } from "../../../lib/agreement-status";
import { useTranslation } from "../../../lib/use-translation";
import {
  type AgreementListParams,
  ORDER_FIELDS,
  type OrderField,
  PAGE_SIZES,
  type PageSize,
} from "../list-params";

// The "any" choice of a select (an option's value cannot be empty).
const ALL = "all";

interface AgreementFiltersProps {
  params: AgreementListParams;
  onChange: (change: Partial<AgreementListParams>) => void;
}

/** Filters, ordering and page size of the agreement list (spec §2, §4). */
export function AgreementFilters({ params, onChange }: AgreementFiltersProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const [open, toggle] = useDisclosure(false);

  const filters = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <DebouncedTextInput
          label={t("agreements.filters.title")}
          placeholder={t("agreements.filters.titlePlaceholder")}
          value={params.title}
          onCommit={(title) => onChange({ title })}
        />
        <DebouncedTextInput
          label={t("agreements.filters.template")}
          placeholder={t("agreements.filters.templatePlaceholder")}
          value={params.template}
          onCommit={(template) => onChange({ template })}
        />
        <Select
          label={t("agreements.filters.validity")}
          data={[
            { value: ALL, label: t("agreements.filters.any") },
            { value: "true", label: t("agreements.filters.valid") },
            { value: "false", label: t("agreements.filters.invalid") },
          ]}
          value={params.valid || ALL}
          allowDeselect={false}
          onChange={(valid) =>
            onChange({ valid: (valid === ALL ? "" : (valid ?? "")) as AgreementListParams["valid"] })
          }
        />
        <Select
          label={t("agreements.filters.status")}
          data={[
            { value: ALL, label: t("agreements.filters.any") },
            ...AGREEMENT_STATUSES.map((status) => ({
              value: status,
              label: t(`agreements.status.${status}`),
            })),
          ]}
          value={params.status || ALL}
          allowDeselect={false}
          onChange={(status) =>
            onChange({ status: (status === ALL ? "" : (status ?? "")) as AgreementListParams["status"] })
          }
        />
        <DateField
          label={t("agreements.filters.from")}
          value={params.from}
          maxDate={params.to || undefined}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          label={t("agreements.filters.to")}
          value={params.to}
          minDate={params.from || undefined}
          onChange={(to) => onChange({ to })}
        />
      </SimpleGrid>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("agreements.filters.order")}
          data={ORDER_FIELDS.map((field) => ({ value: field, label: t(`agreements.order.${field}`) }))}
          value={params.order}
          allowDeselect={false}
          onChange={(order) => order && onChange({ order: order as OrderField })}
          w={200}
        />
        <SegmentedControl
          aria-label={t("agreements.filters.direction")}
          data={[
            { value: "asc", label: t("agreements.filters.ascending") },
            { value: "desc", label: t("agreements.filters.descending") },
          ]}
          value={params.descending ? "desc" : "asc"}
          onChange={(direction) => onChange({ descending: direction === "desc" })}
        />
        <Select
          label={t("agreements.list.pageSize")}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(params.perPage)}
          allowDeselect={false}
          onChange={(size) => size && onChange({ perPage: Number(size) as PageSize })}
          w={170}
          ml={{ sm: "auto" }}
        />
      </Group>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("agreements.filters.label")}>
      {wide ? (
        filters
      ) : (
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            onClick={toggle.toggle}
            aria-expanded={open}
            justify="flex-start"
          >
            {open ? t("agreements.filters.hide") : t("agreements.filters.show")}
          </Button>
          <Collapse expanded={open}>{filters}</Collapse>
        </Stack>
      )}
    </Paper>
  );
}
