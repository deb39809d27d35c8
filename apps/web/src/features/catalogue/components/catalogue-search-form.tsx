import { ActionIcon, Group, Text, TextInput } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { SynonymsInfo } from "./synonyms-info";

export interface CatalogueSearchControl {
  value: string;
  onChange: (value: string) => void;
}

interface CatalogueSearchFormProps {
  /** Enter or the search icon. */
  onSubmit: (text: string) => void;
  /** Given on the results screen, where typing refines the results in place. */
  control?: CatalogueSearchControl;
  /** Hides the explanation on phones. */
  compact?: boolean;
}

/** Free keyword search (spec §2): a labelled search box, its submit icon and the synonyms note. */
export function CatalogueSearchForm({ onSubmit, control, compact = false }: CatalogueSearchFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [ownValue, setOwnValue] = useState("");
  const value = control?.value ?? ownValue;
  const setValue = control?.onChange ?? setOwnValue;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };

  return (
    <search>
      <form onSubmit={submit}>
        <Group justify="space-between" gap={4} mb={2} wrap="nowrap">
          <Text component="label" htmlFor={inputId} fw={600} size="sm">
            {t("catalogue.actionBar.searchLabel")}
          </Text>
          <SynonymsInfo />
        </Group>
        <Text id={hintId} size="sm" c="dimmed" mb={8} visibleFrom={compact ? "md" : undefined}>
          {t("catalogue.actionBar.searchText")}
        </Text>
        <TextInput
          id={inputId}
          aria-describedby={hintId}
          type="search"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={t("catalogue.actionBar.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          rightSectionWidth={40}
          rightSection={
            <ActionIcon
              type="submit"
              variant="filled"
              size={30}
              aria-label={t("catalogue.actionBar.searchSubmit")}
            >
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}
