import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "../lib/use-translation";
import { CollapsibleFilters } from "./collapsible-filters";
import { DateField } from "./date-fields";
import { DebouncedTextInput } from "./debounced-text-input";

// The "any" choice of a select (an option's value cannot be empty).
const ALL = "all";

export interface GridText {
  label: string;
  placeholder?: string;
  value: string;
  onCommit: (value: string) => void;
}

export interface GridChoice {
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Typed into, for long lists (categories). */
  searchable?: boolean;
}

/** A range of days (from, to), each bounding the other. */
export interface GridDates {
  from: { label: string; value: string; onChange: (day: string) => void };
  to: { label: string; value: string; onChange: (day: string) => void };
}

/**
 * A list's filters as a grid (spec §2: the template, calculator and agreement lists): the text
 * filters, then each choice with "any" first; behind a toggle on phones.
 */
export function FilterGrid({
  texts,
  choices,
  dates,
  columns,
  active,
}: {
  texts: GridText[];
  choices: GridChoice[];
  dates?: GridDates;
  /** Filters a row holds on a wide screen (all of them by default). */
  columns?: number;
  active: boolean;
}) {
  const { t } = useTranslation();
  const any = { value: ALL, label: t("list.any") };
  return (
    <CollapsibleFilters active={active}>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: columns ?? texts.length + choices.length }}
        spacing="sm"
        verticalSpacing="xs"
      >
        {texts.map((text) => (
          <DebouncedTextInput key={text.label} {...text} />
        ))}
        {choices.map((choice) => (
          <Select
            key={choice.label}
            label={choice.label}
            data={[any, ...choice.data]}
            // Typed into, "any" is a placeholder rather than text: what is typed is the search
            // alone, never "Tutti" and the words after it. A choice's label is selected on
            // focus, so typing replaces it.
            value={choice.value || (choice.searchable ? null : ALL)}
            placeholder={choice.searchable ? any.label : undefined}
            onFocus={choice.searchable ? (event) => event.currentTarget.select() : undefined}
            allowDeselect={false}
            searchable={choice.searchable}
            comboboxProps={choice.searchable ? { width: 360, position: "bottom-start" } : undefined}
            onChange={(value) => choice.onChange(value === ALL || value === null ? "" : value)}
          />
        ))}
        {dates && (
          <>
            <DateField {...dates.from} maxDate={dates.to.value || undefined} />
            <DateField {...dates.to} minDate={dates.from.value || undefined} />
          </>
        )}
      </SimpleGrid>
    </CollapsibleFilters>
  );
}
